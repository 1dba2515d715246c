import { trimSpan } from '../../core/text/clauses.js';
import { insideNumber } from './extractions-number-words.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { POSSESSIVES, subjectWords } from './extractions-arrival-guards.js';
import { CLAUSE_STOP, clauseAround, HARM_WORDS, harmAt, harmedThing } from './extractions-mends.js';
import { phraseEnd, type Unit } from './extractions-mention-spans.js';
import { clauseEnd, firstTokenAt, hasPredicate, MAX_RUN_ON, wordCount } from './extractions-token-runs.js';

/**
 * Extractions version 2026-12-09, rules over the scores and the span ranges of 2026-12-08:
 *
 * - Harm told by more verbs names a theme about damage ("scorched the collar", "melted the sole", "burnt a hole in the carpet",
 *   "bleached a patch", "shrank my jumper", "stained the sofa"; {@link MORE_HARM_WORDS}), and so does a mark of harm left on a thing
 *   ("left a black mark on my bag", "made a hole in the wall"). A harm word is the damage theme's whole mention: it no longer yields
 *   to its subject when the subject names another theme ("The porter scratched my suitcase" was the staff's and the luggage's only).
 * - Money paid by someone other than the customer for their own ("My dad paid £60 for his own plumber"), for a thing placed elsewhere
 *   ("My friend spent £300 on lessons elsewhere") or for a thing beside the service ("I spent £12 on a taxi", "I paid £8 for parking") is no money
 *   theme's, unless a requested theme names that thing ("parking") or the clause says what the money is worth ("cheap", "value").
 * - One span per mention: two spans of one theme with only a comma or "and" between, one of them a bare noun phrase, are one
 *   ("The owner" + "Mr Khan, who has run the shop for years, knows his job"); a span that stops on a person set off by commas takes
 *   the predicate after them ("Jo, our receptionist, found it", not "our receptionist").
 * - A span that holds two clauses joined by "and", "but", "yet" or "or" keeps the clause with its theme when the other tells of
 *   another theme or has its own subject ("Our storage bill went up and the gates now close at six" → price "Our storage bill went
 *   up"), and the clause kept says something (a verb or an adjective).
 * - A span that stops inside a relative clause or right after a verb of saying ("The staff member who checked us in at midnight",
 *   "…told us") runs on to the end of its clause, up to {@link MAX_RUN_ON} words.
 *
 * Mended before release (not yet released, so mended in place):
 * - Each clause of a verb of paying is read once and the regular expression that joins two spans is linear (up to then a long text
 *   with no full stop, or a long run of commas between two spans, took time quadratic in its length).
 * - The price of the service itself stays: money a relative or an employer pays for the customer ("My parents paid £2000 for my driving
 *   lessons", "Our company paid £2,000 for the relocation") or the customer pays for their own ("I paid £40 for my own room") is the
 *   price; a van, a skip and removals are the service of their trades, and a bus, a train, a fare, a taxi, parking or a takeaway is beside
 *   the service only where no requested theme is of its trade ("I paid £4 for the bus" with "punctuality" asked for is a price).
 * - A span run on too far ends where a phrase ends ("…at short notice", not "…at short").
 * - A mark left on a body or put on a plate is no damage, nor harm in an idiom or said of people or money ("They crushed it", "the bill
 *   crushed us", "burned a hole in our savings"), and a theme about one kind of damage ("water damage") takes only harm of its kind.
 * - Harm is read once per text, in the pass of 2026-12-08 (applyMends), not twice.
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
/** Mended before release: marks that are also food or a thing put down ("put chips on my plate") count only after an article or adjective. */
const FOOD_MARKS: ReadonlySet<string> = new Set(['chip', 'chips']);

/**
 * Whether the noun at `i` is a mark of harm left on a thing: "left a black mark on my bag", "put a scratch in the table". Mended before
 * release: the thing is the head noun after "on" / "in", read as 2026-12-08 reads a thing harmed ({@link harmedThing}): no body part,
 * person or idiom's thing ("The nurse left a mark on my arm" is none).
 */
function harmMarkAt(tokens: readonly TaggedToken[], i: number, person: (t: TaggedToken) => boolean): boolean {
  const t = tokens[i];
  if (t.pos !== 'NOUN' || !HARM_MARKS.has(t.value.toLowerCase())) return false;
  if (!['on', 'in', 'into', 'across', 'all'].includes(tokens[i + 1]?.value.toLowerCase() ?? '')) return false;
  let left = false;
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (tokens[k].pos === 'VERB') { left = LEAVING.has(tokens[k].lemma) && (k < i - 1 || !FOOD_MARKS.has(t.value.toLowerCase())); break; }
    // A noun before the mark is its modifier ("left a scorch mark on the rug").
    if (!['DET', 'ADJ', 'NUM', 'NOUN'].includes(tokens[k].pos)) return false;
  }
  if (!left) return false;
  // The thing marked: the last noun of the phrase after the preposition ("all over" takes one more word).
  let head = -1;
  for (let k = i + (tokens[i + 1].value.toLowerCase() === 'all' ? 3 : 2); k < tokens.length && k <= i + 8; k++) {
    const w = tokens[k];
    if (w.pos === 'NOUN' || w.pos === 'PROPN') { head = k; continue; }
    if (head >= 0 || !(['DET', 'NUM', 'ADJ'].includes(w.pos) || (w.pos === 'PRON' && POSSESSIVES.has(w.value.toLowerCase())))) break;
  }
  return head < 0 || harmedThing(tokens, head, person);
}

/** Harm words said of people, in idioms with "it" or of money (2026-12-09's words; 2026-12-08's own guards are in {@link harmAt}). */
const IDIOM_WITH_IT: ReadonlySet<string> = new Set(['crush', 'smash', 'nail', 'kill', 'burn', 'flood']);
const PEOPLE_OBJECTS: ReadonlySet<string> = new Set(['me', 'us', 'him', 'you']);
const MONEY_THINGS: ReadonlySet<string> = new Set(['savings', 'pocket', 'pockets', 'wallet', 'budget', 'finances', 'account', 'pension', 'purse', 'bank']);

/**
 * Whether the token at `i` tells harm for 2026-12-09: a harm word of {@link MORE_HARM_WORDS} said of a thing ({@link harmAt}), or a mark
 * of harm left on one. Mended before release: none in an idiom with "it" ("They crushed it", "The courier crushed it on delivery times"),
 * said of a person ("the final bill crushed us"), of money ("burned a hole in our savings"), nor a noun the tagger read as a verb before
 * its noun ("Their stain service").
 */
export function harmOf20261209(tokens: readonly TaggedToken[], i: number, person: (t: TaggedToken) => boolean): boolean {
  const t = tokens[i];
  if (harmMarkAt(tokens, i, person)) return true;
  if (!harmAt(tokens, i, person, MORE_HARM_WORDS)) return false;
  const next = tokens[i + 1]?.value.toLowerCase() ?? '';
  if (IDIOM_WITH_IT.has(t.lemma) && next === 'it') return false;
  if (!HARM_WORDS.has(t.lemma) && PEOPLE_OBJECTS.has(next)) return false;
  const before = tokens[i - 1];
  if (t.pos === 'VERB' && t.value.toLowerCase() === t.lemma && before !== undefined && (before.pos === 'DET' || POSSESSIVES.has(before.value.toLowerCase())) && tokens[i + 1]?.pos === 'NOUN') return false;
  for (let k = i + 1; k < tokens.length && k <= i + 6 && !CLAUSE_STOP(tokens[k]); k++) {
    if (['in', 'into'].includes(tokens[k].value.toLowerCase()) && tokens.slice(k + 1, k + 4).some((w) => MONEY_THINGS.has(w.value.toLowerCase()))) return false;
  }
  return true;
}

/** Themes about one kind of damage ("water damage", "fire damage"), and the harm words of 2026-12-09 of that kind. */
const DAMAGE_KINDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ...['water', 'flood', 'flooding', 'leak', 'leaks', 'damp'].map((w) => [w, new Set(['flood', 'flooded', 'warp', 'warped', 'stain', 'stained'])] as const),
  ...['fire', 'smoke', 'heat'].map((w) => [w, new Set(['burn', 'burnt', 'burned', 'scorch', 'scorched', 'singe', 'singed', 'melt', 'melted', 'burns', 'scorch'])] as const),
]);

/**
 * Version 2026-12-09's harm at `i` ({@link harmOf20261209}) and which themes about damage it names: all of them, but a theme about one kind
 * of damage ("water damage") only by a harm word of that kind, or one 2026-12-08 reads ("He melted the plastic pipe", "left a gouge in the
 * worktop" are no water damage; mended before release).
 */
export function harm20261209(tokens: readonly TaggedToken[], person: (t: TaggedToken) => boolean): (i: number) => ((words: readonly string[]) => boolean) | undefined {
  return (i) => {
    if (!harmOf20261209(tokens, i, person)) return undefined;
    const t = tokens[i];
    let older: boolean | undefined;
    return (words) => {
      const kinds = words.flatMap((w) => DAMAGE_KINDS.get(w) ?? []);
      if (kinds.length === 0 || kinds.some((k) => k.has(t.value.toLowerCase()) || k.has(t.lemma))) return true;
      return (older ??= harmAt(tokens, i, person));
    };
  };
}

/** Verbs of paying. */
const PAYING: ReadonlySet<string> = new Set(['pay', 'spend', 'fork', 'shell', 'splash']);
/** People close enough to the customer that their money is the customer's ("My husband paid £40 for the meal"). */
const HOUSEHOLD: ReadonlySet<string> = new Set(['husband', 'wife', 'partner', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'boyfriend', 'girlfriend', 'family', 'household']);
/**
 * Things a customer pays for beside the service itself (getting there, parking, food on the way), each with the words of the trade that
 * sells it: where a requested theme has one of them ("drivers", "punctuality" for a bus; "food", "delivery" for a takeaway; "spaces" for
 * parking), the thing may be the service, and its price stays. Mended before release: van, skip and removals are no longer on it (they are
 * the service of removals and skip hire), and bus, train, fare and takeaway are beside the service only where no theme is of their trade.
 */
const TRAVEL_TRADE = ['driver', 'drivers', 'journey', 'journeys', 'route', 'routes', 'fare', 'fares', 'ticket', 'tickets', 'ride', 'rides'];
const PUBLIC_TRADE = [...TRAVEL_TRADE, 'bus', 'buses', 'train', 'trains', 'tram', 'trams', 'coach', 'coaches', 'timetable', 'punctuality', 'seats', 'seat', 'station', 'stations', 'stop', 'stops', 'conductor', 'delays'];
const TAXI_TRADE = [...TRAVEL_TRADE.filter((w) => !w.startsWith('driver') && !w.startsWith('ticket')), 'taxi', 'taxis', 'cab', 'cabs', 'uber', 'minicab'];
const PARKING_TRADE = ['parking', 'car', 'park', 'space', 'spaces', 'bay', 'bays', 'attendant', 'attendants', 'barrier', 'barriers', 'permit', 'permits'];
const FUEL_TRADE = ['petrol', 'fuel', 'diesel', 'pump', 'pumps', 'forecourt', 'station'];
const FOOD_TRADE = ['food', 'meal', 'meals', 'delivery', 'order', 'orders', 'menu', 'portion', 'portions', 'takeaway', 'taste', 'curry', 'pizza', 'driver', 'drivers'];
const BESIDE_THE_SERVICE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ...['taxi', 'taxis', 'cab', 'cabs', 'uber'].map((w) => [w, new Set(TAXI_TRADE)] as const),
  ...['bus', 'train', 'tram', 'fare', 'fares'].map((w) => [w, new Set(PUBLIC_TRADE)] as const),
  ['parking', new Set(PARKING_TRADE)],
  ...['petrol', 'fuel', 'diesel'].map((w) => [w, new Set(FUEL_TRADE)] as const),
  ...['toll', 'tolls', 'congestion'].map((w) => [w, new Set(['toll', 'tolls', 'road', 'roads', 'bridge', 'tunnel'])] as const),
  ...['takeaway', 'takeaways'].map((w) => [w, new Set(FOOD_TRADE)] as const),
]);
/** Words that place the thing paid for elsewhere ("lessons elsewhere"), and firms "another" / "other" / "different" places it with. */
const ELSEWHERE: ReadonlySet<string> = new Set(['elsewhere']);
const OTHER: ReadonlySet<string> = new Set(['another', 'other', 'different']);
const SUPPLIERS: ReadonlySet<string> = new Set([
  'firm', 'firms', 'company', 'companies', 'clinic', 'practice', 'school', 'shop', 'salon', 'place', 'garage', 'dentist', 'plumber', 'business',
  'branch', 'provider', 'centre', 'center', 'store', 'surgery', 'hotel', 'gym', 'site', 'website', 'app', 'tailor', 'cleaner', 'cleaners', 'one',
]);
/** The customer's own, after a verb of paying ("for my lessons", "for our uniforms", "to send me a cake"), and someone else's. */
const CUSTOMERS: ReadonlySet<string> = new Set(['my', 'our', 'me', 'us']);
const OTHERS: ReadonlySet<string> = new Set(['his', 'her', 'their']);
/** Words that put a payment on the service's own bill. */
const EXTRA: ReadonlySet<string> = new Set(['extra', 'surcharge', 'supplement']);
/** Words that say what money is worth: with them the clause is about the price whoever paid. */
const WORTH: ReadonlySet<string> = new Set([
  'cheap', 'cheaper', 'cheapest', 'expensive', 'dear', 'pricey', 'overpriced', 'steep', 'fair', 'reasonable', 'value', 'worth', 'bargain',
  'rip-off', 'extortionate', 'affordable', 'much', 'too', 'only', 'just',
]);
/** The clause of a verb of paying stops where {@link clauseAround}'s does, but not at "that" ("paid £50 so that …" aside). */
const MONEY_CLAUSE_STOP = (t: TaggedToken) => CLAUSE_STOP(t) && !(t.pos === 'SCONJ' && t.value.toLowerCase() === 'that');

/**
 * Money paid by someone else for what is not the customer's, or for a thing beside the service, is no money theme's. In the clause of a
 * verb of paying:
 * - whose payer is a person of the customer's other than the household ("My sister paid", "my neighbour spent") and whose thing is that
 *   person's ("for her own room", "for his plumber"), not the customer's ("My parents paid £2000 for my driving lessons" is the price of
 *   the service), or whose thing is placed elsewhere ("lessons elsewhere", "at another clinic"), every score of a money theme (`money[j]`)
 *   is dropped, and the paying and the amount name no other theme;
 * - whose thing paid for is beside the service ({@link BESIDE_THE_SERVICE}; "I paid £8 for parking"), the words from the paying to that
 *   thing name no theme (the rest of the clause keeps its own: "on top of the £600 fee").
 * Not where the clause, or a "which …" clause after it, says what the money is worth ("cheap", "only"), nor where a requested theme names
 * the thing (`named(k)`) or is of its trade (`themeWords`). Each clause is read once, so a long text stays linear.
 */
export function applyOthersMoney(tokens: readonly TaggedToken[], money: readonly boolean[], scores: (number | undefined)[][], named: (k: number) => boolean, themeWords: ReadonlySet<string>): void {
  if (!money.some(Boolean)) return;
  const moneyOrSymbol = (k: number) => tokens[k].pos === 'NUM' || tokens[k].pos === 'SYM';
  let from = -1;
  let to = -1;
  let worth = false;
  let whole = false;
  let cleared = -1;
  // Per clause: the positions of the customer's and others' words, of places elsewhere and of things beside the service, in text order.
  let marks: { customer: number; others: number; elsewhere: number; beside: number[] } = { customer: -1, others: -1, elsewhere: -1, beside: [] };
  const subjects = new Map<number, number[]>();
  let segment = 0;
  let scanned = 0;
  tokens.forEach((t, i) => {
    if (t.pos !== 'VERB' || !PAYING.has(t.lemma)) return;
    if (i > to) {
      [from, to] = clauseAround(tokens, i, MONEY_CLAUSE_STOP);
      whole = false;
      cleared = -1;
      // A "which …" clause after a comma says what the amount is worth too ("…, which seemed fair").
      let end = to;
      if (tokens[to + 1]?.value === ',' && ['which', 'and'].includes(tokens[to + 2]?.value.toLowerCase() ?? '')) end = clauseAround(tokens, to + 3)[1];
      worth = false;
      let extra = false;
      marks = { customer: -1, others: -1, elsewhere: -1, beside: [] };
      for (let k = from; k <= end; k++) {
        const w = tokens[k].value.toLowerCase();
        if (WORTH.has(w)) worth = true;
        if (k > to) continue;
        if (CUSTOMERS.has(w)) marks.customer = k;
        if (OTHERS.has(w)) marks.others = k;
        // "another firm", "a different clinic"; "from a tailor", "at a salon" (a supplier with "a": not the one reviewed).
        const other = OTHER.has(w) || (['a', 'an'].includes(w) && ['from', 'at'].includes(tokens[k - 1]?.value.toLowerCase() ?? ''));
        if (ELSEWHERE.has(w) || (other && tokens.slice(k + 1, k + 4).some((n) => SUPPLIERS.has(n.value.toLowerCase()) && n.pos === 'NOUN'))) marks.elsewhere = k;
        const trade = BESIDE_THE_SERVICE.get(w);
        if (trade !== undefined && NOUN_LIKE.has(tokens[k].pos) && !named(k) && ![...trade].some((x) => themeWords.has(x))) marks.beside.push(k);
        // An extra on the service's own bill is the service's price ("£25 for parking on top of the room rate", "£10 extra for parking").
        if (EXTRA.has(w) || (w === 'top' && tokens[k - 1]?.value.toLowerCase() === 'on')) extra = true;
      }
      if (extra) marks.beside = [];
    }
    if (worth) return;
    // The subject, read once per stretch between punctuation and conjunctions (subjectWords reads back to it).
    for (; scanned < i; scanned++) if (CLAUSE_STOP(tokens[scanned])) segment = scanned + 1;
    const subject = subjects.get(segment) ?? subjectWords(tokens, i);
    subjects.set(segment, subject);
    const payer = subject[subject.length - 1];
    const someoneElse = payer !== undefined && ['NOUN', 'PROPN'].includes(tokens[payer].pos) && !HOUSEHOLD.has(tokens[payer].value.toLowerCase())
      && (POSSESSIVES.has(tokens[payer - 1]?.value.toLowerCase() ?? '') || tokens[payer].pos === 'PROPN' || tokens.slice(Math.max(from, payer - 4), payer).some((w) => POSSESSIVES.has(w.value.toLowerCase())));
    const theirs = someoneElse && marks.others > i && marks.customer < i;
    const elsewhere = marks.elsewhere > i;
    const beside = marks.beside.find((k) => k > i);
    if (theirs || elsewhere) {
      // Every money theme loses the clause, its own words too ("My friend spent £300 on lessons elsewhere"), and no other theme takes
      // it over ("…for her own room" is no room's): others keep only their own words.
      if (!whole) scores.forEach((row, j) => { for (let k = from; k <= to; k++) if (money[j] || row[k] !== Infinity) row[k] = undefined; });
      whole = true;
    } else if (beside !== undefined) {
      // Up to another amount ("…for parking for their lorry on top of the £600 fee" keeps the fee) or the clause end.
      let end = beside;
      while (end < to && !moneyOrSymbol(end + 1)) end++;
      for (let k = Math.max(i, cleared + 1); k <= end; k++) scores.forEach((row) => { if (row[k] !== Infinity) row[k] = undefined; });
      cleared = Math.max(cleared, end);
    }
  });
}
const NOUN_LIKE: ReadonlySet<string> = new Set(['NOUN', 'PROPN', 'ADJ']);

/** {@link applyOthersMoney} with the requested themes' words: a word of one names the thing paid for, or tells its trade. */
export function othersMoney20261209(tokens: readonly TaggedToken[], money: readonly boolean[], scores: (number | undefined)[][], themes: ReadonlyArray<{ words: readonly string[] } | undefined>): void {
  const words = new Set(themes.flatMap((t) => t?.words ?? []));
  applyOthersMoney(tokens, money, scores, (k) => words.has(tokens[k].lemma) || words.has(tokens[k].value.toLowerCase()), words);
}

/** Words a clause of its own does not open with ("what to do at the weir", "how it works"). */
const NOT_SUBJECTS: ReadonlySet<string> = new Set(['what', 'how', 'where', 'when', 'why', 'who', 'which', 'whatever', 'to']);
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'they', 'it', 'he', 'she']);
const RELATIVES: ReadonlySet<string> = new Set(['who', 'which', 'whom', 'whose', 'that']);
const SAYING: ReadonlySet<string> = new Set(['tell', 'say', 'ask', 'explain', 'promise', 'inform', 'assure', 'warn', 'reassure', 'advise', 'insist', 'claim']);
const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['us', 'me', 'him', 'her', 'them', 'you']);

/**
 * The span ranges of every theme mended as the rules above tell: persons' spans joined and run on to their predicate, two clauses
 * of two themes cut apart, spans stopped in a relative clause or after a verb of saying run on. `hits[j][i]`: token `i` mentions theme `j`.
 */
export function mendRanges(text: string, tokens: readonly TaggedToken[], ranges: readonly Unit[][], hits: readonly boolean[][], numbers = false): Unit[][] {
  // The tokens inside a range, found by halving (tokens are in text order), so long texts stay linear.
  const inside = (r: Unit) => {
    const out: number[] = [];
    for (let k = firstTokenAt(tokens, r.start); k < tokens.length && tokens[k].start < r.end; k++) if (tokens[k].end <= r.end) out.push(k);
    return out;
  };
  const hasVerb = (ks: readonly number[]) => ks.some((k) => tokens[k].pos === 'VERB' || tokens[k].pos === 'AUX');
  const PHRASE_OPENERS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM']);
  const NOUN_OPENERS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'NUM']);
  const bareNounPhrase = (ks: readonly number[]) => ks.length > 0 && !hasPredicate(tokens, ks) && PHRASE_OPENERS.has(tokens[ks[0]].pos);
  return ranges.map((list, j) => {
    let out = list.map((r) => ({ ...r }));
    // One span per mention: join two spans with only a comma or "and" between when one is a bare noun phrase.
    const joined: Unit[] = [];
    for (const r of out) {
      const last = joined[joined.length - 1];
      const second = inside(r);
      if (last !== undefined && /^[\s,]*(?:and[\s,]*)?$/i.test(text.slice(last.end, r.start))
        && ((bareNounPhrase(inside(last)) && second.length > 0 && NOUN_OPENERS.has(tokens[second[0]].pos) && !SUBJECT_PRONOUNS.has(tokens[second[0]].value.toLowerCase()))
          || (second.length > 0 && !hasPredicate(tokens, second) && !PHRASE_OPENERS.has(tokens[second[0]].pos))
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
      if (tail.length > 0 && !hasPredicate(tokens, tail) && verb > lastK + 1 && tokens[verb] !== undefined && ['VERB', 'AUX'].includes(tokens[verb].pos)
        && tail.some((k) => hits[j][k])) {
        const k = clauseEnd(tokens, verb);
        if (wordCount(text, r.start, tokens[k].end) <= MAX_RUN_ON) r.end = trimSpan(text, r.start, tokens[k].end).end;
        continue;
      }
      // Stopped inside a relative clause before the main verb, or right after a verb of saying: run on to the clause end.
      const next = tokens[lastK + 1];
      if (next === undefined || next.pos === 'PUNCT' || next.pos === 'CCONJ') continue;
      const rel = ks.find((k, n) => n > 0 && RELATIVES.has(tokens[k].value.toLowerCase()) && NOUN_LIKE.has(tokens[k - 1].pos) && tokens[k].pos !== 'SCONJ');
      let main = -1;
      for (let k = lastK + 1, end = clauseEnd(tokens, lastK + 1); k <= end; k++) if (tokens[k].pos === 'AUX' || tokens[k].pos === 'VERB') { main = k; break; }
      const relative = rel !== undefined && main >= 0 && !ks.some((k) => k > rel + 2 && tokens[k].pos === 'AUX');
      const saying = SAYING.has(tokens[lastK].lemma) || (OBJECT_PRONOUNS.has(tokens[lastK].value.toLowerCase()) && SAYING.has(tokens[lastK - 1]?.lemma ?? ''));
      if (!relative && !saying) continue;
      let k = clauseEnd(tokens, lastK + 1);
      // Too long: up to the first word of what was said or done ("…told us that the pool would be closed"), mended before release
      // to end only where a phrase ends, as 2026-12-08's narrowed windows do ({@link phraseEnd}: "…at short notice", not "…at short").
      if (wordCount(text, r.start, tokens[k].end) > MAX_RUN_ON) {
        let first = -1;
        for (let m = lastK + 2; m <= k; m++) if (tokens[m].pos === 'VERB' || tokens[m].pos === 'ADJ') { first = m; break; }
        if (first < 0) continue;
        const words: number[] = [];
        for (let m = lastK + 1; m <= k; m++) if (/[\p{L}\p{N}]/u.test(tokens[m].value)) words.push(m);
        k = phraseEnd(tokens, words, first, lastK);
      }
      if (wordCount(text, r.start, tokens[k].end) <= MAX_RUN_ON) r.end = trimSpan(text, r.start, tokens[k].end).end;
    }
    // Two clauses joined by a conjunction: keep the one with the theme when the other is another theme's or has its own subject.
    for (const r of out) {
      const ks = inside(r);
      const cut = ks.findIndex((k) => tokens[k].pos === 'CCONJ' && ['and', 'but', 'yet', 'or'].includes(tokens[k].value.toLowerCase()) && !(numbers && insideNumber(tokens, k))); // 2026-12-13: not in a number phrase.
      if (cut <= 0 || ks.slice(cut + 1).some((k) => tokens[k].pos === 'CCONJ')) continue;
      const left = ks.slice(0, cut);
      const right = ks.slice(cut + 1);
      const mine = (part: readonly number[]) => part.some((k) => hits[j][k]);
      const others = (part: readonly number[]) => part.some((k) => hits.some((row, m) => m !== j && row[k]));
      const ownClause = (part: readonly number[], adjectives = false) => {
        // A verb after a determiner is a modifier of the subject ("the changing rooms").
        // An adjective said of it counts as its predicate ("the changing rooms now close/ADJ at nine").
        const v = part.findIndex((k, n) => tokens[k].pos === 'AUX' || (tokens[k].pos === 'VERB' && !(n > 0 && ['DET', 'ADJ'].includes(tokens[part[n - 1]].pos)))
          || (adjectives && n > 1 && tokens[k].pos === 'ADJ' && hasPredicate(tokens, [k])));
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
