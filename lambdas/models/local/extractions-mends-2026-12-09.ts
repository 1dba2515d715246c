import { trimSpan } from '../../core/text/clauses.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { POSSESSIVES, subjectWords } from './extractions-arrival-guards.js';
import { DAMAGE_NAMES, HARM_WORDS, harmAt } from './extractions-mends.js';
import type { Unit } from './extractions-mention-spans.js';

/**
 * Extractions version 2026-12-09, rules over the scores and the span ranges of 2026-12-08:
 *
 * - Harm told by more verbs names a theme about damage ("scorched the collar", "melted the sole", "burnt a hole in the carpet",
 *   "bleached a patch", "shrank my jumper", "stained the sofa"; {@link MORE_HARM_WORDS}), and so does a mark of harm left on a thing
 *   ("left a black mark on my bag", "made a hole in the wall"). A harm word is the damage theme's whole mention: it no longer yields
 *   to its subject when the subject names another theme ("The porter scratched my suitcase" was the staff's and the luggage's only).
 * - Money paid by someone other than the customer ("My dad paid £60 for his own plumber", "My friend spent £300 on lessons
 *   elsewhere") or for a thing beside the service ("I spent £12 on a taxi", "I paid £8 for parking", "£50 for a van") is no money
 *   theme's, unless a requested theme names that thing ("parking") or the clause says what the money is worth ("cheap", "value").
 * - One span per mention: two spans of one theme with only a comma or "and" between, one of them a bare noun phrase, are one
 *   ("The owner" + "Mr Khan, who has run the shop for years, knows his job"); a span that stops on a person set off by commas takes
 *   the predicate after them ("Jo, our receptionist, found it", not "our receptionist").
 * - A span that holds two clauses joined by "and", "but", "yet" or "or" keeps the clause with its theme when the other tells of
 *   another theme or has its own subject ("Our storage bill went up and the gates now close at six" → price "Our storage bill went
 *   up"), and the clause kept says something (a verb or an adjective).
 * - A span that stops inside a relative clause or right after a verb of saying ("The staff member who checked us in at midnight",
 *   "…told us") runs on to the end of its clause, up to {@link MAX_RUN_ON} words.
 */

/** Harm done to a thing, beside {@link HARM_WORDS} of 2026-12-08. */
export const MORE_HARM_WORDS: ReadonlySet<string> = new Set([
  ...HARM_WORDS, 'scorch', 'scorched', 'burn', 'burnt', 'burned', 'singe', 'singed', 'melt', 'melted', 'bleach', 'bleached', 'shrink', 'shrank',
  'shrunk', 'stain', 'stained', 'warp', 'warped', 'crush', 'crushed', 'puncture', 'punctured', 'flood', 'flooded', 'fray', 'frayed', 'crumple',
  'crumpled', 'buckle', 'buckled', 'gash', 'gashed', 'snag', 'snagged', 'smudge', 'smudged', 'chew', 'chewed', 'squash', 'squashed',
]);
/** Marks of harm left on a thing ("left a black mark on", "made a hole in"). */
const HARM_MARKS: ReadonlySet<string> = new Set([
  'mark', 'marks', 'stain', 'stains', 'scratch', 'scratches', 'dent', 'dents', 'hole', 'holes', 'burn', 'burns', 'scuff', 'scuffs', 'tear',
  'tears', 'crack', 'cracks', 'chip', 'chips', 'gouge', 'gouges', 'scorch', 'rip', 'rips', 'gash',
]);
const LEAVING: ReadonlySet<string> = new Set(['leave', 'make', 'put', 'cause']);

/** Whether the noun at `i` is a mark of harm left on a thing: "left a black mark on my bag", "put a scratch in the table". */
function harmMarkAt(tokens: readonly TaggedToken[], i: number): boolean {
  const t = tokens[i];
  if (t.pos !== 'NOUN' || !HARM_MARKS.has(t.value.toLowerCase())) return false;
  if (!['on', 'in', 'into', 'across', 'all'].includes(tokens[i + 1]?.value.toLowerCase() ?? '')) return false;
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (tokens[k].pos === 'VERB') return LEAVING.has(tokens[k].lemma);
    if (!['DET', 'ADJ', 'NUM'].includes(tokens[k].pos)) return false;
  }
  return false;
}

/**
 * Harm for themes about damage: a harm word of {@link MORE_HARM_WORDS} said of a thing, or a mark of harm left on one, is the damage
 * theme's mention outright (`Infinity`), so it keeps its span beside a subject that names another theme.
 */
export function applyHarm(tokens: readonly TaggedToken[], themes: ReadonlyArray<{ words: readonly string[] } | undefined>, scores: (number | undefined)[][], person: (t: TaggedToken) => boolean): void {
  const damage = themes.map((t) => t !== undefined && t.words.some((w) => DAMAGE_NAMES.has(w)));
  if (!damage.some(Boolean)) return;
  tokens.forEach((_, i) => {
    if (!harmAt(tokens, i, person, MORE_HARM_WORDS) && !harmMarkAt(tokens, i)) return;
    damage.forEach((yes, j) => { if (yes) scores[j][i] = Infinity; });
  });
}

/** Verbs of paying. */
const PAYING: ReadonlySet<string> = new Set(['pay', 'spend', 'fork', 'shell', 'splash']);
/** People close enough to the customer that their money is the customer's ("My husband paid £40 for the meal"). */
const HOUSEHOLD: ReadonlySet<string> = new Set(['husband', 'wife', 'partner', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'boyfriend', 'girlfriend', 'family', 'household']);
/** Things a customer pays for beside the service itself: getting there, parking, food on the way, another firm's van. */
const BESIDE_THE_SERVICE: ReadonlySet<string> = new Set([
  'taxi', 'taxis', 'cab', 'cabs', 'uber', 'parking', 'bus', 'train', 'tram', 'fare', 'fares', 'petrol', 'fuel', 'diesel', 'takeaway', 'takeaways',
  'van', 'skip', 'removal', 'removals', 'toll', 'tolls', 'congestion',
]);
/** Words that place the thing paid for elsewhere ("lessons elsewhere", "his own plumber", "another firm"). */
const ELSEWHERE: ReadonlySet<string> = new Set(['elsewhere', 'own', 'another', 'other']);
/** Words that say what money is worth: with them the clause is about the price whoever paid. */
const WORTH: ReadonlySet<string> = new Set([
  'cheap', 'cheaper', 'cheapest', 'expensive', 'dear', 'pricey', 'overpriced', 'steep', 'fair', 'reasonable', 'value', 'worth', 'bargain',
  'rip-off', 'extortionate', 'affordable', 'much', 'too', 'only', 'just',
]);

function clauseOf(tokens: readonly TaggedToken[], i: number): [number, number] {
  const stop = (t: TaggedToken) => t.pos === 'PUNCT' || t.pos === 'CCONJ' || (t.pos === 'SCONJ' && t.value.toLowerCase() !== 'that');
  let from = i;
  while (from > 0 && !stop(tokens[from - 1])) from--;
  let to = i;
  while (to + 1 < tokens.length && !stop(tokens[to + 1])) to++;
  return [from, to];
}

/**
 * Money paid by someone else or for a thing beside the service is no money theme's: in the clause of a verb of paying whose payer is
 * a person of the customer's other than the household ("My dad paid", "my friend spent"), or whose thing paid for is on
 * {@link BESIDE_THE_SERVICE} or placed elsewhere, every score of a money theme (`money[j]`) is dropped (the theme's own words only where
 * someone else pays or the thing is elsewhere: "My friend spent £300 on lessons elsewhere" is no lesson price), and the paying, the amount
 * and the thing beside the service name no other theme.
 * `named(j, k)`: whether a requested theme names the thing at `k` (then the money stays).
 */
export function applyOthersMoney(tokens: readonly TaggedToken[], money: readonly boolean[], scores: (number | undefined)[][], named: (k: number) => boolean): void {
  if (!money.some(Boolean)) return;
  tokens.forEach((t, i) => {
    if (t.pos !== 'VERB' || !PAYING.has(t.lemma)) return;
    const [from, to] = clauseOf(tokens, i);
    const words = tokens.slice(from, to + 1).map((w) => w.value.toLowerCase());
    if (words.some((w) => WORTH.has(w))) return;
    const subject = subjectWords(tokens, i);
    const payer = subject[subject.length - 1];
    const someoneElse = payer !== undefined && ['NOUN', 'PROPN'].includes(tokens[payer].pos) && !HOUSEHOLD.has(tokens[payer].value.toLowerCase())
      && (POSSESSIVES.has(tokens[payer - 1]?.value.toLowerCase() ?? '') || tokens[payer].pos === 'PROPN' || tokens.slice(from, payer).some((w) => POSSESSIVES.has(w.value.toLowerCase())));
    let beside = false;
    let elsewhere = false;
    for (let k = i + 1; k <= to; k++) {
      const w = tokens[k].value.toLowerCase();
      if (BESIDE_THE_SERVICE.has(w) && NOUN_LIKE.has(tokens[k].pos) && !named(k)) beside = true;
      if (ELSEWHERE.has(w) && (w !== 'other' || tokens[k - 1]?.value.toLowerCase() === 'an')) elsewhere = true;
    }
    if (!someoneElse && !beside && !elsewhere) return;
    // The paying and the amount name no other theme either ("I paid £8 for parking" is no theme's where parking is asked for by none).
    scores.forEach((row, j) => {
      for (let k = from; k <= to; k++) {
        // A money theme loses the thing it names too where someone else pays ("My friend spent £300 on lessons elsewhere").
        if (row[k] === Infinity && !(money[j] && (someoneElse || elsewhere))) continue;
        if (money[j] || beside || k === i || ['NUM', 'SYM'].includes(tokens[k].pos)) row[k] = undefined;
      }
    });
  });
}
const NOUN_LIKE: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'ADJ']);

/** Longest span, in words, a span may run on to when it stopped inside a relative clause or after a verb of saying. */
export const MAX_RUN_ON = 18;
/** Words a clause of its own does not open with ("what to do at the weir", "how it works"). */
const NOT_SUBJECTS: ReadonlySet<string> = new Set(['what', 'how', 'where', 'when', 'why', 'who', 'which', 'whatever', 'to']);
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'they', 'it', 'he', 'she']);
const RELATIVES: ReadonlySet<string> = new Set(['who', 'which', 'whom', 'whose', 'that']);
const SAYING: ReadonlySet<string> = new Set(['tell', 'say', 'ask', 'explain', 'promise', 'inform', 'assure', 'warn', 'reassure', 'advise', 'insist', 'claim']);
const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['us', 'me', 'him', 'her', 'them', 'you']);
const PREDICATE_TAGS: ReadonlySet<string> = new Set(['VERB', 'AUX', 'ADJ']);
const wordCount = (text: string, from: number, to: number) => (to <= from ? 0 : (text.slice(from, to).match(/[\p{L}\p{N}]+/gu) ?? []).length);

/**
 * The span ranges of every theme mended as the rules above tell: persons' spans joined and run on to their predicate, two clauses
 * of two themes cut apart, spans stopped in a relative clause or after a verb of saying run on. `hits[j][i]`: token `i` mentions theme `j`.
 */
export function mendRanges(text: string, tokens: readonly TaggedToken[], ranges: readonly Unit[][], hits: readonly boolean[][]): Unit[][] {
  // The tokens inside a range, found by halving (tokens are in text order), so long texts stay linear.
  const inside = (r: Unit) => {
    let lo = 0;
    let hi = tokens.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (tokens[mid].start < r.start) lo = mid + 1; else hi = mid; }
    const out: number[] = [];
    for (let k = lo; k < tokens.length && tokens[k].start < r.end; k++) if (tokens[k].end <= r.end) out.push(k);
    return out;
  };
  /** The last token of the clause run on from `from`: up to a sentence end, a comma or a conjunction, at most 2 × MAX_RUN_ON tokens on. */
  const clauseEnd = (from: number) => {
    let k = from;
    while (k + 1 < tokens.length && k - from < 2 * MAX_RUN_ON && !sentenceEnd(k + 1) && tokens[k + 1].value !== ',' && tokens[k + 1].pos !== 'CCONJ') k++;
    return k;
  };
  // A verb, or an adjective said of a thing (not one before its noun: "fried oysters").
  const hasPredicate = (ks: readonly number[]) => ks.some((k) => PREDICATE_TAGS.has(tokens[k].pos) && (tokens[k].pos !== 'ADJ' || !['NOUN', 'PROPN', 'ADJ'].includes(tokens[k + 1]?.pos ?? '')));
  const hasVerb = (ks: readonly number[]) => ks.some((k) => tokens[k].pos === 'VERB' || tokens[k].pos === 'AUX');
  const PHRASE_OPENERS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM']);
  const NOUN_OPENERS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'NUM']);
  const bareNounPhrase = (ks: readonly number[]) => ks.length > 0 && !hasPredicate(ks) && PHRASE_OPENERS.has(tokens[ks[0]].pos);
  const sentenceEnd = (k: number) => tokens[k] === undefined || (tokens[k].pos === 'PUNCT' && /[.!?;:]/.test(tokens[k].value));
  return ranges.map((list, j) => {
    let out = list.map((r) => ({ ...r }));
    // One span per mention: join two spans with only a comma or "and" between when one is a bare noun phrase.
    const joined: Unit[] = [];
    for (const r of out) {
      const last = joined[joined.length - 1];
      const second = inside(r);
      if (last !== undefined && /^[\s,]*(?:and\s*)?[\s,]*$/i.test(text.slice(last.end, r.start))
        && ((bareNounPhrase(inside(last)) && second.length > 0 && NOUN_OPENERS.has(tokens[second[0]].pos) && !SUBJECT_PRONOUNS.has(tokens[second[0]].value.toLowerCase()))
          || (second.length > 0 && !hasPredicate(second) && !PHRASE_OPENERS.has(tokens[second[0]].pos))
          // A name, then who the person is: "…and Bea" + "our housekeeper".
          || (/^\s*,\s*$/.test(text.slice(last.end, r.start)) && tokens[inside(last).at(-1) ?? -1]?.pos === 'PROPN' && bareNounPhrase(second) && NOUN_OPENERS.has(tokens[second[0]].pos)))) {
        last.end = r.end;
        continue;
      }
      joined.push({ ...r });
    }
    out = joined;
    for (const r of out) {
      const ks = inside(r);
      if (ks.length === 0) continue;
      const lastK = ks[ks.length - 1];
      // A person set off by commas, then the predicate: "Jo, our receptionist, found it" (after the last conjunction of the span).
      const conj = ks.findLastIndex((k) => tokens[k].pos === 'CCONJ');
      const tail = ks.slice(conj + 1);
      // Or with another person after "and" ("Owen, the head gardener, and his son were quick").
      let verb = lastK + 1;
      if (tokens[verb]?.value === ',') verb++;
      if (tokens[verb]?.value.toLowerCase() === 'and' && tokens[lastK + 1]?.value === ',') {
        verb++;
        for (let n = 0; n < 4 && NOUN_OPENERS.has(tokens[verb]?.pos ?? '') && !SUBJECT_PRONOUNS.has(tokens[verb].value.toLowerCase()); n++) verb++;
      }
      if (tail.length > 0 && !hasPredicate(tail) && verb > lastK + 1 && tokens[verb] !== undefined && ['VERB', 'AUX'].includes(tokens[verb].pos)
        && tail.some((k) => hits[j][k])) {
        const k = clauseEnd(verb);
        if (wordCount(text, r.start, tokens[k].end) <= MAX_RUN_ON) r.end = trimSpan(text, r.start, tokens[k].end).end;
        continue;
      }
      // Stopped inside a relative clause before the main verb, or right after a verb of saying: run on to the clause end.
      const next = tokens[lastK + 1];
      if (next === undefined || next.pos === 'PUNCT' || next.pos === 'CCONJ') continue;
      const rel = ks.find((k, n) => n > 0 && RELATIVES.has(tokens[k].value.toLowerCase()) && NOUN_LIKE.has(tokens[k - 1].pos) && tokens[k].pos !== 'SCONJ');
      let main = -1;
      for (let k = lastK + 1, end = clauseEnd(lastK + 1); k <= end; k++) if (tokens[k].pos === 'AUX' || tokens[k].pos === 'VERB') { main = k; break; }
      const relative = rel !== undefined && main >= 0 && !ks.some((k) => k > rel + 2 && tokens[k].pos === 'AUX');
      const saying = SAYING.has(tokens[lastK].lemma) || (OBJECT_PRONOUNS.has(tokens[lastK].value.toLowerCase()) && SAYING.has(tokens[lastK - 1]?.lemma ?? ''));
      if (!relative && !saying) continue;
      let k = clauseEnd(lastK + 1);
      // Too long: up to the first word of what was said or done ("…told us that the pool would be closed").
      if (wordCount(text, r.start, tokens[k].end) > MAX_RUN_ON) {
        let first = -1;
        for (let m = lastK + 2; m <= k; m++) if (tokens[m].pos === 'VERB' || tokens[m].pos === 'ADJ') { first = m; break; }
        if (first < 0) continue;
        k = first;
      }
      if (wordCount(text, r.start, tokens[k].end) <= MAX_RUN_ON) r.end = trimSpan(text, r.start, tokens[k].end).end;
    }
    // Two clauses joined by a conjunction: keep the one with the theme when the other is another theme's or has its own subject.
    for (const r of out) {
      const ks = inside(r);
      const cut = ks.findIndex((k) => tokens[k].pos === 'CCONJ' && ['and', 'but', 'yet', 'or'].includes(tokens[k].value.toLowerCase()));
      if (cut <= 0 || ks.slice(cut + 1).some((k) => tokens[k].pos === 'CCONJ')) continue;
      const left = ks.slice(0, cut);
      const right = ks.slice(cut + 1);
      const mine = (part: readonly number[]) => part.some((k) => hits[j][k]);
      const others = (part: readonly number[]) => part.some((k) => hits.some((row, m) => m !== j && row[k]));
      const ownClause = (part: readonly number[], adjectives = false) => {
        // A verb after a determiner is a modifier of the subject ("the changing rooms").
        // An adjective said of it counts as its predicate ("the changing rooms now close/ADJ at nine").
        const v = part.findIndex((k, n) => tokens[k].pos === 'AUX' || (tokens[k].pos === 'VERB' && !(n > 0 && ['DET', 'ADJ'].includes(tokens[part[n - 1]].pos)))
          || (adjectives && n > 1 && tokens[k].pos === 'ADJ' && hasPredicate([k])));
        return v > 0 && NOUN_OPENERS.has(tokens[part[0]].pos) && part.slice(0, v).every((k) => (PHRASE_OPENERS.has(tokens[k].pos) || tokens[k].pos === 'ADV' || tokens[k].value === ',') && !NOT_SUBJECTS.has(tokens[k].value.toLowerCase())) && part.slice(0, v).some((k) => ['NOUN', 'PROPN', 'PRON'].includes(tokens[k].pos));
      };
      // What another theme's word says of a shared subject ("…and was cheaper than in the catalogue"), not a thing it was done to.
      const saidOf = (part: readonly number[], of: (m: number) => boolean) => tokens[part[0]]?.pos === 'AUX'
        && part.some((k) => tokens[k].pos === 'ADJ' && hits.some((row, m) => of(m) && row[k]));
      const saidOfOther = (part: readonly number[]) => saidOf(part, (m) => m !== j);
      if (mine(left) && !mine(right) && hasVerb(left) && (ownClause(right) || (ownClause(right, true) && others(right)) || saidOfOther(right))) {
        r.end = trimSpan(text, r.start, tokens[left[left.length - 1]].end).end;
      } else if (mine(right) && !mine(left) && hasVerb(left) && ((ownClause(right, others(left)) && (others(left) || ownClause(left))) || (others(left) && saidOf(right, (m) => m === j)))) {
        r.start = trimSpan(text, tokens[right[0]].start, r.end).start;
      }
    }
    return out.filter((r) => r.end > r.start);
  });
}
