/**
 * Themes 2026-12-24: a theme of complaints is named by the complaint most of its members write.
 *
 * Read on four new hand-written survey sets (an energy supplier, a vet practice, an online clothes shop, a removals
 * firm; 175 answers, 28 coded themes, 17 of them complaints), 2026-12-22 still named a theme of complaints by one
 * member's detail or by a thing fewer members name than write the complaint: "Prices rising" over seven answers three
 * of which say "too expensive" and two name prices, "Arrival times" over answers four of which say the crew came late.
 * Here, after every earlier step, where four in five members (and four) do not praise, half of them do not ask, and one
 * complaint word (a word of negative sentiment or one of COMPLAINING, as an adjective, adverb or participle, not under a
 * denial) is written by the most members, at least three and two in five of the theme and more than write any word of
 * the label, the label gives way to that complaint as the members write it:
 *
 * - the complaint before a noun two members or more write with it ("Late deliveries", "Slow broadband": as written, or
 *   said of it elsewhere in their answers, "the broadband is slow");
 * - else "too" and the complaint where two members write that ("Too expensive");
 * - else the verb a member writes directly before it ("Arrived late"), the verb most of its writers write first.
 *
 * A label that already holds a complaint or a denial, or opens on an asking word, stays; every new label passes the
 * label checks of 2026-12-08 and uses only words as its members write them.
 *
 * Mended before release: a denial is read back to the complaint's clause start, "none" and "zero" among the denials
 * ("None of my orders were late", "Not a single delivery has been late", "zero broken"); the writer's own act or state is
 * no complaint ("I delayed the service", "I was late for work"; "we were delayed" is); the noun is one the complaint is
 * said of (right before or after it, or its clause's subject: "the train was late", not the praised driver of the same
 * answer); and at most three candidates meet the label checks.
 */
import { stem } from '../../core/text/theme-words.js';
import type { LabelContext } from './theme-label-context.js';
import { DENIALS, NOUNS } from './theme-label-most.js';
import type { Tags } from './theme-label-said-words.js';
import { memberStems } from './theme-label-support.js';
import { labelFault } from './theme-label-checks.js';
import { CLAUSE_END } from './theme-phrase-candidates.js';
import { praises, sign } from './theme-label-shared.js';
import { ASKING_FOR, asks } from './theme-label-wish.js';

/** Complaint words of no sentiment to VADER ("late", "slow", "expensive"). */
export const COMPLAINING = new Set('late slow expensive overpriced pricey stale patchy unreliable unhelpful flimsy soggy lukewarm cramped overcrowded understaffed outdated delayed cancelled canceled missing broken damaged faulty'.split(' '));
/** The share of the theme that must not praise (four in five, and four members). */
const COMPLAINING_SHARE = 0.8;
/** The share of the theme that must write the complaint word (two in five, and three members). */
const WORD_SHARE = 0.4;
/** Tags a complaint word is written as (an adjective, an adverb "came late", a participle "damaged"). */
const COMPLAINT_TAGS = new Set(['ADJ', 'ADV', 'VERB']);

/** Denials of this step beyond DENIALS: "none of my orders were late", "zero broken". */
const DENYING = new Set(['none', 'zero']);
/** The writer as subject: "I delayed the service", "we were late" are the writer's own acts, no complaint of the service. */
const WRITER = new Set(['i', 'we']);
/** Words between a subject and the complaint said of it ("I was late", "we always cancelled"). */
const BETWEEN = new Set('was were am are is be been had have has always just then also again never really so very'.split(' '));
/** Candidates tried against the label checks (each check reads every member). */
const TRIED = 3;

/**
 * Is this tagged word a complaint ("late", "broken", "rude"), not under a denial back to its clause's start ("None of my
 * orders were late", "Not a single delivery has been late", "without anything broken"), not the writer's own act or state
 * ("I delayed the service", "I was late for work"; but "we were delayed" is)? (`complaining`: what is a complaint word, COMPLAINING or
 * negative to VADER unless 2026-12-25's step says otherwise.)
 */
export function complaintAt(m: Tags[number], i: number, complaining: (w: string) => boolean = (w) => COMPLAINING.has(w) || sign(w) < 0): boolean {
  const x = m[i];
  if (!x.word || !COMPLAINT_TAGS.has(x.tag)) return false;
  if (x.tag === 'VERB' && !/(ed|en)$/u.test(x.normal)) return false;
  if (!complaining(x.normal)) return false;
  for (let k = i - 1; k >= 0 && m[k].tag !== 'PUNCT' && !CLAUSE_END.has(m[k].normal); k--) if (DENIALS.has(m[k].normal) || DENYING.has(m[k].normal) || m[k].lemma === 'not') return false;
  let k = i - 1;
  const passive = k >= 0 && x.tag === 'VERB' && ['was', 'were', 'been', 'be', 'got', 'get', 'am', 'is', 'are'].includes(m[k].normal);
  while (k >= 0 && BETWEEN.has(m[k].normal)) k--;
  if (k >= 0 && WRITER.has(m[k].normal) && !passive) return false;
  // A participle opening its clause on the writer's own thing ("Delayed my service due to work").
  if (x.tag === 'VERB' && (k < 0 || m[k].tag === 'PUNCT') && ['my', 'our'].includes(m[i + 1]?.normal ?? '')) return false;
  return true;
}

/**
 * Is the complaint at i said of the noun (`n`, by lemma): right before it ("late trains"), right after it ("Train late"), or
 * the first noun of its clause before it, the clause's subject ("the bus was late", "my last parcel came two days late")?
 */
export function saidOfNoun(m: Tags[number], i: number, n: string): boolean {
  const at = (j: number) => j >= 0 && j < m.length && NOUNS.has(m[j].tag) && stem(m[j].lemma) === n;
  for (let j = i + 1; j < m.length && j <= i + 3; j++) {
    if (at(j)) return true;
    if (!['ADJ', 'NOUN', 'PROPN', 'DET'].includes(m[j].tag)) break;
  }
  let from = i;
  while (from > 0 && m[from - 1].tag !== 'PUNCT' && !CLAUSE_END.has(m[from - 1].normal)) from--;
  const subject = m.slice(from, i).findIndex((y) => NOUNS.has(y.tag));
  return at(i - 1) || (subject >= 0 && at(from + subject));
}

/** The label naming the complaint most members write, or undefined where the label stands. */
export function complaintLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, excluded, ok, free } = context;
  const words = label.trim().toLowerCase().split(/\s+/);
  if (size < 4 || ASKING_FOR.has(words[0]) || words.some((w) => DENIALS.has(w) || COMPLAINING.has(w) || sign(w) < 0)) return undefined;
  // A theme of complaints: four in five do not praise, and fewer than half ask (a theme of requests is named by its wish).
  const against = typicalOrder.filter((t) => !praises(tags[t])).reduce((sum, t) => sum + weights[t], 0);
  const askers = typicalOrder.filter((t) => asks(tags[t])).reduce((sum, t) => sum + weights[t], 0);
  if (against < 4 || against < COMPLAINING_SHARE * size || askers * 2 >= size) return undefined;
  // The complaint word the most members write (by the form written), undenied.
  const writers = new Map<string, number>();
  for (const t of typicalOrder) {
    const own = new Set<string>();
    tags[t].forEach((x, i) => { if (complaintAt(tags[t], i) && !excluded.has(x.normal)) own.add(x.normal); });
    for (const w of own) writers.set(w, (writers.get(w) ?? 0) + weights[t]);
  }
  let complaint: string | undefined;
  let most = 0;
  for (const [w, n] of writers) if (n > most) [complaint, most] = [w, n];
  if (!complaint || most < 3 || most < WORD_SHARE * size) return undefined;
  if ([...writers.values()].filter((n) => n === most).length > 1) return undefined;
  // More members write it than some word of the label (one member's detail, "Advertised speed" over answers four of which say slow).
  const writersOf = (w: string) => typicalOrder.reduce((sum, t) => (memberStems(tags[t]).has(stem(w)) ? sum + weights[t] : sum), 0);
  if (Math.min(...words.map(writersOf)) >= most) return undefined;
  const c = complaint;
  const saying = typicalOrder.filter((t) => tags[t].some((x, i) => x.normal === c && complaintAt(tags[t], i)));
  // The complaint before a noun its writers write with it (as written before it, or anywhere in the answer).
  const nouns = new Map<string, { n: number; forms: Map<string, number>; first: number }>();
  saying.forEach((t, order) => {
    const seen = new Set<string>();
    const m = tags[t];
    const at = m.flatMap((y, i) => (y.normal === c && complaintAt(m, i) ? [i] : []));
    for (const x of m) {
      if (!x.word || !NOUNS.has(x.tag) || x.normal === c || excluded.has(x.normal) || excluded.has(x.lemma)) continue;
      const s = stem(x.lemma);
      // Only a noun the complaint is said of ("the train was late", not "the driver apologised but the train was late").
      if (!at.some((i) => saidOfNoun(m, i, s))) continue;
      const e = nouns.get(s) ?? { n: 0, forms: new Map<string, number>(), first: order };
      if (!seen.has(s)) e.n += weights[t];
      seen.add(s);
      e.forms.set(x.normal, (e.forms.get(x.normal) ?? 0) + weights[t]);
      nouns.set(s, e);
    }
  });
  const candidates: { display: string; n: number; first: number }[] = [];
  // The label's last noun where two in five of the theme write it: said of it by one member or more ("Slow speed").
  const last = stem(words[words.length - 1]);
  for (const [s, e] of nouns) {
    if (e.n < 2 && !(s === last && writersOf(words[words.length - 1]) >= WORD_SHARE * size)) continue;
    const form = [...e.forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    candidates.push({ display: `${c} ${form}`, n: e.n, first: e.first });
  }
  // "Too" and the complaint, where two write it ("too expensive").
  const too = saying.filter((t) => tags[t].some((x, i) => x.normal === c && tags[t][i - 1]?.normal === 'too')).reduce((sum, t) => sum + weights[t], 0);
  if (too >= 2) candidates.push({ display: `too ${c}`, n: too, first: Number.MAX_SAFE_INTEGER });
  candidates.sort((a, b) => b.n - a.n || a.first - b.first);
  // The checks of 2026-12-08 read "too" as an adverb of no content; here it carries the complaint ("too expensive").
  const passes = (l: string) => ok(l) || (l.startsWith('too ') && free(l) && labelFault(l, typicalOrder, tags, size) === 'adverb');
  let tried = 0;
  for (const k of candidates) {
    if (k.display === label.trim().toLowerCase()) continue;
    if (tried++ >= TRIED) break;
    if (passes(k.display)) return k.display;
  }
  // Else the verb a member writes directly before it ("arrived late"), the verb most of its writers write, the most typical first.
  const verbs = new Map<string, { n: number; display: string; first: number }>();
  saying.forEach((t, order) => {
    const m = tags[t];
    for (let i = 1; i < m.length; i++) {
      if (m[i].normal !== c || !complaintAt(m, i) || m[i - 1].tag !== 'VERB' || excluded.has(m[i - 1].normal)) continue;
      const s = stem(m[i - 1].lemma);
      const n = saying.filter((u) => memberStems(tags[u]).has(s)).reduce((sum, u) => sum + weights[u], 0);
      if (!verbs.has(s)) verbs.set(s, { n, display: `${m[i - 1].normal} ${c}`, first: order });
    }
  });
  tried = 0;
  for (const v of [...verbs.values()].sort((a, b) => b.n - a.n || a.first - b.first)) {
    if (v.display === label.trim().toLowerCase()) continue;
    if (tried++ >= TRIED) break;
    if (ok(v.display)) return v.display;
  }
  return undefined;
}
