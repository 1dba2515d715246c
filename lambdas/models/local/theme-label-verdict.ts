/**
 * Themes 2026-12-19: a theme named by its thing alone says what its members say of it.
 *
 * Read on four new hand-written survey sets (a broadband provider, a physiotherapy clinic, a student hall, a
 * supermarket's staff; 190 answers, 28 coded themes), 2026-12-17 still named a theme by the thing alone where its
 * members judge it, and the judgement is not that it does not "work" nor written by half the theme: "Engineer
 * appointments" over answers that say the engineer never came or the appointments were missed, "Exercise sheets" over
 * sheets the members find confusing or unclear, "Customer service" and "Reception staff" over answers praising the
 * staff under several names (support team, advisor, porters, warden). Here, after the label of 2026-12-17 is chosen,
 * a label of nouns alone (each written as a noun by a member and never only as an adjective; no judging word, no
 * denial):
 *
 * - where three in five members (and three) praise and fewer than half write the label's words, takes the praising
 *   adjective the praisers write most that a member writes of the label's thing (praised of theme-label-shared.ts with
 *   `namedOtherwise`): "Brilliant customer service", "Helpful reception staff";
 * - where half the theme write one of its words and four in five (and three members) do not praise, gives way to what
 *   those members say of its last noun (sayingsOf of theme-label-said.ts): the saying the most of them write (two at
 *   least, each writing its words by their lemma anywhere in the answer), where it denies or states a quality or state
 *   below praise and not above neutral ("Small labels" where two say too small); an act of the thing only read below
 *   neutral, as its participle before the label's words ("Missed engineer appointments" of "engineer appointments
 *   missed", never "Wash lost" of "the service wash lost two of my shirts"); and no saying that names another thing
 *   ("Short saturday hours" of "Opening hours"). Mended before release: one member's saying, however typical the member,
 *   no longer names the theme ("Repeat prescriptions lost" where one of seven says lost and four say late or delayed,
 *   "Recycling centre closed" where one of four says closed); where the members say the same in different words the
 *   label stays the thing alone.
 *
 * Every new label passes the label checks of 2026-12-08; a label without the fault stays.
 */
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { stem } from '../../core/text/theme-words.js';
import type { LabelContext } from './theme-label-context.js';
import { DENIALS, NOUNS } from './theme-label-most.js';
import { JUDGING, LEANING, praises as praisesSaying } from './theme-label-said-words.js';
import { sayingsOf, type Saying } from './theme-label-said.js';
import { praised, praises, sign, writtenAs } from './theme-label-shared.js';
import { memberStems } from './theme-label-support.js';

/** The share of the theme that must not praise for its thing to take their complaint (four in five, and three members: a theme that leans one way, as theme-label-said.ts reads it). */
const COMPLAINING_SHARE = LEANING;

/** The label saying what the complaining members say of the label's thing, or undefined where the label stands. */
export function verdictLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, excluded, ok } = context;
  const words = label.trim().toLowerCase().split(/\s+/);
  if (words.length > 3 || size < 4) return undefined;
  // Nouns alone: each word written as a noun by a member and never only as an adjective or a verb ("Car park", though "nowhere to park").
  const noun = (w: string) => typicalOrder.some((t) => tags[t].some((x) => x.normal === w && NOUNS.has(x.tag)));
  if (words.some((w) => !noun(w) || writtenAs(w, typicalOrder, tags) === 'ADJ' || sign(w) !== 0 || DENIALS.has(w))) return undefined;
  // A theme of praise whose thing the members name in several ways ("Customer service" of the support team, the advisor, the
  // lady on the phone): the praising adjective the praisers write most that a member writes of the label's thing (praised of
  // theme-label-shared.ts).
  const written = label.trim().split(/\s+/);
  const kept = written.map((w, i) => (i === 0 && w.slice(1) === w.slice(1).toLowerCase() ? words[0] : w));
  const praise = praised(words, kept, context, true);
  if (praise) return praise;
  const stems = words.map((w) => stem(w));
  let thing = 0;
  for (const t of typicalOrder) if (stems.some((s) => memberStems(tags[t]).has(s))) thing += weights[t];
  if (thing * 2 < size) return undefined;
  // The members who do not praise (the reading stops once too many praise).
  const complaining: number[] = [];
  let praising = 0;
  for (const t of typicalOrder) {
    if (!praises(tags[t])) complaining.push(t);
    else if (size - (praising += weights[t]) < COMPLAINING_SHARE * size) return undefined;
  }
  const against = complaining.reduce((sum, t) => sum + weights[t], 0);
  if (against < 3 || against < COMPLAINING_SHARE * size) return undefined;
  // The last noun by the lemma its writers' tagger reads ("appointments" -> "appointment").
  const last = stems[stems.length - 1];
  let head: string | undefined;
  for (const t of typicalOrder) for (const x of tags[t]) if (!head && NOUNS.has(x.tag) && (stem(x.normal) === last || stem(x.lemma) === last)) head = stem(x.lemma);
  if (!head) return undefined;
  const lower = label.trim().toLowerCase();
  // A saying as it names the theme: a denial, or a state of the thing below praise ("Confusing exercise sheets"); an act
  // of the thing only read below neutral, and only as its participle before the label's words ("Missed engineer
  // appointments" of "engineer appointments missed"), never as one member's act ("Wash lost" of "the service wash lost two of my shirts").
  const named = (s: Saying): string | undefined => {
    const n = s.display.split(/\s+/).length;
    if (n < 2 || n > 4 || praisesSaying(s.display)) return undefined;
    // It names no other thing than the label ("Short saturday hours" of "Opening hours", "Slow companion app" of "Phone app").
    if (s.display.toLowerCase().split(/\s+/).some((w) => !stems.includes(stem(w)) && writtenAs(w, typicalOrder, tags) === 'NOUN')) return undefined;
    // Mended before release: every word as a member writes it, never a lemma no member wrote ("Slow application" of "the app is slow").
    if (!s.display.toLowerCase().split(/\s+/).every((w) => typicalOrder.some((t) => tags[t].some((x) => x.normal === w)))) return undefined;
    const v = SentimentIntensityAnalyzer.polarity_scores(s.display).compound;
    // Mended before release: nor one that leans to praise ("fine", "okay"): members four in five of whom do not praise share no praise.
    if (v > 0) return undefined;
    if (s.denied || (!s.act && v < JUDGING)) return ok(s.display) ? s.display : undefined;
    const [first, done, ...more] = s.display.split(/\s+/);
    const before = v < 0 && more.length === 0 && /ed$/u.test(done) && stem(first.toLowerCase()) === head ? `${done} ${lower}` : undefined;
    return before && ok(before) ? before : undefined;
  };
  const sayings = sayingsOf(head, complaining, tags, excluded);
  // Mended before release: a saying names the theme only where two of those members or more write its words, each by its
  // lemma anywhere in their answer ("too small to read" and "labels are too small"); one member's saying,
  // however typical the member, is no verdict of the theme ("Repeat prescriptions lost" where one of seven says lost and four
  // say late, "Recycling centre closed" where one of four says closed).
  const lemma = (x: { normal: string; lemma: string }) => [stem(x.normal), stem(x.lemma)];
  const writing = (s: Saying) => {
    const own = s.display.toLowerCase().split(/\s+/).filter((w) => w !== 'not' && !stems.includes(stem(w)) && stem(w) !== head);
    const sought = own.map((w) => new Set([stem(w), ...complaining.flatMap((t) => tags[t].filter((x) => x.normal === w).map((x) => stem(x.lemma)))]));
    let n = 0;
    for (const t of complaining) {
      // With the saying's polarity: a member who denies the word ("never broken", "no reminders are sent") does not write it.
      const undenied = (i: number) => s.denied || !tags[t].slice(Math.max(0, i - 5), i).some((y) => DENIALS.has(y.normal));
      const has = (set: Set<string>) => tags[t].some((x, i) => lemma(x).some((l) => set.has(l)) && undenied(i));
      if (own.length > 0 && sought.every(has) && (!s.denied || tags[t].some((x) => DENIALS.has(x.normal)))) n += weights[t];
    }
    return n;
  };
  const weighed = new Map(sayings.map((s) => [s, writing(s)] as const));
  // The saying the most of them write, the most typical member's first among equals.
  for (const s of sayings.filter((x) => weighed.get(x)! >= 2).sort((a, b) => weighed.get(b)! - weighed.get(a)!)) {
    const name = named(s);
    if (name) return name;
  }
  return undefined;
}
