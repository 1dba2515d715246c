import { ADULT_BAR } from './extractions-people.js';
import { AGENT_RE } from './extractions-mends-2026-12-11.js';

/**
 * Extractions version 2026-12-15: where no theme reads as people at work (`personTheme` of extractions-everyday.ts), the one theme whose
 * head has the form of a noun for someone who does something, made from a word ("walkers" from "walk", "sitter" from "sit",
 * "entertainer", "gardeners", "musicians"), and which the vectors read as a person (nearer people than things by the person bar) though
 * nearer family and customers than people at work (a "work" reading below 0, not below the bar of any adult), reads as people at work:
 * names ("Jess was brilliant with the shy ones") are then its mentions. Up to 2026-12-14 only such a head too rare for a word vector
 * did (`agentHeads` of extractions-mends-2026-12-11.ts): a word GloVe knows was read as it lies, a person of no trade. A head read as a
 * thing ("tuner", "host", "sweep"), or two such themes, or none, change nothing.
 */
export function personAgentHeads<R extends { person: number; work: number; workOther: number }, P extends { themes: (R | undefined)[] }>(
  reading: P,
  /** Each theme's head (`peopleHead` of extractions-prepared-theme.ts); none where the rule is off (versions before 2026-12-15). */
  heads: readonly (string | undefined)[],
  isWord: (word: string) => boolean,
  personTheme: (r: R) => boolean,
  bars: { person: number; work: number },
): P {
  if (heads.length === 0 || reading.themes.some((r) => r !== undefined && personTheme(r))) return reading;
  const agents = heads.flatMap((head, j) => {
    const r = reading.themes[j];
    const m = head === undefined || r === undefined || !isWord(head) ? null : AGENT_RE.exec(head);
    if (m === null || r!.person < bars.person || r!.work < ADULT_BAR) return [];
    const base = m[1];
    const undoubled = /(\p{L})\1$/u.test(base) ? base.slice(0, -1) : base;
    return [base, `${base}e`, undoubled].some((w) => w.length >= 3 && isWord(w)) ? [j] : [];
  });
  if (agents.length !== 1) return reading;
  const j = agents[0];
  const r = reading.themes[j]!;
  const themes = [...reading.themes];
  themes[j] = { ...r, work: Math.max(r.work, 0), workOther: Math.max(r.workOther, bars.work) };
  return { ...reading, themes };
}
