import { describe, expect, it } from 'vitest';
import { LOCAL_CATALOG } from '../../../lambdas/models/local/catalog.js';
import { LocalModelProvider } from '../../../lambdas/models/local/provider.js';
import { LocalThemesModel } from '../../../lambdas/models/local/themes-local.js';
import { THEMES_V40_SETTINGS, THEMES_V41_SETTINGS } from '../../../lambdas/models/local/themes-settings-non-answers.js';
import { THEMES_V40, THEMES_V41 } from '../../../lambdas/models/local/trained-model-versions.js';
import { UseLiteEncoder } from '../../../lambdas/models/local/use-encoder.js';
import { CombinedEncoder } from '../../../lambdas/models/local/use-encoder-combined.js';
import { isCarryOnOrNonAnswer } from '../../../lambdas/models/local/theme-carry-on.js';
import { isNonAnswer } from '../../../lambdas/models/local/theme-non-answers.js';
import type { ThemesResult } from '../../../lambdas/operations/themes.js';
import { loadSurveySet, themesOfSet } from './themes-survey-sets.js';

const encoder = new CombinedEncoder(new UseLiteEncoder());
const v40 = new LocalThemesModel(encoder, THEMES_V40_SETTINGS);
const v41 = new LocalThemesModel(encoder, THEMES_V41_SETTINGS);

/** The texts of the theme holding `text`, in input order. */
const themeOf = (result: ThemesResult, texts: readonly string[], text: string) => {
  const index = result.assignments![texts.indexOf(text)];
  return { label: result.themes[index].shortLabel, texts: texts.filter((_, i) => result.assignments![i] === index).sort() };
};

describe('themes 2027-01-02', () => {
  it('is 2027-01-01 with the carry-on answers read as non-answers, served when pinned, not the default', () => {
    expect(THEMES_V41).toBe('2027-01-02');
    expect(LOCAL_CATALOG.themes.versions.map((v) => v.id)).toContain('2027-01-02');
    expect(LOCAL_CATALOG.themes.default).toBe(THEMES_V40);
    expect(THEMES_V41_SETTINGS).toEqual({ ...THEMES_V40_SETTINGS, carryOn: true });
    const provider = new LocalModelProvider();
    expect(provider.themes('2027-01-02')).not.toBe(provider.themes('2027-01-01'));
  });
});

describe('a carry-on answer, 2027-01-02', () => {
  const carryOn = ['Keep doing what you are doing.', 'Keep it up', 'Carry on as you are', "Nah, we're happy", 'Zero complaints', "Can't fault it", 'Just keep going the way you are.', "Couldn't ask for more.", 'Stay as you are!', 'Great work, carry on', "Don't change a thing."];

  it('is a whole answer of carrying on, satisfaction or a denied complaint, which 2027-01-01 reads as content', () => {
    for (const text of carryOn) expect(isCarryOnOrNonAnswer(text), text).toBe(true);
    for (const text of carryOn) expect(isNonAnswer(text), text).toBe(false);
  });

  it('is no answer that names a thing, however it opens', () => {
    for (const text of ['Keep the prices where they are.', 'Keep it clean', 'Happy with the repair but the wait was long.', 'We are happy with the staff', 'Keep the workshop open on bank holidays.', "Can't fault the nurses but the car park is awful.", 'Carry on as you are, lovely little shop.']) {
      expect(isCarryOnOrNonAnswer(text), text).toBe(false);
    }
  });

  it('reads every non-answer of 2027-01-01 as it did, "No." included', () => {
    for (const text of ['Nothing.', 'n/a', 'No.', 'No complaints at all.', 'Same as before', 'Nothing, the nurses are lovely.', 'No parking after six.']) {
      expect(isCarryOnOrNonAnswer(text), text).toBe(isNonAnswer(text));
    }
  });
});

describe('bike-workshop (own set, read and tuned on), 2027-01-02 against 2027-01-01', () => {
  const set = loadSurveySet('bike-workshop', 'themes-carryon-probes');
  const texts = set.answers.map((a) => a.text);
  const carried = set.answers.filter((a) => a.theme === 'carryon').map((a) => a.text);

  it('puts ten of the eleven carry-on answers in one theme of their own, where 2027-01-01 spreads them over four', async () => {
    const old = await themesOfSet(v40, set), now = await themesOfSet(v41, set);
    for (const result of [now.plain, now.withContext]) {
      const theme = themeOf(result, texts, 'Keep it up');
      expect(theme.label).toBe("Couldn't ask for more");
      expect(theme.texts).toEqual(carried.filter((t) => t !== 'Carry on as you are, lovely little shop.').sort());
    }
    const oldThemes = new Set(carried.map((t) => themeOf(old.plain, texts, t).label));
    expect(oldThemes).toEqual(new Set(['Lovely little shop', 'Tyre size', 'Rude lad', 'Long wait']));
    expect(themeOf(old.plain, texts, "Can't fault it").label).toBe('Tyre size');
    expect(themeOf(now.plain, texts, 'Keep the prices where they are, that\'s why I come.').label).toBe('Service price');
  });
});
