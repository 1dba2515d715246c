/**
 * Themes 2027-01-01: a label only one member's words support gives way to a phrase several members write.
 *
 * Read on 2026-12-31's labels: a theme of five or more members is named by one member's detail while most share another
 * idea ("Nervous patients" over six dental answers, four of which write "hurt"; "Dirty toilets" of one member of six;
 * "Small son"). Every earlier step leaves such a label where no hand-written kind, complaint or saying reaches it. Here,
 * after every earlier step but the naming of non-answers (which names a theme of non-answers in any case):
 *
 * - the theme has at least five distinct members, and at most one member (by weight) writes the label's content words
 *   together (labelWords of theme-label-support.ts, by stem);
 * - a phrase in the members' own lemmatised words, of the naming's pool or what the members say of a thing two of them
 *   name (sayingsOf of theme-label-said.ts: "the filling hurt" gives "Filling hurt"), is written, every content word of
 *   it, by at least two members, and by more than write any one word of the label ("Loud calls" stays where most write
 *   "calls"); a member counts where it writes the words undenied and not as the first noun of another compound ("car" of
 *   "the car park barrier"); a saying that denies its thing ("Wifi not working") counts the members who say it;
 * - one of those members stands in the more typical half of the theme (the phrase is about as typical as the label,
 *   whose one writer may be any member);
 * - it is two to four words, passes the label checks of 2026-12-08 and is not taken, and praises only where at least
 *   half the theme praises (no "Gentle dentist" over complaints of pain).
 *
 * Then the label becomes the phrase the most members support, then the one whose best writer is the most typical, then
 * the shorter, then the first found. Otherwise the label stands. Read on 110 sets, the widest form (any label whose words
 * no two members write together, a phrase of two members) changed 27 labels without context and 21 with, most worse
 * ("Tour fees" → "Tour places" over seven of ten on the fee, "Loud calls" → "Phone booths"): so the new label must
 * outnumber each word of the label.
 */
import { stem } from '../../core/text/theme-words.js';
import type { LabelContext } from './theme-label-context.js';
import { labelWords, memberStems } from './theme-label-support.js';
import { praises, praiseWord } from './theme-label-said-words.js';
import { memberNegations } from './theme-phrase-candidates.js';
import { sayingsOf } from './theme-label-said.js';

/** The fewest distinct members a theme needs for the step. */
const FEWEST = 5;
/** The fewest members (by weight) that must write a new label's words. */
const SUPPORT = 2;
/** A label of this many words or fewer (and two at least). */
const MOST_WORDS = 4;
const NOUNS = new Set(['NOUN', 'PROPN']);
const DENIED = new Set(['not', "n't", 'nt', 'never', 'no', 'nothing']);

/**
 * Does the member write every one of the stems plainly: not denied ("didn't stop", "never clean"), and not as the first
 * noun of a compound the stems do not hold ("car" of "the car park barrier is broken" is no car)?
 */
function writesPlainly(words: LabelContext['tags'][number], denied: ReadonlyMap<string, boolean>, stems: readonly string[]): boolean {
  return stems.every((s) =>
    words.some((x, i) => {
      if (!x.word || (stem(x.lemma) !== s && stem(x.normal) !== s) || denied.get(stem(x.lemma))) return false;
      const next = words[i + 1];
      return !(NOUNS.has(x.tag) && next && NOUNS.has(next.tag) && !stems.includes(stem(next.lemma)));
    }),
  );
}

/** The label for a theme named by one member's words, or undefined where the label stands. */
export function severalLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size } = context;
  if (typicalOrder.length < FEWEST) return undefined;
  const words = labelWords(label).map((w) => stem(w));
  if (words.length === 0) return undefined;
  const denied = new Map(typicalOrder.map((t) => [t, memberNegations(tags[t])]));
  // The members who write the label's words together (one member's phrase: "Dirty toilets", "Small son").
  const reach = typicalOrder.reduce((n, t) => (words.every((w) => memberStems(tags[t]).has(w)) ? n + weights[t] : n), 0);
  if (reach > 1) return undefined;
  // A new label needs more members than write any one of the label's words ("Loud calls" stays where most write "calls").
  const least = Math.max(SUPPORT, ...words.map((w) => typicalOrder.reduce((n, t) => (memberStems(tags[t]).has(w) ? n + weights[t] : n), 0) + 1));
  const praising = typicalOrder.reduce((n, t) => (praisingMember(tags[t]) ? n + weights[t] : n), 0) * 2 >= size;
  const half = Math.ceil(typicalOrder.length / 2);
  const rank = new Map(typicalOrder.map((t, r) => [t, r]));
  const seen = new Set<string>([label.trim().toLowerCase()]);
  const found: { display: string; support: number; best: number; length: number; order: number }[] = [];
  const weigh = (backers: readonly number[]) => backers.reduce((n, t) => n + weights[t], 0);
  const consider = (shown: string, content: readonly string[], sayers: readonly number[] | undefined) => {
    const display = shown.trim().toLowerCase();
    const length = display.split(/\s+/).length;
    if (seen.has(display) || length < 2 || length > MOST_WORDS || content.length === 0) return;
    seen.add(display);
    const stems = content.map((w) => stem(w));
    // A saying that denies its thing ("wifi not working") counts the members who say it; any other phrase the members
    // who write its words undenied.
    const backers = sayers ?? typicalOrder.filter((t) => writesPlainly(tags[t], denied.get(t)!, stems));
    const best = Math.min(...backers.map((t) => rank.get(t)!));
    if (weigh(backers) < least || best >= half) return;
    found.push({ display, support: weigh(backers), best, length, order: found.length });
  };
  for (const p of context.pool()) consider(p.display, p.content, undefined);
  // What the members say of a thing two of them name ("the filling hurt": "Filling hurt"; sayingsOf of theme-label-said.ts).
  for (const thing of sharedNouns(context)) {
    for (const s of sayingsOf(thing, typicalOrder, tags, context.excluded)) consider(s.display, labelWords(s.display), s.denied ? [...s.writers] : undefined);
  }
  found.sort((a, b) => b.support - a.support || a.best - b.best || a.length - b.length || a.order - b.order);
  for (const f of found) {
    if (praises(f.display) && !praising) continue;
    if (context.ok(f.display)) return f.display;
  }
  return undefined;
}

/** The stems of the nouns at least two members write (by weight), not of the words no label may use. */
function sharedNouns(context: LabelContext): string[] {
  const { typicalOrder, tags, weights, excluded } = context;
  const writers = new Map<string, number>();
  for (const t of typicalOrder) {
    const nouns = new Set(tags[t].filter((x) => x.word && NOUNS.has(x.tag) && x.normal.length > 2 && !excluded.has(x.lemma) && !excluded.has(x.normal)).map((x) => stem(x.lemma)));
    for (const n of nouns) writers.set(n, (writers.get(n) ?? 0) + weights[t]);
  }
  return [...writers].filter(([, n]) => n >= SUPPORT).map(([s]) => s);
}

/** A member who praises: a word of praise, none denied. */
function praisingMember(m: LabelContext['tags'][number]): boolean {
  return !m.some((x) => DENIED.has(x.normal)) && m.some((x) => x.word && praiseWord(x.normal));
}
