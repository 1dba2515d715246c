/**
 * Themes 2026-12-14: labels and descriptions in the members' terms.
 *
 * Read on new hand-written answers, 2026-12-13 still
 * - padded a word to two with "only" ("Time only" for "Leave on time."), where a member writes the
 *   word in a short phrase of its own;
 * - ended a label on a verb or on a noun that names nothing ("Classes book", "Fun way" of "Fun way
 *   to learn"), where the members write the same words in another order or say something of the
 *   thing they share ("Short lessons");
 * - named a theme after one member's words while most members deny one act ("Front desk" for seven
 *   answers of which six say nobody answers or picks up the phone);
 * - dropped the word that names the theme's own thing when the question holds it ("Slushy gate" for
 *   answers on slushy ice under "What would make your visits to the ice rink better?", "Full most
 *   days" for full lockers under "Tell us about using our parcel lockers"): see ownContext in
 *   theme-label-rules.ts;
 * - described every theme as "N answers about <label>", which reads as a template: the description
 *   now quotes the members (describeInTerms).
 *
 * Mended before release: a split contraction is joined ("would n't") and a degree word opening a label goes ("Much fun to
 * ride"). Mended again, after a review on new sets: no label repeats a word ("Cancelled cancelled lessons"); a label a
 * word of the context brought back must hold as the members write it (holdsAsWritten, used in theme-typical-names.ts);
 * the denial rule also fires where a clear majority deny one act ("Hint button" -> "Hint not answered"); "Problems with"
 * never names a quantity word or a thing most members praise; descriptions close their quotes, claim no "most like
 * this one" and show opposite views as two. Mended again, after a reading of the code: only a repeated content word goes
 * ("Face to face appointments" and "Easy to get to" stay), the contraction is joined in linear time, and a denying
 * label holds only where members deny one of its words.
 *
 * Each rule acts after the label of 2026-12-12 / 2026-12-13 is chosen, and only where the label has
 * the fault; a label without it stays.
 */
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { stem } from '../../core/text/theme-words.js';
import { memberStems, writersOfStems } from './theme-label-support.js';
import { clauseAround, deniedAt, DENIALS, nounForm, PARTICLES } from './theme-label-most.js';
import { END, idea, joinedContractions, LIGHT, NOUNS, pastOf, type Tags, THING_SHARE } from './theme-label-said-words.js';
import { quote } from './theme-names.js';
import { praisingMember } from './theme-label-said.js';
import type { LabelContext } from './theme-label-context.js';

/** Words a phrase may not open or close on (articles, prepositions, pronouns, conjunctions, auxiliaries, particles). */
const EDGE_TAGS = new Set(['DET', 'ADP', 'PRON', 'CCONJ', 'SCONJ', 'AUX', 'PART', 'PUNCT', 'NUM', 'SYM', 'X', 'INTJ']);
/** A padded label of 2026-11-29's naming: one word and "only". */
const PADDED = /^(\S+) only$/iu;

/**
 * The description: how many answers, and the most typical one in its own words (with the second most typical
 * where the theme has more than one answer): "7 answers. The most typical: "Half the headsets are broken." Another:
 * "Faulty headset again today."" No count of words and no label.
 *
 * Mended before release: each quote is closed by a full stop (or its own end mark), and the wording claims no more
 * than it knows ("The most typical", not "most like this one", which a mixed theme belies); where the two quotes
 * hold two views (one praises, the other does not) they are shown as two views, not as one idea.
 */
export function describeInTerms(
  size: number,
  first: string,
  second: string | undefined,
  /** The view of each of the two (viewOf): two quotes of opposite views are shown as two views. */
  views: readonly [View, View] = [0, 0],
): string {
  const other = second !== undefined && second.trim() !== '' && second.trim() !== first.trim() ? quote(second) : undefined;
  const one = quote(first);
  if (size === 1 || other === undefined) return size === 1 ? `One answer: ${closed(one)}` : `${size} answers. The most typical: ${closed(one)}`;
  const opposed = views[0] * views[1] < 0;
  if (size === 2) return opposed ? `Two answers, on two sides: ${closed(one)} ${closed(other)}` : `Two answers: "${one}" and ${closed(other)}`;
  return opposed ? `${size} answers, not all of one view. The most typical: ${closed(one)} Another view: ${closed(other)}` : `${size} answers. The most typical: ${closed(one)} Another: ${closed(other)}`;
}

/** A view: 1 praise, -1 complaint, 0 neither or unsure. */
export type View = 1 | -1 | 0;

/** How far VADER must read a text for its view to count. */
const VIEW = 0.4;

/**
 * A member's view, only where two readings agree: praise where the member praises (praisingMember of theme-label-said.ts)
 * and VADER reads the text as clearly positive; a complaint where it does not praise and VADER reads it as clearly
 * negative. Requests, plain statements and mild complaints have none (read on new answers, a looser reading of
 * complaints took wishes and praise with one bad word for complaints half the time).
 */
export function viewOf(text: string, tokens: Tags[number]): View {
  const v = SentimentIntensityAnalyzer.polarity_scores(text).compound;
  const praises = praisingMember(tokens, []);
  if (praises && v >= VIEW) return 1;
  if (!praises && v <= -VIEW) return -1;
  return 0;
}

/** A quote closed by its own end mark, or by a full stop after it. */
function closed(text: string): string {
  return /[.!?]$/u.test(text) ? `"${text}"` : `"${text}".`;
}

/** The label in the members' terms where it has one of the faults of the file comment, else undefined. */
export function termsLabel(label: string, context: LabelContext): string | undefined {
  // Mended before release: a split contraction is joined ("Scooter would n't unlock" -> "Scooter wouldn't unlock") and a
  // degree word opening a label goes ("Much fun to ride" of "So much fun to ride" -> "Fun to ride").
  // A content word written twice goes ("Cancelled cancelled lessons" -> "Cancelled lessons").
  // Mended again: a contraction typed without its apostrophe and joined by 2026-12-12's step ("app wont load" -> "App
  // wonn't load") is spelt as written with one ("App won't load"; "cann't" -> "can't", "shann't" -> "shan't").
  const mended = withoutRepeats(withoutOpeningDegree(singleN(joinedContractions(label.trim(), true))));
  if (mended !== label.trim()) return (mended.length > 0 && context.free(mended) ? (termsOf(mended, context) ?? mended) : undefined);
  return termsOf(label, context);
}

/** "Wonn't", "cann't" and "shann't" (2026-12-12's join of "wont", "cant", "shant") as written with an apostrophe. */
export function singleN(label: string): string {
  return label.replace(/\b(wo|ca|sha)nn't\b/giu, "$1n't");
}

/**
 * The label with each content word written once (case aside; by stem where the two stand together: "Cancel cancelled"): a
 * later one goes. Words of one stem apart stay ("Lockers not locking"). Mended before release: a function word stays
 * however often it comes ("Easy to get to", "Lack of choice of food"), and so does the second word of a doubled idiom,
 * a word, a linking word and the word again ("Face to face appointments", "Day to day running", "Week after week").
 */
export function withoutRepeats(label: string): string {
  const words = label.split(/\s+/);
  const kept: string[] = [];
  const seen = new Set<string>();
  words.forEach((w, i) => {
    const lower = w.toLowerCase();
    const previous = kept[kept.length - 1]?.toLowerCase();
    const idiom = i >= 2 && IDIOM_LINKS.has(words[i - 1].toLowerCase()) && words[i - 2].toLowerCase() === lower;
    if (!FUNCTION_WORDS.has(lower) && !idiom && (seen.has(lower) || (previous !== undefined && stem(previous) === stem(lower)))) return;
    seen.add(lower);
    kept.push(w);
  });
  if (kept.length === words.length) return label;
  const out = kept.join(' ');
  return /^\p{Lu}/u.test(label) ? out.charAt(0).toUpperCase() + out.slice(1) : out;
}

/** Words linking a doubled idiom ("face to face", "step by step", "week after week", "again and again"). */
const IDIOM_LINKS = new Set('to by after for on in upon and or against over from'.split(' '));

/** Words of quantity, which name no thing of their own. */
const QUANTITY = new Set(['loads', 'load', 'lots', 'lot', 'plenty', 'bit', 'bits', 'heaps', 'tons', 'masses']);

/** Words of degree that open no label. */
const OPENING_DEGREE = new Set(['much', 'very', 'really', 'so', 'quite', 'pretty']);

function withoutOpeningDegree(label: string): string {
  const words = label.split(/\s+/);
  if (words.length < 3 || !OPENING_DEGREE.has(words[0].toLowerCase())) return label;
  const rest = words.slice(1).join(' ');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function termsOf(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, ok, free } = context;
  const words = label.trim().split(/\s+/);
  const lower = words.map((w) => w.toLowerCase());
  // Mended before release: "Problems with X" never names a word of quantity ("Problems with loads" of "loads of fun") nor
  // a thing most members praise: the members' own short phrase holding the word ("Loads of fun"), else the label stays.
  const problems = /^problems with (\S+)$/iu.exec(label.trim());
  if (problems) {
    const thing = problems[1].toLowerCase();
    let praisers = 0;
    for (const t of typicalOrder) if (praisingMember(tags[t], [])) praisers += weights[t];
    if (QUANTITY.has(thing) || praisers * 2 >= size) return spanAround(stem(thing), context, ok);
    return undefined;
  }
  // "Time only": the most typical member's short phrase holding the word.
  const padded = PADDED.exec(label.trim());
  if (padded) return spanAround(stem(padded[1].toLowerCase()), context, free);
  if (words.length < 2) return undefined;
  const last = lower[lower.length - 1];
  // A label closing on a bare verb the members write before the label's other words ("Classes book" of "book classes"): their order.
  if (endsOnVerb(last, typicalOrder, tags)) {
    const turned = [lower[lower.length - 1], ...lower.slice(0, -1)];
    if (writtenInOrder(turned, typicalOrder, tags) && free(turned.join(' '))) return turned.join(' ');
    return undefined;
  }
  // A label closing on a noun that names nothing ("Fun way"): the members' phrase of the noun most of them write (three and two fifths of the theme).
  if (LIGHT.has(last) && lower.length === 2) {
    const thing = mostWrittenNoun(context, lower.map((w) => stem(w)));
    if (thing && thing.writers >= 3 && thing.writers >= THING_SHARE * size) return spanAround(thing.stem, context, ok);
    return undefined;
  }
  // One member's words (each content word written by one member) where two members or more deny one act ("Front desk" of
  // "Nobody answers the phone", "No one answered", "Front desk never picks up the phone"): that act.
  const content = lower.filter((w) => w.length > 2 && !LIGHT.has(w) && !END.has(w));
  // Mended before release: also where a clear majority of the theme deny one act (a reply of any kind counts as one act)
  // and the label neither denies nor names it ("Hint button" of five answers that say nobody answered, responded or replied).
  if (size >= 4 && content.length > 0) {
    const act = deniedByTwo(context);
    const oneMembers = content.every((w) => writersOfStems([stem(w)], typicalOrder, tags, weights) < 2);
    const byMost = !!act && act.writers >= MOST_DENY * size && act.writers >= 3 && !lower.some((w) => DENIALS.has(w) || w.endsWith("n't") || w === 'nobody') && !content.some((w) => act.stems.has(stem(w)));
    if (act && (oneMembers || byMost) && free(act.label)) return act.label;
  }
  return undefined;
}

/** The share of a theme that must deny one act for the act to name it whoever writes the label's words (three in five). */
const MOST_DENY = 0.6;

/** Acts of replying, counted as one act where members deny them ("nobody answered", "no one replied", "never responds"). */
const REPLY = new Set(['answer', 'reply', 'respond', 'return']);

/**
 * The act two members or more deny (a verb after "nobody", "no one" or a denial; a word right after "nobody" counts as a
 * verb however tagged: "nobody answers"), with the particle most of them write after it: "Phone not picked up" where half
 * the theme writes the noun most members write, else "Nobody picked up" where one of them denies it by its doer.
 */
function deniedByTwo(context: LabelContext): { label: string; writers: number; stems: Set<string> } | undefined {
  const { typicalOrder, tags, weights, size, excluded } = context;
  const acts = new Map<string, { writers: number; forms: string[]; particles: Map<string, number>; nobody: number; stems: Set<string> }>();
  for (const t of typicalOrder) {
    const m = tags[t];
    const seen = new Set<string>();
    m.forEach((y, v) => {
      if (!y.word || excluded.has(y.lemma)) return;
      let back = v - 1;
      while (back >= 0 && m[back].tag === 'ADV' && m[back].normal !== 'never') back--;
      const byNobody = back >= 0 && (['nobody', 'noone'].includes(m[back].normal) || (m[back].normal === 'one' && m[back - 1]?.normal === 'no'));
      if (!byNobody && !(y.tag === 'VERB' && deniedAt(m, v))) return;
      if (!byNobody && y.tag !== 'VERB') return;
      const s = REPLY.has(y.lemma) ? 'reply' : stem(y.lemma);
      if (seen.has(s) || !idea(y)) return;
      seen.add(s);
      const act = acts.get(s) ?? acts.set(s, { writers: 0, forms: [], particles: new Map(), nobody: 0, stems: new Set() }).get(s)!;
      act.stems.add(stem(y.lemma));
      act.writers += weights[t];
      act.forms.push(y.normal);
      if (byNobody) act.nobody += weights[t];
      const next = m[v + 1]?.normal;
      if (next && PARTICLES.has(next)) act.particles.set(next, (act.particles.get(next) ?? 0) + weights[t]);
    });
  }
  let best: [string, { writers: number; forms: string[]; particles: Map<string, number>; nobody: number; stems: Set<string> }] | undefined;
  for (const a of acts) if (!best || a[1].writers > best[1].writers) best = a;
  if (!best || best[1].writers < 2) return undefined;
  const { forms, particles, nobody } = best[1];
  const done = forms.find((f) => f.endsWith('ed')) ?? pastOf(forms[0], tags);
  if (!done) return undefined;
  let particle = '';
  for (const [p, n] of particles) if (n * 2 >= best[1].writers && (!particle || n > particles.get(particle)!)) particle = p;
  const tail = particle ? `${done} ${particle}` : done;
  const thing = mostWrittenNoun(context, []);
  if (thing && thing.writers * 2 >= size) {
    let lemma = thing.stem;
    for (const t of typicalOrder) for (const x of tags[t]) if (NOUNS.has(x.tag) && stem(x.lemma) === thing.stem) lemma = x.lemma;
    return { label: `${nounForm(lemma, typicalOrder, tags)} not ${tail}`, writers: best[1].writers, stems: best[1].stems };
  }
  return nobody > 0 ? { label: `nobody ${tail}`, writers: best[1].writers, stems: best[1].stems } : undefined;
}

/** Is the word, wherever a member writes it, a verb in its base form (not a participle or an -ing form)? */
function endsOnVerb(word: string, typicalOrder: readonly number[], tags: Tags): boolean {
  let seen = false;
  for (const t of typicalOrder) {
    for (const x of tags[t]) {
      if (x.normal !== word) continue;
      if (x.tag !== 'VERB' || x.normal !== x.lemma) return false;
      seen = true;
    }
  }
  return seen;
}

/** Does a member write the words in a row, in this order? */
function writtenInOrder(words: readonly string[], typicalOrder: readonly number[], tags: Tags): boolean {
  const stems = words.map((w) => stem(w));
  for (const t of typicalOrder) {
    const m = tags[t].filter((x) => x.word);
    for (let i = 0; i + stems.length <= m.length; i++) if (stems.every((s, k) => stem(m[i + k].lemma) === s || stem(m[i + k].normal) === s)) return true;
  }
  return false;
}

/** The noun (by stem) most members write, outside the given stems and the excluded words. */
function mostWrittenNoun(context: LabelContext, besides: readonly string[]): { stem: string; writers: number } | undefined {
  const { typicalOrder, tags, weights, excluded } = context;
  const counts = new Map<string, number>();
  for (const t of typicalOrder) {
    const seen = new Set<string>();
    for (const x of tags[t]) if (NOUNS.has(x.tag) && idea(x) && !excluded.has(x.lemma) && !excluded.has(x.normal) && !besides.includes(stem(x.lemma))) seen.add(stem(x.lemma));
    for (const s of seen) counts.set(s, (counts.get(s) ?? 0) + weights[t]);
  }
  // Among equals, the first the most typical members write.
  let best: { stem: string; writers: number } | undefined;
  for (const [s, n] of counts) if (!best || n > best.writers) best = { stem: s, writers: n };
  return best;
}

/**
 * The most typical member's shortest phrase of two to four words, within one clause, holding the word (by stem),
 * opening and closing on a content word and closing on a noun or an adjective where it can ("Leave on time",
 * "Short lessons"): a phrase written by two members or more first, then one whose least written word more members
 * write, then the most typical member's.
 */
function spanAround(target: string, context: LabelContext, ok: (label: string) => boolean): string | undefined {
  const { typicalOrder, tags, excluded } = context;
  const found = new Map<string, { display: string; writers: number; rank: number; least: number }>();
  const writersOf = (s: string) => typicalOrder.filter((t) => memberStems(tags[t]).has(s)).length;
  typicalOrder.forEach((t, rank) => {
    const m = tags[t];
    const seen = new Set<string>();
    m.forEach((x, i) => {
      if (!x.word || (stem(x.lemma) !== target && stem(x.normal) !== target)) return;
      const [from, to] = clauseAround(m, i);
      for (let length = 2; length <= 4; length++) {
        for (let start = Math.max(from, i - length + 1); start <= i && start + length - 1 <= to; start++) {
          const span = m.slice(start, start + length);
          const first = span[0];
          const end = span[span.length - 1];
          if (!span.every((w) => w.word) || EDGE_TAGS.has(first.tag) || EDGE_TAGS.has(end.tag) || END.has(end.normal) || END.has(first.normal)) continue;
          if (!(NOUNS.has(end.tag) || end.tag === 'ADJ' || (end.tag === 'VERB' && /(?:ed|en|ing)$/u.test(end.normal)))) continue;
          if (span.some((w) => excluded.has(w.lemma) && stem(w.lemma) !== target)) continue;
          const display = span.map((w) => w.display).join(' ');
          const key = display.toLowerCase();
          if (seen.has(key)) continue;
          seen.add(key);
          const at = found.get(key);
          if (at) at.writers += 1;
          else found.set(key, { display, writers: 1, rank: rank * 10 + length, least: span.some((w) => idea(w)) ? Math.min(...span.filter((w) => idea(w)).map((w) => writersOf(stem(w.lemma)))) : 0 });
        }
      }
    });
  });
  // Written by two members first, then the phrase whose every word most members write ("Short lessons" before one member's "Little lessons").
  const ranked = [...found.values()].sort((a, b) => Number(b.writers >= 2) - Number(a.writers >= 2) || b.least - a.least || a.rank - b.rank);
  return ranked.find((s) => ok(s.display))?.display;
}


/** Words of a label that carry no content of their own (articles, prepositions, denials, degree). */
const FUNCTION_WORDS = new Set('a an the of to in on at for with by from as and or but is are was were be been it its their our my your this that up out off back down over too very so not no nobody never'.split(' '));

/**
 * Mended before release: does a label that a word of the context brought back hold as the members write it? Each word
 * written twice goes first; then each content word must be written by a member in that very form (not a lemma or an
 * expansion none of them writes: "application" where they write "app"), two members or more must write all its content
 * words, and where the label denies, two of those must deny one of its words too ("Nobody cleaned" of "nobody cleans",
 * "never cleaned"; not "cleaned it, no complaints").
 * A label that fails keeps the label of 2026-12-13's exclusions.
 */
export function holdsAsWritten(label: string, typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>): boolean {
  const words = label.toLowerCase().split(/\s+/).filter((w) => w.length > 0);
  if (withoutRepeats(label) !== label) return false;
  const content = words.filter((w) => !FUNCTION_WORDS.has(w) && !/['’]/u.test(w) && /\p{L}/u.test(w));
  if (content.length === 0) return false;
  const denies = words.some((w) => FUNCTION_WORDS.has(w) && ['not', 'no', 'nobody', 'never'].includes(w)) || words.some((w) => /n['’]t$/u.test(w));
  for (const w of content) if (!typicalOrder.some((t) => tags[t].some((x) => x.normal === w))) return false;
  let all = 0;
  let denying = 0;
  for (const t of typicalOrder) {
    const m = tags[t];
    const stems = new Set(m.filter((x) => x.word).flatMap((x) => [stem(x.lemma), stem(x.normal)]));
    if (!content.every((w) => stems.has(stem(w)))) continue;
    all += weights[t];
    if (m.some((x, i) => x.word && content.some((w) => stem(w) === stem(x.lemma) || stem(w) === stem(x.normal)) && deniedAt(m, i))) denying += weights[t];
  }
  return all >= 2 && (!denies || denying >= 2);
}
