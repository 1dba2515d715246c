/**
 * Themes 2026-12-25: a theme of complaints said in different words is named by the complaint they share.
 *
 * The complaint step of 2026-12-24 (theme-label-complaint.ts) counts the members of one complaint word as written: "too
 * expensive" by two, "pricey" by one and "overpriced" by one of seven answers about the price make no word of three
 * writers, and the theme kept one member's detail ("Small room" over five answers about the price). Here, after every
 * earlier step, the complaint words (complaintAt of theme-label-complaint.ts: negative to VADER or one of COMPLAINING, an
 * adjective, adverb or participle, not under a denial, not the writer's own act) are counted by kind: the words of one
 * related-word group of theme-related-words.ts (written by hand for feedback in general: "expensive", "pricey",
 * "overpriced" of the price; "slow", "laggy" of speed; "late", "delayed" of waiting), else the word alone. Where one kind
 * is written by the most members (one kind alone), at least three and two in five of the theme, and by more members
 * than write some word of the label, and where the theme complains as the step of 2026-12-24 reads it (four in five do
 * not praise, fewer than half ask), the label becomes the kind's word the most members write, as they write it:
 *
 * - "too" and that word, where two members write "too" before a word of the kind and one writes it before that word
 *   ("Too expensive");
 * - else that word before a noun two of the kind's writers say a word of the kind of ("Slow app").
 *
 * A label holding a complaint or a denial, or opening on an asking word, stays (the step of 2026-12-24 named it, or the
 * members' words did); the new label passes the label checks of 2026-12-08 ("too" carries the complaint, as in 2026-12-24)
 * and uses only words as the members write them. At most three candidates meet the checks.
 *
 * Mended before release: complaint words are read by theme-complaint-kinds.ts (bases of hyphen forms and comparatives,
 * "filthy", "loud", "overdue"; the kinds lateness and noise before the related-word groups; no complaint feared, expected,
 * past, reported or taken back); a capitalised first word or a word in capitals is read as an adjective wherever it is a
 * complaint word; a label holding a word of praise stays; the complaint before a noun is tried before "too" and it.
 */
import { stem } from '../../core/text/theme-words.js';
import type { LabelContext } from './theme-label-context.js';
import { DENIALS, NOUNS } from './theme-label-most.js';
import { memberStems } from './theme-label-support.js';
import { labelFault } from './theme-label-checks.js';
import { praises, sign } from './theme-label-shared.js';
import { ASKING_FOR, asks } from './theme-label-wish.js';
import { COMPLAINING, complaintAt, saidOfNoun } from './theme-label-complaint.js';
import { baseOf, complaining, kindsOf, standing } from './theme-complaint-kinds.js';
import type { Tags } from './theme-label-said-words.js';

/** The share of the theme that must not praise (two in three, and four members; fewer praise than write the kind). */
const COMPLAINING_SHARE = 2 / 3;
/** The share of the theme that must write a word of the kind (two in five, and three members). */
const KIND_SHARE = 0.4;
/** Tags a complaint word may be written as (complaintAt of 2026-12-24; PROPN: a capitalised first word, complaintHere). */
const COMPLAINT_TAGS = new Set(['ADJ', 'ADV', 'VERB', 'PROPN']);
/** Candidates tried against the label checks (each check reads every member). */
const TRIED = 3;

export { kindsOf };

/** Written in capitals throughout ("TOO EXPENSIVE"). */
const allCaps = (display: string) => display.length > 1 && /\p{L}/u.test(display) && display === display.toUpperCase();

/**
 * The complaint word at i, as its base (theme-complaint-kinds.ts: "over-priced" is "overpriced", "slower" is "slow"), or
 * undefined: complaintAt of 2026-12-24 of the base (a complaint word of COMPLAINING, COMPLAINING_MORE or negative to VADER),
 * with an answer's capitalised first word or a word in capitals that the tagger reads as a name ("Pricey for a family",
 * "TOO EXPENSIVE") read as the adjective it is, and only where the complaint stands (not feared, past, reported or taken
 * back: standing of theme-complaint-kinds.ts).
 */
export function complaintWordAt(m: Tags[number], i: number): string | undefined {
  const x = m[i];
  if (!x.word) return undefined;
  const tag = x.tag === 'PROPN' && (i === m.findIndex((y) => y.word) || allCaps(x.display)) ? 'ADJ' : x.tag;
  if (!COMPLAINT_TAGS.has(tag)) return undefined;
  const base = baseOf(x.normal, tag);
  if (!complaining(base)) return undefined;
  const read = base === x.normal && tag === x.tag ? m : m.map((y, j) => (j === i ? { ...y, normal: base, tag } : y));
  return complaintAt(read, i, complaining) && standing(m, i) ? base : undefined;
}

/** Is the word at i a standing complaint of the writer's (complaintWordAt)? */
export function complaintHere(m: Tags[number], i: number): boolean {
  return complaintWordAt(m, i) !== undefined;
}

/** The label naming the complaint its members share in different words, or undefined where the label stands. */
export function kindredComplaintLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, excluded, ok, free } = context;
  const words = label.trim().toLowerCase().split(/\s+/);
  if (size < 4 || ASKING_FOR.has(words[0]) || words.some((w) => DENIALS.has(w) || COMPLAINING.has(w) || sign(w) < 0)) return undefined;
  // Mended before release: a label holding a word of praise ("Value for money", "Fair price") stays; a positive word the
  // members write as a verb names a thing, no praise ("Saved routes").
  const asVerb = (w: string) => {
    const tagged = typicalOrder.flatMap((t) => tags[t].filter((x) => x.normal === w).map((x) => x.tag));
    return tagged.length > 0 && tagged.filter((g) => g === 'VERB').length * 2 > tagged.length;
  };
  if (words.some((w) => sign(w) > 0 && !asVerb(w))) return undefined;
  const praisers = typicalOrder.filter((t) => praises(tags[t])).reduce((sum, t) => sum + weights[t], 0);
  const against = size - praisers;
  const askers = typicalOrder.filter((t) => asks(tags[t])).reduce((sum, t) => sum + weights[t], 0);
  if (against < 4 || against < COMPLAINING_SHARE * size || askers * 2 >= size) return undefined;
  // Each member's complaint words (their positions and bases), and the kinds they write.
  const said = new Map<number, number[]>();
  const bases = new Map<number, Map<number, string>>();
  const kindWriters = new Map<string, number>();
  for (const t of typicalOrder) {
    const m = tags[t];
    const own = new Map<number, string>();
    m.forEach((x, i) => {
      const base = complaintWordAt(m, i);
      if (base !== undefined && !excluded.has(x.normal) && !excluded.has(base)) own.set(i, base);
    });
    bases.set(t, own);
    said.set(t, [...own.keys()]);
    for (const k of new Set([...own].flatMap(([i, b]) => kindsOf(b, m[i].lemma)))) kindWriters.set(k, (kindWriters.get(k) ?? 0) + weights[t]);
  }
  const baseAt = (t: number, i: number) => bases.get(t)!.get(i)!;
  let kind: string | undefined;
  let most = 0;
  for (const [k, n] of kindWriters) if (n > most) [kind, most] = [k, n];
  if (!kind || most < 3 || most < KIND_SHARE * size || most <= praisers) return undefined;
  if ([...kindWriters.values()].filter((n) => n === most).length > 1) return undefined;
  const writersOf = (w: string) => typicalOrder.reduce((sum, t) => (memberStems(tags[t]).has(stem(w)) ? sum + weights[t] : sum), 0);
  if (Math.min(...words.map(writersOf)) >= most) return undefined;
  const k = kind;
  // The positions of the kind's words in each member writing them.
  const ofKind = new Map<number, number[]>();
  for (const t of typicalOrder) {
    const at = said.get(t)!.filter((i) => kindsOf(baseAt(t, i), tags[t][i].lemma).includes(k));
    if (at.length > 0) ofKind.set(t, at);
  }
  // The kind's word the most members write (by its base; the most typical member's first among equals), one a member writes as
  // it is ("slow", not only "slower").
  const byWord = new Map<string, { n: number; first: number; written: boolean }>();
  [...ofKind].forEach(([t, at], order) => {
    for (const w of new Set(at.map((i) => baseAt(t, i)))) {
      const e = byWord.get(w) ?? { n: 0, first: order, written: false };
      e.n += weights[t];
      e.written ||= at.some((i) => baseAt(t, i) === w && tags[t][i].normal === w);
      byWord.set(w, e);
    }
  });
  const word = [...byWord].filter((e) => e[1].written).sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)[0]?.[0];
  if (word === undefined) return undefined;
  const candidates: string[] = [];
  // Mended before release: the word before a noun two of the kind's writers say a word of the kind of comes first
  // ("Dirty changing rooms" before "Too dirty").
  const nouns = new Map<string, { n: number; forms: Map<string, number>; first: number }>();
  [...ofKind].forEach(([t, at], order) => {
    const m = tags[t];
    const seen = new Set<string>();
    for (const x of m) {
      if (!x.word || !NOUNS.has(x.tag) || excluded.has(x.normal) || excluded.has(x.lemma)) continue;
      const s = stem(x.lemma);
      if (seen.has(s) || !at.some((i) => saidOfNoun(m, i, s))) continue;
      seen.add(s);
      const e = nouns.get(s) ?? { n: 0, forms: new Map<string, number>(), first: order };
      e.n += weights[t];
      e.forms.set(x.normal, (e.forms.get(x.normal) ?? 0) + weights[t]);
      nouns.set(s, e);
    }
  });
  for (const e of [...nouns.values()].filter((e) => e.n >= 2).sort((a, b) => b.n - a.n || a.first - b.first)) {
    const form = [...e.forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    if (form !== word) candidates.push(`${word} ${form}`);
  }
  // "Too" and the word: two write "too" before a word of the kind, one before this word.
  const tooKind = [...ofKind].filter(([t, at]) => at.some((i) => tags[t][i - 1]?.normal === 'too')).reduce((sum, [t]) => sum + weights[t], 0);
  const tooWord = [...ofKind].some(([t, at]) => at.some((i) => tags[t][i].normal === word && tags[t][i - 1]?.normal === 'too'));
  if (tooKind >= 2 && tooWord) candidates.push(`too ${word}`);
  // The checks of 2026-12-08 read "too" as an adverb of no content; here it carries the complaint (as in 2026-12-24).
  const passes = (l: string) => ok(l) || (l.startsWith('too ') && free(l) && labelFault(l, typicalOrder, tags, size) === 'adverb');
  let tried = 0;
  for (const c of candidates) {
    if (c === label.trim().toLowerCase()) continue;
    if (tried++ >= TRIED) break;
    if (passes(c)) return c;
  }
  return undefined;
}
