import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { firstTokenAt } from './extractions-token-runs.js';

/**
 * Extractions version 2026-12-11, a rule over the spans of 2026-12-10 once each span has its owners (extractions-span-owners.ts), and a
 * mend before release ({@link agentHeads}: a theme named by a trade noun, "the framer", reads as people where no theme does):
 *
 * - A theme whose every mention in a span is only a likeness (a word near it by GloVe vector or encoder, scoring under the score of a
 *   related word) yields the span to another theme that the span names outright by its own word, where that word stands in the same
 *   part of the clause as the likeness (no "and", "or", "but", comma or semicolon between them) and the clause is not about the
 *   likeness: "The night staff were rude when we asked for a blanket" is staff's, not room's; "The service at dinner was slow" is
 *   service's, not food's; but "The cocktails at the bar were watery" stays drinks' as well as the bar's, and "The website is
 *   sluggish" speed's. Where the two stand apart in a list ("Great pizza and fantastic service", "We love the food, drinks, and
 *   atmosphere") each keeps its span, and a named theme still never pushes out a related word or a word of another theme's own
 *   ("The waiter was rude about the price" stays with both). Nothing is read per theme name.
 */

/** Tokens that part a clause into conjuncts: coordinating conjunctions, commas and semicolons. */
const parts = (t: TaggedToken) => t.pos === 'CCONJ' || t.value === ',' || t.value === ';';
/** Tokens that end a sentence: the subject of what follows is read afresh. */
const ends = (t: TaggedToken) => t.value === '.' || t.value === '!' || t.value === '?' || t.value === ':';
const verbal = (t: TaggedToken) => t.pos === 'VERB' || t.pos === 'AUX';
const NOMINAL = new Set(['NOUN', 'PROPN']);
/** Words that may stand between a verb "be" and what it says of the subject ("was very cold", "is a rip-off"). */
const LEADERS = new Set(['DET', 'ADV', 'ADJ', 'PART', 'NUM']);

/**
 * Marks over the tokens, one pass: `subject` the nouns of each conjunct's first run of nouns before any verb or preposition ("The
 * night staff were", "The sweep's ladder cracked"), `heads` the last of them ("staff", "ladder"), and `predicates` the nouns a
 * verb "be" says of a subject ("The room was freezing"). A conjunct where a verb or preposition comes first has no subject here
 * ("I sat in the waiting area").
 */
function clauseMarks(tokens: readonly TaggedToken[]): { subject: Uint8Array; heads: Uint8Array; predicates: Uint8Array } {
  const [subject, heads, predicates] = [new Uint8Array(tokens.length), new Uint8Array(tokens.length), new Uint8Array(tokens.length)];
  let open = true;
  let head = -1;
  let said = false;
  let saidNoun = false;
  const close = () => {
    if (head >= 0) heads[head] = 1;
    [open, head] = [false, -1];
  };
  tokens.forEach((t, k) => {
    // What "be" says: the nouns after it, past any determiner, adverb or adjective, up to the first word of any other kind.
    if (said && NOMINAL.has(t.pos)) [predicates[k], saidNoun] = [1, true];
    else said = !saidNoun && LEADERS.has(t.pos) && said;
    if (t.pos === 'AUX' && t.lemma === 'be') [said, saidNoun] = [true, false];
    if (parts(t) || ends(t)) {
      close();
      open = true;
      said = false;
    } else if (!open) return;
    else if (NOMINAL.has(t.pos)) [head, subject[k]] = [k, 1];
    else if (verbal(t) || t.pos === 'ADP' || (head >= 0 && t.pos !== 'PART')) close();
  });
  close();
  return { subject, heads, predicates };
}

/**
 * The kept spans (`kept[j]`, verbatim; `ranges[j]` their ranges as placed) less each span of a theme that mentions it only by a likeness
 * scoring under `relatedScore` while another theme names it outright (`scores[m][k]` Infinity) by a word inside a span of its own, in the
 * same conjunct (no "and", "or", "but", comma or semicolon between), where every likeness is a noun the clause is not about:
 *
 * - never where a likeness is a word other than a noun ("The website is sluggish", "The staff kept the kids safe"), the head of the
 *   clause's subject ("The cocktails at the bar were watery": drinks keeps it), or what a verb "be" says of it ("The room was freezing");
 * - where a likeness stands in the subject before its head ("The lunch lady was kind about the uniform"), only to a theme named by
 *   that head ("The venue hire was reasonable" is hire cost's, not rooms for guests');
 * - elsewhere, to a theme named anywhere in the conjunct ("The service at dinner was slow" is service's, not food's; "The driver
 *   left the box in the rain" the driver's, not packaging's).
 *
 * Mended before release: the first rule yielded to a named word anywhere in the conjunct, whichever word the clause was about.
 * Linear in the text: the marks are one pass, and each span's tokens are read once per theme (a span has at most a few dozen words).
 */
export function yieldToNamed(
  text: string,
  tokens: readonly TaggedToken[],
  kept: readonly string[][],
  ranges: ReadonlyArray<ReadonlyArray<{ start: number; end: number }>>,
  scores: readonly (number | undefined)[][],
  hits: readonly boolean[][],
  /** The score of a related word; undefined where the rule is off (versions before 2026-12-11): `kept` is returned as it is. */
  relatedScore: number | undefined,
): string[][] {
  if (relatedScore === undefined || kept.filter((list) => list.length > 0).length < 2) return kept as string[][];
  // Separators before each token, counted once, so "none between i and k" is a difference of two counts.
  const before = new Int32Array(tokens.length + 1);
  tokens.forEach((t, i) => (before[i + 1] = before[i] + (parts(t) ? 1 : 0)));
  /** Whether a separator stands between tokens `lo` and `hi` (lo <= hi). */
  const apart = (lo: number, hi: number) => before[hi] - before[lo + 1] > 0;
  const { subject, heads, predicates } = clauseMarks(tokens);
  /** The tokens of a range: from the first at its start, while inside it. */
  const inside = (r: { start: number; end: number }) => {
    const out: number[] = [];
    for (let k = firstTokenAt(tokens, r.start); k < tokens.length && tokens[k].end <= r.end; k++) out.push(k);
    return out;
  };
  // Each theme's kept ranges (the first range of each kept text), and the tokens they cover.
  const keptRanges = kept.map((list, j) => {
    const texts = new Set(list);
    const first = new Map<string, { start: number; end: number }>();
    for (const r of ranges[j]) {
      const span = text.slice(r.start, r.end);
      if (texts.has(span) && !first.has(span)) first.set(span, r);
    }
    return first;
  });
  const covered = keptRanges.map((first) => {
    const marks = new Uint8Array(tokens.length);
    for (const r of first.values()) for (const k of inside(r)) marks[k] = 1;
    return marks;
  });
  return kept.map((list, j) => {
    if (list.length === 0) return list;
    const out = list.filter((span) => {
      const r = keptRanges[j].get(span);
      if (r === undefined) return true;
      const ks = inside(r);
      const own = ks.filter((k) => hits[j][k]);
      if (own.length === 0 || own.some((k) => (scores[j][k] ?? -Infinity) >= relatedScore)) return true;
      if (own.some((k) => !NOMINAL.has(tokens[k].pos) || heads[k] === 1 || predicates[k] === 1)) return true;
      const [first, last] = [own[0], own[own.length - 1]];
      const inSubject = own.some((k) => subject[k] === 1);
      // A word inside the span that names another theme outright, inside that theme's own span, in the same conjunct as every likeness.
      return !ks.some((k) => (!inSubject || heads[k] === 1) && !apart(Math.min(first, k), Math.max(last, k)) &&
        kept.some((_, m) => m !== j && covered[m][k] === 1 && hits[m][k] && scores[m][k] === Infinity));
    });
    return out.length === list.length ? list : out;
  });
}

/** A head with the form of a noun for someone who does something: "framer", "fitters", "upholsterer", "decorator", "artist", "technician". */
export const AGENT_RE = /^(\p{L}{3,}?)(?:er|or|ist|ian)s?$/u;

/**
 * Mended before release: where no theme reads as people (`personTheme` of extractions-everyday.ts), the one theme whose head has the
 * form of a noun for someone who does something ("framer", "fitters", "upholsterer", "decorator") is read as people at work, so that a
 * name ("Bernard was kind and patient") and a worker ("The man who came to measure") can be its mention, where either the head is too
 * rare for a word vector (the trades: "framer", "fitter", "plasterer", "groomers") or the request itself speaks of it as someone ("the
 * decorator who came"). The encoder and GloVe read rare trade words as things ("upholsterer", "framer", "fitter" lie nearer "thing"
 * than "person"), while an everyday thing of the same form has a vector and is never "who" ("printer", "heater", "charger", "locker",
 * "burger", "shower": the form alone took names for them); with two such themes, or none, nothing changes.
 */
export function agentHeads<R extends { person: number; work: number; workOther: number }, P extends { themes: (R | undefined)[] }>(
  reading: P,
  /** Each theme's head (`peopleHead` of extractions-prepared-theme.ts); none where the rule is off (versions before 2026-12-11). */
  heads: readonly (string | undefined)[],
  isWord: (word: string) => boolean,
  personTheme: (r: R) => boolean,
  bars: { person: number; work: number },
  /** Whether the request speaks of the head as someone (`spokenOfAsSomeone`); none: never. */
  someone: (head: string) => boolean = () => false,
  /**
   * Version 2026-12-12, mended a third time: a head too rare for a word vector made from a verb in "-ise", "-ize", "-ate" or "-ify" is
   * a device ("the steriliser", "the laminator", "the humidifier"), not a trade ("framer", "groomer"), unless spoken of as someone.
   */
  roles = false,
): P {
  if (heads.length === 0 || reading.themes.some((r) => r !== undefined && personTheme(r))) return reading;
  const agents = heads.flatMap((head, j) => {
    const m = head === undefined || reading.themes[j] === undefined ? null : AGENT_RE.exec(head);
    if (m === null) return [];
    const base = m[1];
    const undoubled = /(\p{L})\1$/u.test(base) ? base.slice(0, -1) : base;
    return !isWord(head!) || [base, `${base}e`, undoubled].some((w) => w.length >= 3 && isWord(w)) ? [j] : [];
  });
  // One theme of that form, and only where it is too rare for a word vector or the request speaks of it as someone.
  if (agents.length !== 1 || (isWord(heads[agents[0]]!) && !someone(heads[agents[0]]!))) return reading;
  if (roles && !someone(heads[agents[0]]!) && /(?:is|iz|at|ifi)(?:er|or)s?$/u.test(heads[agents[0]]!)) return reading;
  const j = agents[0];
  const r = reading.themes[j]!;
  const themes = [...reading.themes];
  themes[j] = { ...r, person: Math.max(r.person, bars.person), work: Math.max(r.work, 0), workOther: Math.max(r.workOther, bars.work) };
  return { ...reading, themes };
}

/**
 * The words of the request's texts that are followed by "who" ("the decorator who came", "decorators who"), lower case, each also
 * without a plural "s": one pass over the tokens.
 */
export function spokenOfAsSomeone(tagged: readonly (readonly TaggedToken[])[]): (head: string) => boolean {
  const words = new Set<string>();
  for (const tokens of tagged) {
    for (let k = 0; k + 1 < tokens.length; k++) {
      if (tokens[k + 1].value.toLowerCase() !== 'who') continue;
      const w = tokens[k].value.toLowerCase();
      words.add(w).add(w.replace(/s$/u, ''));
    }
  }
  return (head) => words.has(head.toLowerCase()) || words.has(head.toLowerCase().replace(/s$/u, ''));
}
