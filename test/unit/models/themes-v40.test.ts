import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V39_SETTINGS } from '../../../lambdas/models/local/themes-settings-praise.js';
import { THEMES_V40_SETTINGS } from '../../../lambdas/models/local/themes-settings-non-answers.js';
import { THEMES_V39, THEMES_V40 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { tagWords } from '../../../lambdas/models/local/keyphrases-local.js';
import { labelContext } from '../../../lambdas/models/local/theme-label-context.js';
import { nonAnswerLabel } from '../../../lambdas/models/local/theme-label-non-answer.js';
import { severalLabel } from '../../../lambdas/models/local/theme-label-several.js';
import { isNonAnswer } from '../../../lambdas/models/local/theme-non-answers.js';
import { checkLabelQuality, membersOf, NO_LABEL_QUALITY } from '../../../bench/eval/tasks/label-quality.js';
import type { ThemesResult } from '../../../lambdas/operations/themes.js';
import { pins } from './themes-label-pins.js';
import { loadSurveySet, themesOfSet, type SurveySet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v39 = new LocalThemesModel(encoder, THEMES_V39_SETTINGS);
const v40 = new LocalThemesModel(encoder, THEMES_V40_SETTINGS);

describe('themes 2027-01-01 (the default)', () => {
  it('is the default: 2026-12-31 with the non-answers apart', () => {
    expect(THEMES_V40).toBe('2027-01-01');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2027-01-01');
    expect(LOCAL_CATALOG.themes.default).toBe(THEMES_V40);
    expect(THEMES_V40_SETTINGS).toEqual({ ...THEMES_V39_SETTINGS, nonAnswers: true, sharedBySeveral: true });
    const provider = new LocalModelProvider();
    expect(provider.themes('2027-01-01')).not.toBe(provider.themes('2026-12-31'));
  });

  it('answers as 2026-12-31 to the byte on every pinned set (none holds a non-answer)', () => {
    const earlier = pins('2026-12-31');
    const later = pins('2027-01-01');
    expect(Object.keys(later)).toEqual(Object.keys(earlier));
    for (const k of Object.keys(later)) for (const mode of ['plain', 'context'] as const) expect(later[k][mode].sha256).toBe(earlier[k][mode].sha256);
  });
});

describe('a non-answer, 2027-01-01', () => {
  it('is a whole answer of having nothing to say, or a pointer to an earlier answer, with at most a clause that all is well', () => {
    for (const text of ['Nothing.', 'n/a', 'N.A.', 'None', 'Nope.', 'All good, thank you.', 'No complaints at all.', "Can't think of anything.", "Nothing really, it's fine.", "Nope, keep doing what you're doing.", 'Same as before', 'See my previous answer', "I don't know"]) {
      expect(isNonAnswer(text), text).toBe(true);
    }
  });

  it('is no answer that names a thing, however it opens', () => {
    for (const text of ['Nothing, the nurses are lovely.', 'No parking after six.', 'Nothing gluten free.', 'No problem with the tutors, all excellent.', 'As before, the lift is broken and nobody fixes it.', 'Fine dining would be nice.', 'All good apart from the car park.', 'Required']) {
      expect(isNonAnswer(text), text).toBe(false);
    }
  });
});

/** The label step alone on one theme's hand-written answers (every answer one member, most typical first). */
const stepOn = (label: string, answers: readonly string[], taken: readonly string[] = []) => {
  const tags = answers.map(tagWords);
  const ok = (l: string) => !taken.includes(l);
  return nonAnswerLabel(label, labelContext({ typicalOrder: answers.map((_, i) => i), tags, weights: answers.map(() => 1), size: answers.length, excluded: new Set(), ok, free: ok }));
};

describe('the name of a theme of non-answers, 2027-01-01', () => {
  it('is the non-answer its members write most, without its trailing filler, the most typical on a tie', () => {
    expect(stepOn('Perfect only', ['All good thanks.', 'Nothing.', 'No complaints at all.', 'No complaints.'])).toBe('no complaints');
    expect(stepOn('Nothing at', ['Nothing at all', 'Nothing.', 'All good.'])).toBe('nothing at all');
    expect(stepOn('Fine thanks', ['All good thanks.', 'n/a'])).toBe('all good');
  });

  it('spells out "n/a", takes pointers to an earlier answer as one kind, and falls back to "Nothing to add"', () => {
    expect(stepOn('N a', ['n/a', 'N/A', 'NA', 'Nothing.'])).toBe('not applicable');
    expect(stepOn('Last answer department requires', ["don't understand the question", 'Same as earlier', 'See last answer - department requires it'])).toBe('same as earlier');
    expect(stepOn('Nothing nothing', ['Nothing.', 'None', 'Nope.'])).toBe('nothing to add');
    expect(stepOn('All good', ['All good.', 'All good thanks.', 'No.'], ['all good'])).toBe('nothing to add');
  });

  it('leaves a theme under half of whose members give no answer, and a label that is already the name', () => {
    expect(stepOn('Pleased with progress', ['Nothing.', 'All good.', 'My confidence has grown.', 'I can order in a cafe now.', 'Really pleased with my progress.'])).toBeUndefined();
    expect(stepOn('No complaints', ['No complaints.', 'No complaints at all.', 'Nothing.'])).toBeUndefined();
  });
});

const texts = (set: SurveySet, result: ThemesResult, label: string) => {
  const c = result.themes.findIndex((t) => t.shortLabel === label);
  expect(c, label).toBeGreaterThanOrEqual(0);
  return set.answers.filter((_, i) => result.assignments![i] === c).map((a) => a.text);
};
const coded = (set: SurveySet, theme: string) => set.answers.filter((a) => a.theme === theme).map((a) => a.text);

/**
 * The own sets written for this version before any rule (themes-nonanswer-probes, read and tuned on;
 * themes-nonanswer-holdout/plant-nursery, read once when the code was final): 2026-12-31's themes that mix or split the
 * non-answers, asserted as they stand (the older version is unchanged on these answers; on swimming-pool 2026-12-31
 * already keeps them apart, a case the step must not spoil), and 2027-01-01's one theme of exactly the answers coded
 * "nothing", with and without context.
 */
describe.each([
  ['themes-nonanswer-probes', 'swimming-pool', ['Nothing at all'], 'Nothing at all'],
  ['themes-nonanswer-probes', 'corner-bakery', ['Not really', 'Perfect only'], 'Not really'],
  ['themes-nonanswer-probes', 'evening-spanish', ['Good thank you'], 'All good'],
  ['themes-nonanswer-holdout', 'plant-nursery', ["Can't think"], "Can't think of anything"],
])('themes 2027-01-01 on %s/%s', (dir, name, before: string[], after: string) => {
  it('puts the non-answers in one theme named in their words', async () => {
    const set = loadSurveySet(name, dir);
    const old = await themesOfSet(v39, set), now = await themesOfSet(v40, set);
    for (const key of ['plain', 'withContext'] as const) {
      const oldLabels = old[key].themes.map((t) => t.shortLabel);
      for (const label of before) expect(oldLabels).toContain(label);
      expect(texts(set, now[key], after).sort()).toEqual(coded(set, 'nothing').sort());
      const quality = checkLabelQuality(NO_LABEL_QUALITY, now[key].themes, membersOf(set.answers.map((a) => a.text), now[key].assignments!, now[key].themes.length));
      expect([quality.templates, quality.numbered]).toEqual([0, 0]);
    }
  });
});

describe('too few non-answers for a theme, 2027-01-01', () => {
  it('leaves them where the partition put them but never as a representative of a content theme', async () => {
    const set = loadSurveySet('evening-spanish', 'themes-nonanswer-probes');
    const fewer = { ...set, answers: set.answers.filter((a) => a.text !== 'No complaints') };
    const old = await themesOfSet(v39, fewer), now = await themesOfSet(v40, fewer);
    for (const key of ['plain', 'withContext'] as const) {
      expect(old[key].themes[0].representatives).toEqual(['All good, thank you.', 'Nothing.']);
      expect(now[key].assignments).toEqual(old[key].assignments);
      for (const theme of now[key].themes) for (const r of theme.representatives) expect(isNonAnswer(r), r).toBe(false);
    }
  });
});

/** The shared-label step alone on one theme's hand-written answers (every answer one member, most typical first). */
const severalOn = (label: string, answers: readonly string[]) => {
  const tags = answers.map(tagWords);
  const ok = () => true;
  return severalLabel(label, labelContext({ typicalOrder: answers.map((_, i) => i), tags, weights: answers.map(() => 1), size: answers.length, excluded: new Set(), ok, free: ok }));
};

describe('a label of one member of five or more, 2027-01-01', () => {
  const gym = ['The treadmill belt keeps slipping.', 'Two treadmills have been broken for weeks.', 'My favourite bike is squeaky.', 'Fix the broken treadmills please.', 'The rowing machine seat is broken.'];
  it('gives way to a phrase more members write, in their words', () => {
    expect(severalOn('squeaky bike', gym)).toBe('treadmills broken');
    expect(severalOn('nervous patients', ['The hygienist was rough and my gums bled for days.', "The filling hurt a lot and he didn't stop when I raised my hand.", 'Please numb properly before drilling.', 'The injection hurt more than the treatment itself.', 'My tooth hurt for a week after the filling.', 'More patience with nervous patients, the drilling really hurt.'])).toBe('filling hurt');
    expect(severalOn('grumpy receptionist', ['The receptionist was grumpy.', 'The nurses are lovely and kind.', 'Lovely nurses, very caring.', 'The nurses were kind to my mum.', 'Parking is a nightmare.'])).toBe('lovely nurses');
  });

  it('leaves a theme of four, a label several members write, and a theme where no phrase is shared', () => {
    expect(severalOn('squeaky bike', gym.slice(0, 4))).toBeUndefined();
    expect(severalOn('broken treadmills', gym)).toBeUndefined();
    expect(severalOn('dirty toilets', ["Dr Patel is so gentle, I didn't feel a thing.", 'The hygienist was rough and my gums bled for days.', "The filling hurt a lot and he didn't stop when I raised my hand.", 'Please numb properly before drilling.', 'The toilets were dirty.', 'Keep doing what you are doing.'])).toBeUndefined();
  });
});

describe('themes 2027-01-01 on themes-shared-probes/dental-practice', () => {
  it('names the theme of pain in treatment by what two of its members write, not one member\'s phrase (every other label as without the step)', async () => {
    const set = loadSurveySet('dental-practice', 'themes-shared-probes');
    const without = new LocalThemesModel(encoder, { ...THEMES_V40_SETTINGS, sharedBySeveral: false });
    const old = await themesOfSet(without, set), now = await themesOfSet(v40, set);
    for (const key of ['plain', 'withContext'] as const) {
      expect(texts(set, old[key], 'Nervous patients').sort()).toEqual(texts(set, now[key], 'Filling hurt').sort());
      expect(old[key].themes.map((t) => t.shortLabel).filter((l) => l !== 'Nervous patients')).toEqual(now[key].themes.map((t) => t.shortLabel).filter((l) => l !== 'Filling hurt'));
    }
  });
});
