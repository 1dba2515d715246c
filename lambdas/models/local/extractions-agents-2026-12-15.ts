import { ADULT_BAR } from './extractions-people.js';
import { AGENT_RE } from './extractions-mends-2026-12-11.js';

/**
 * Extractions version 2026-12-15: where no theme reads as people at work (`personTheme` of extractions-everyday.ts), the one theme whose
 * head has the form of a noun for someone who does something, made from a word ("walkers" from "walk", "sitter" from "sit",
 * "entertainer", "gardeners", "artists"), and which the vectors read as a person (nearer people than things by the person bar) though
 * nearer family and customers than people at work (a "work" reading below 0, not below the bar of any adult), reads as people at work:
 * names ("Callum is patient with the dog") and workers ("The two lads were polite") are then its mentions. Up to 2026-12-14 only such a
 * head too rare for a word vector did (`agentHeads` of extractions-mends-2026-12-11.ts): a word GloVe knows was read as it lies, a
 * person of no trade. A head read as a thing ("tuner", "host", "sweep"), or two such themes, or none, change nothing.
 *
 * First, a theme whose head is a participle in "-ed" ("keeping us informed", "kept updated") names a doing, no one: its head reads as
 * no people at all (up to 2026-12-14 "informed" read as a person at work, so names went to "keeping us informed").
 */
/** A head in the form of a participle ("informed", "updated"). */
const PARTICIPLE = /\p{L}{3,}ed$/u;

export function personAgentHeads<R extends { person: number; work: number; workOther: number }, P extends { themes: (R | undefined)[] }>(
  reading: P,
  /** Each theme's head (`peopleHead` of extractions-prepared-theme.ts); none where the rule is off (versions before 2026-12-15). */
  heads: readonly (string | undefined)[],
  isWord: (word: string) => boolean,
  personTheme: (r: R) => boolean,
  bars: { person: number; work: number },
): P {
  if (heads.length === 0) return reading;
  const read = heads.some((h) => h !== undefined && PARTICIPLE.test(h)) ? { ...reading, themes: reading.themes.map((r, j) => (PARTICIPLE.test(heads[j] ?? '') ? undefined : r)) } : reading;
  if (read.themes.some((r) => r !== undefined && personTheme(r))) return read;
  const agents = heads.flatMap((head, j) => {
    const r = read.themes[j];
    const m = head === undefined || r === undefined || !isWord(head) ? null : AGENT_RE.exec(head);
    if (m === null || r!.person < bars.person || r!.work < ADULT_BAR) return [];
    const base = m[1];
    const undoubled = /(\p{L})\1$/u.test(base) ? base.slice(0, -1) : base;
    return [base, `${base}e`, undoubled].some((w) => w.length >= 3 && isWord(w)) ? [j] : [];
  });
  if (agents.length !== 1) return read;
  const j = agents[0];
  const r = read.themes[j]!;
  const themes = [...read.themes];
  themes[j] = { ...r, work: Math.max(r.work, 0), workOther: Math.max(r.workOther, bars.work) };
  return { ...read, themes };
}
