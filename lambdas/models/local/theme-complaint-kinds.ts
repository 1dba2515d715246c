/**
 * Themes 2026-12-25, mended before release: what counts as a complaint word and of which kind, for theme-label-kindred.ts and
 * theme-label-unfounded.ts (theme-label-complaint.ts and theme-related-words.ts stay as older versions read them).
 *
 * - A word's base: a hyphen form is the word unhyphenated ("over-priced" is "overpriced"), and a comparative adjective is
 *   its positive where that is a complaint word ("slower" is "slow", "pricier" is "pricey", "dirtier" is "dirty").
 * - Complaint words of no sentiment to VADER beyond COMPLAINING of 2026-12-24 ("filthy", "loud", "overdue").
 * - Kinds of this step before the related-word groups: lateness ("late", "delayed", "overdue"; "late" sits in the workload
 *   group of theme-related-words.ts, "delayed" in none) and noise ("loud", "noisy").
 * - A complaint hoped against, feared, expected, past or reported ("I worried it would be too expensive", "Used to be
 *   too expensive", "Friends said it was overpriced") or taken back after it ("Expensive but worth every penny",
 *   "..., it was not", "..., I disagree") is no complaint of the writer's.
 */
import { COMPLAINING } from './theme-label-complaint.js';
import { relatedGroupsOf } from './theme-related-words.js';
import { sign } from './theme-label-shared.js';
import type { Tags } from './theme-label-said-words.js';

/** Complaint words of no sentiment to VADER, beyond COMPLAINING. */
export const COMPLAINING_MORE = new Set('filthy grubby loud overdue tardy stuffy'.split(' '));
/** Kinds of this step, before the related-word groups. */
const KINDS: Readonly<Record<string, readonly string[]>> = {
  lateness: ['late', 'delayed', 'overdue', 'tardy'],
  noise: ['loud', 'noisy', 'deafening'],
};
const KIND_OF = new Map(Object.entries(KINDS).flatMap(([k, ws]) => ws.map((w) => [w, `=${k}`] as const)));
/** Words that make what follows in their sentence another's words or the writer's fear, hope or past. */
const GOVERNING = new Set('worried worry worrying expected expecting thought feared fearing afraid assumed heard said says told claimed'.split(' '));
/** Words after a complaint, in its sentence, that take it back ("worth every penny", "I disagree"). */
const TAKING_BACK = new Set(['worth', 'disagree']);
const SENTENCE_END = new Set(['.', '!', '?', ';']);
const PRONOUNS = new Set(['it', 'they', 'that', 'this']);
const BE = new Set(['was', 'were', 'is', 'are', "'s", 'wasn', 'isn', 'weren', 'aren']);

/** VADER read once per distinct word (bounded: cleared past this many words). */
const READ = new Map<string, boolean>();
const READ_MAX = 50_000;

/** Is a lower-case word a complaint word (COMPLAINING, COMPLAINING_MORE, or negative to VADER)? */
export function complaining(w: string): boolean {
  if (COMPLAINING.has(w) || COMPLAINING_MORE.has(w)) return true;
  let negative = READ.get(w);
  if (negative === undefined) {
    if (READ.size >= READ_MAX) READ.clear();
    READ.set(w, (negative = sign(w) < 0));
  }
  return negative;
}

/** The base of a written word: unhyphenated, and a comparative's positive where that is a complaint word. */
export function baseOf(w: string, tag = 'ADJ'): string {
  const plain = w.includes('-') && /^\p{L}+(-\p{L}+)+$/u.test(w) ? w.replace(/-/gu, '') : w;
  if (tag !== 'ADJ' && tag !== 'PROPN') return plain;
  if (!/er$/u.test(plain)) return plain;
  const root = plain.slice(0, -2);
  const forms = plain.endsWith('ier') ? [`${plain.slice(0, -3)}y`, `${plain.slice(0, -3)}ey`] : [root, `${root}e`, root.replace(/(.)\1$/u, '$1')];
  return forms.find((f) => f.length > 2 && complaining(f)) ?? plain;
}

/** The kinds a complaint word (its base) belongs to: this step's kinds, else its related-word groups, else the word itself. */
export function kindsOf(word: string, lemma: string): string[] {
  const own = KIND_OF.get(word) ?? KIND_OF.get(lemma);
  if (own) return [own];
  const groups = new Set([...relatedGroupsOf(word), ...relatedGroupsOf(lemma)]);
  return groups.size > 0 ? [...groups].map((g) => `#${g}`) : [word];
}

/**
 * Is the complaint word at i the writer's own, standing complaint: not governed by a word of fear, hope, the past or another's
 * report before it in its sentence ("I worried the course would be too expensive", "Used to be too expensive", "Friends said
 * it was overpriced"), and not taken back after it in its sentence ("Expensive but worth every penny", "you get what you pay
 * for", "too expensive, it was not", "I disagree")?
 */
export function standing(m: Tags[number], i: number): boolean {
  for (let k = i - 1; k >= 0 && !SENTENCE_END.has(m[k].normal); k--) {
    if (GOVERNING.has(m[k].normal) || (m[k].normal === 'used' && m[k + 1]?.normal === 'to')) return false;
  }
  for (let k = i + 1; k < m.length && !SENTENCE_END.has(m[k].normal); k++) {
    const x = m[k].normal;
    if (TAKING_BACK.has(x)) return false;
    if (x === 'pay' && m[k + 1]?.normal === 'for' && m.slice(i + 1, k).some((y) => y.normal === 'what')) return false;
    // "it was not", "it wasn't", "they were not" closing the sentence (nothing after but "at all", "really").
    if (PRONOUNS.has(x) && BE.has(m[k + 1]?.normal ?? '') && ['not', "n't", 'never', 't'].includes(m[k + 2]?.normal ?? '')) {
      const rest = m.slice(k + 3).findIndex((y) => SENTENCE_END.has(y.normal));
      const tail = m.slice(k + 3, rest < 0 ? m.length : k + 3 + rest).filter((y) => y.word);
      if (tail.every((y) => ['at', 'all', 'really', 'though', 'actually'].includes(y.normal))) return false;
    }
  }
  return true;
}
