import { describe, expect, it } from 'vitest';
import { gatedRuleClass, type CueSentimentParameters } from '../../../lambdas/models/local/sentiment-cue-model.js';
import { CUE_RULES_2026_11_27 } from '../../../lambdas/models/local/sentiment-cue-rules.js';
import { CUE_RULES_2026_11_30 } from '../../../lambdas/models/local/sentiment-cue-rules-2026-11-30.js';
import { ruleClass, sentimentCues } from '../../../lambdas/models/local/sentiment-cues.js';
import { SIDE_SETTINGS, sideDecision } from '../../../lambdas/models/local/sentiment-side-decision.js';
import { cpuMs } from '../../helpers/cpu-time.js';

const rule = (text: string, rules = CUE_RULES_2026_11_30) => ruleClass(sentimentCues(text, rules));

describe('cue rules of sentiment 2026-11-30 (pure)', () => {
  it('reads "cannot praise enough" as praise, in any wording, and a bare "cannot recommend" still as a complaint', () => {
    for (const text of [
      "I can't recommend this dentist highly enough.",
      'I cannot recommend the driving school enough.',
      "We can't thank the midwives enough.",
      "I couldn't praise the night staff highly enough.",
    ]) {
      expect([text, rule(text)]).toEqual([text, 'positive']);
      expect([text, rule(text, CUE_RULES_2026_11_27)]).toEqual([text, 'negative']);
    }
    expect(rule("I can't recommend this dentist.")).toBe('negative');
    expect(rule('I would not recommend the course to anyone.')).toBe('negative');
  });

  it('reads a machine malfunction told with a plain verb as a bad outcome, and jam as food as nothing', () => {
    for (const text of ['The printer jams every few pages.', 'My laptop overheats after twenty minutes.', 'The screen flickers when I scroll.', 'The call cuts out every time I go upstairs.', 'The signal keeps dropping out.']) {
      const cues = sentimentCues(text, CUE_RULES_2026_11_30);
      expect([text, cues.badOutcomes > 0]).toEqual([text, true]);
      expect([text, rule(text)]).toEqual([text, 'negative']);
    }
    expect(sentimentCues('The printer jams every few pages.', CUE_RULES_2026_11_27).badOutcomes).toBe(0);
    expect(sentimentCues('We bought three homemade jams at the market.', CUE_RULES_2026_11_30).badOutcomes).toBe(0);
    expect(sentimentCues('The strawberry jams were delicious.', CUE_RULES_2026_11_30).badOutcomes).toBe(0);
  });

  it('reads calendar and occasion names as judging nothing, not as praise', () => {
    for (const text of ['Is the museum closed on public holidays?', 'Is the pharmacy open on bank holidays?', 'The summer holidays start on 20 July.']) {
      expect([text, sentimentCues(text, CUE_RULES_2026_11_27).strongestPositive > 0.3]).toEqual([text, true]);
      expect([text, sentimentCues(text, CUE_RULES_2026_11_30).strongestPositive]).toEqual([text, 0]);
    }
    // A holiday the writer judges is still judged.
    expect(rule('We had a wonderful holiday.')).toBe('positive');
    expect(rule('Is the museum closed on public holidays?', CUE_RULES_2026_11_27)).toBe('positive');
    // Neutral phrases are no idioms (they add no evidence).
    expect(sentimentCues('Is the museum closed on public holidays?', CUE_RULES_2026_11_30).idioms).toBe(0);
  });

  it('gates the rules\' polar class on clear evidence only in a file that sets ruleGate', () => {
    const weak = sentimentCues('The seats are by the window.', CUE_RULES_2026_11_30);
    const base = { ruleWeights: [3, 3, 3, 5] } as unknown as CueSentimentParameters;
    const lean = { ...weak, overall: 0.2 };
    expect(ruleClass(lean)).toBe('positive');
    expect(gatedRuleClass(base, lean)).toBe('positive');
    expect(gatedRuleClass({ ...base, ruleGate: 0.5 }, lean)).toBeUndefined();
    expect(gatedRuleClass({ ...base, ruleGate: 0.5 }, { ...lean, overall: 0.6 })).toBe('positive');
    expect(gatedRuleClass({ ...base, ruleGate: 0.5 }, { ...lean, goodOutcomes: 1 })).toBe('positive');
  });

  it('reads 20,000-character adversarial texts in well under a second each', () => {
    const n = 20_000;
    for (const t of [
      "I can't recommend " + 'the '.repeat(n / 4) + 'enough',
      "can't " + ' '.repeat(n) + 'thank them enough',
      'The ' + ' '.repeat(n) + 'printer jams',
      'strawberry' + ' '.repeat(n) + 'jams',
      'bank ' + ' '.repeat(n) + 'holidays',
      'keeps '.repeat(n / 6) + 'cutting out',
    ]) {
      const cpu = cpuMs(() => sideDecision(t, [0.3, 0.3, 0.2, 0.2], sentimentCues(t, CUE_RULES_2026_11_30), SIDE_SETTINGS, CUE_RULES_2026_11_30));
      expect(cpu, JSON.stringify(t.slice(0, 20))).toBeLessThan(1000);
    }
  });
});
