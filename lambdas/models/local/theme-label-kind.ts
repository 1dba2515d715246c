/**
 * Themes 2026-12-28: a theme named by one member's detail is named by the kind of thing its members share.
 *
 * Members of a survey theme often share an idea while each writes their own detail: an injury, a child's story, a dish, a
 * date, an idiom of price ("daylight robbery", "costs an arm and a leg"). Every earlier step counts words as written, so
 * where no word is written by several the label stays on one member's detail ("Last year" over answers about the cost of a
 * trip, "Watery soup" over answers about the food). Here, after every earlier step:
 *
 * - the label is one member's: at most one member (by weight), or at most a third of the theme, writes any of its content
 *   words (labelWords of theme-label-support.ts, by stem), in a theme of at least four distinct members;
 * - one kind of KINDS (written by hand for feedback in general, not for any set: the price, the food, safety, seating,
 *   crowds, communication; each a few name words and the words that speak of it without naming it) is spoken of by the
 *   most members, at least three and half the theme (a member speaks of a kind where it writes one of its name words or
 *   words, by stem or as written), by more members than the next kind, and by at least two more than write the label's
 *   words;
 * - the label neither ends on a name of the kind ("Entry price", "Daily update") nor holds a word of the kind ("Overpriced
 *   café", "Hourly charge", "Cheaper labour"): those name it already.
 *
 * Then the label becomes the members' phrase of a name of the kind (namePhrases, and the naming's pool): the one whose
 * content words the most members write, then the most written ("Price went up", "Poor food", "Fee went up"). A praising
 * phrase ("Fair prices") is never taken; the phrase passes the label checks of 2026-12-08 (a name, a verb and its particle
 * pass, as the fragment step of 2026-12-27 lets them) and is not taken; otherwise the label stands. A single name word is
 * no label (a one-word label gets a template word), so a kind no member names in a phrase leaves the label.
 *
 * Mended before release after a review (test/fixtures/themes-kind-review): a name of a kind used as a verb ("everything on site
 * costs a fortune", "the room seats about twenty") is no name, and a theme whose members mostly praise (a word of praise, none
 * denied) keeps its label, since the step could only name their praise by a complaint ("Prices went up" over praise of prices).
 */
import { stem } from '../../core/text/theme-words.js';
import type { LabelContext } from './theme-label-context.js';
import { labelWords, memberStems } from './theme-label-support.js';
import type { Tags } from './theme-label-said-words.js';
import { BETWEEN, praises, praiseWord } from './theme-label-said-words.js';

interface Kind {
  /** Words that name the kind, most general first (a label is one of these, as a member writes it). */
  readonly names: readonly string[];
  /** Words that speak of the kind without naming it. */
  readonly words: readonly string[];
}

const KINDS: readonly Kind[] = [
  {
    names: ['price', 'prices', 'cost', 'costs', 'fees', 'fee'],
    words: ['pricey', 'priced', 'overpriced', 'expensive', 'cheap', 'cheaper', 'costly', 'afford', 'affordable', 'unaffordable', 'fortune', 'pounds', 'pound',
      'quid', 'dollars', 'euros', 'robbery', 'rip-off', 'ripoff', 'extortionate', 'charge', 'charged', 'charging', 'discount', 'deposit', 'instalments',
      'installments', 'money', 'value', '£', '$', '€'],
  },
  {
    names: ['food', 'meals', 'meal'],
    words: ['cake', 'cakes', 'scone', 'scones', 'soup', 'chips', 'fries', 'sandwich', 'sandwiches', 'quiche', 'salad', 'potato', 'potatoes', 'toast',
      'toasties', 'breakfast', 'dinner', 'dinners', 'lunch', 'spaghetti', 'pasta', 'pizza', 'burger', 'burgers', 'snack', 'snacks', 'menu',
      'vegetarian', 'vegan', 'sausages', 'beans', 'biscuit', 'biscuits', 'crisps', 'fruit', 'inedible', 'tasted', 'taste', 'tasteless', 'bland',
      'stale', 'soggy', 'nuggets', 'dessert', 'pudding', 'portions', 'portion', 'curry', 'rice', 'chicken', 'bread', 'sponge', 'eat', 'ate', 'eating'],
  },
  {
    names: ['safety', 'supervision'],
    words: ['safe', 'unsafe', 'safely', 'dangerous', 'danger', 'hurt', 'injured', 'injury', 'injuries', 'ankle', 'wrist', 'bump', 'bruise', 'bruised',
      'trapped', 'knocked', 'pushed', 'accident', 'accidents', 'hazard', 'rough', 'supervising', 'supervise', 'supervised', 'unsupervised', 'watching',
      'noticed', 'bleeding', 'fell', 'fall'],
  },
  {
    names: ['seating', 'seats'],
    words: ['seat', 'sit', 'sitting', 'chair', 'chairs', 'stood', 'standing', 'bench', 'benches'],
  },
  {
    names: ['crowds', 'crowding'],
    words: ['crowded', 'overcrowded', 'busy', 'packed', 'rammed', 'heaving', 'crush', 'numbers'],
  },
  {
    names: ['communication', 'updates', 'update', 'information'],
    words: ['update', 'informed', 'inform', 'message', 'messages', 'email', 'emails', 'heard', 'news', 'told', 'contact', 'blog'],
  },
];

/** The stems of each kind's words and names, read once. */
const KIND_STEMS: readonly ReadonlySet<string>[] = KINDS.map((k) => new Set([...k.names, ...k.words].flatMap((w) => [w, stem(w)])));
/** The fewest distinct members a theme needs for the step. */
const FEWEST = 4;
/** The share of the theme that must speak of the kind. */
const KIND_SHARE = 0.5;
/** A label is one member's where one member, or at most a third of the theme, writes any of its words. */
const LONE = 3;
/** The most words of the new label. */
const MOST_WORDS = 3;

/** Whether any of `words` is in `set` (no array is made per kind and member). */
function someIn(words: ReadonlySet<string>, set: ReadonlySet<string>): boolean {
  for (const w of words) if (set.has(w)) return true;
  return false;
}

/** The label for a theme named by one member's detail, or undefined where the label stands. */
export function kindLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size } = context;
  if (typicalOrder.length < FEWEST) return undefined;
  const words = labelWords(label).map((w) => stem(w));
  if (words.length === 0) return undefined;
  let reach = 0;
  const spoken = KINDS.map(() => 0);
  for (const t of typicalOrder) {
    const stems = memberStems(tags[t]);
    const written = new Set(tags[t].map((x) => x.normal));
    if (words.some((s) => stems.has(s))) reach += weights[t];
    KIND_STEMS.forEach((k, i) => {
      if (someIn(stems, k) || someIn(written, k)) spoken[i] += weights[t];
    });
  }
  if (reach > 1 && reach * LONE > size) return undefined;
  const order = spoken.map((n, i) => ({ n, i })).sort((a, b) => b.n - a.n);
  const best = order[0];
  if (best.n < Math.max(3, KIND_SHARE * size) || best.n === order[1].n || best.n < reach + 2) return undefined;
  // A theme whose members mostly praise keeps its label: no praising phrase is taken, so the step could only name their praise by
  // a complaint ("Prices went up" of "prices went up everywhere else but not here" over praise of the prices; mended before release).
  const praising = typicalOrder.reduce((n, t) => (praisingMember(tags[t]) ? n + weights[t] : n), 0);
  if (praising * 2 >= size) return undefined;
  // A label whose head is a name of the kind ("Entry price", "Daily update"), or holding a word of the kind ("Overpriced café",
  // "Hourly charge", "Cheaper labour"), names it already.
  const nameStems = new Set(KINDS[best.i].names.map((w) => stem(w)));
  const kindWords = new Set(KINDS[best.i].words.flatMap((w) => [w, stem(w)]));
  if (nameStems.has(words[words.length - 1]) || labelWords(label).some((w) => kindWords.has(w) || kindWords.has(stem(w)))) return undefined;
  // The members' phrase (of the naming's pool) of one of the kind's names, the one whose words the most members write.
  const nameStem = (lemma: string) => nameStems.has(stem(lemma));
  const writersOf = (lemma: string) => typicalOrder.reduce((n, t) => (memberStems(tags[t]).has(stem(lemma)) ? n + weights[t] : n), 0);
  const seen = new Set([label.trim().toLowerCase()]);
  const phrases = new Map<string, { display: string; content: string[]; writers: Set<number> }>();
  const add = (display: string, content: string[], t: number) => {
    const key = display.toLowerCase();
    const had = phrases.get(key) ?? { display: key, content, writers: new Set<number>() };
    had.writers.add(t);
    phrases.set(key, had);
  };
  // A pool phrase counts for a member who writes its name as a noun, not as the verb of "the room seats twenty" (mended before release).
  const nounOf = (t: number, p: { content: readonly string[] }) => tags[t].some((x, i) => x.word && !verbUse(tags[t], i) && p.content.some((c) => nameStem(c) && stem(c) === stem(x.lemma)));
  for (const p of context.pool()) if (p.content.some(nameStem) && p.display.split(/\s+/).length <= MOST_WORDS) for (const t of p.writers) if (nounOf(t, p)) add(p.display, p.content, t);
  for (const t of typicalOrder) for (const [display, content] of namePhrases(tags[t], nameStem)) add(display, content, t);
  const scored = [...phrases.values()]
    .map((p) => ({ p, n: Math.min(...p.content.map(writersOf)), w: [...p.writers].reduce((n, t) => n + weights[t], 0) }))
    .sort((a, b) => b.n - a.n || b.w - a.w || a.p.content.length - b.p.content.length || (a.p.display < b.p.display ? -1 : 1));
  for (const { p } of scored) {
    const l = p.display.toLowerCase();
    if (seen.has(l) || praises(l)) continue;
    seen.add(l);
    // The checks read the verb of "price went up" as an adjective before a noun; here it is said of the kind's name.
    if (context.ok(l) || (context.free(l) && SAID.test(l))) return l;
  }
  return undefined;
}

/** Words of praise of a kind that a sentiment lexicon leaves neutral ("a bargain", "cheaper than", "reasonable"). */
const KIND_PRAISE = new Set(['bargain', 'cheap', 'cheaper', 'reasonable', 'reasonably', 'affordable', 'fair', 'value', 'tasty', 'delicious', 'comfy', 'comfortable', 'quiet', 'calm', 'safe']);
const DENIED = new Set(['not', "n't", 'nt', 'never', 'no', 'nothing']);
/** A member who praises: a word of praise, none denied. */
const praisingMember = (m: Tags[number]) => !m.some((x) => DENIED.has(x.normal)) && m.some((x) => x.word && (praiseWord(x.normal) || KIND_PRAISE.has(x.normal)));
const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
/** Words after a name of a kind that show it is a verb: "costs a fortune", "seats about twenty", "costs more than", "costs me". */
const VERB_NEXT = new Set(['a', 'an', 'about', 'around', 'nearly', 'almost', 'more', 'less', 'double', 'twice', 'half', 'far', 'way', 'me', 'us', 'you', 'them', 'him', 'her', 'everyone', 'anyone', 'nothing']);
/**
 * A name of a kind used as a verb (mended before release): tagged a verb, or followed by an object or amount ("everything on
 * site costs a fortune" gave "Site costs", "the room seats about twenty" gave "Room seats").
 */
function verbUse(m: Tags[number], i: number): boolean {
  const next = m[i + 1];
  return m[i].tag === 'VERB' || m[i].tag === 'AUX' || (next !== undefined && (VERB_NEXT.has(next.normal) || next.tag === 'NUM'));
}
const PARTICLE = new Set(['up', 'down', 'out', 'off', 'over']);
/** A name of a kind, a verb and its particle ("prices went up"). */
const SAID = /^\S+ \S+ (up|down|out|off|over)$/;

/**
 * A member's phrases of a name of the kind, as it writes them: a noun before or after it ("entry price", "food quality"),
 * an adjective before it ("poor food"), the adjective it is said to be ("the food was poor": "poor food"), the verb and
 * particle said of it ("the price went up"), the noun it is of ("cost of the trip"). [display, content lemmas].
 */
function namePhrases(m: Tags[number], nameStem: (lemma: string) => boolean): [string, string[]][] {
  const out: [string, string[]][] = [];
  m.forEach((x, i) => {
    if (!x.word || verbUse(m, i) || !(nameStem(x.lemma) || nameStem(x.normal))) return;
    const before = m[i - 1];
    const after = m[i + 1];
    // Only where the name is the head ("bigger seating" of "bigger seating area" is cut from its noun).
    const head = !(after && NOUN_TAGS.has(after.tag));
    if (head && before && NOUN_TAGS.has(before.tag) && before.word) out.push([`${before.normal} ${x.normal}`, [before.lemma, x.lemma]]);
    if (head && before && before.tag === 'ADJ') out.push([`${before.normal} ${x.normal}`, [before.lemma, x.lemma]]);
    if (after && NOUN_TAGS.has(after.tag) && after.word) out.push([`${x.normal} ${after.normal}`, [x.lemma, after.lemma]]);
    let j = i + 1;
    while (j < m.length && BETWEEN.has(m[j].normal) && !['not', "n't", 'nt', 'never'].includes(m[j].normal)) j++;
    if (j > i + 1 && m[j]?.tag === 'ADJ' && m[i + 1].normal !== 'have' && !PARTICLE.has(m[j + 1]?.normal ?? '')) out.push([`${m[j].normal} ${x.normal}`, [m[j].lemma, x.lemma]]);
    if (m[j]?.tag === 'VERB' && PARTICLE.has(m[j + 1]?.normal ?? '')) out.push([`${x.normal} ${m[j].normal} ${m[j + 1].normal}`, [x.lemma, m[j].lemma]]);
    if (after?.normal === 'of' && m[i + 2]?.normal === 'the' && m[i + 3] && NOUN_TAGS.has(m[i + 3].tag)) out.push([`${x.normal} of the ${m[i + 3].normal}`, [x.lemma, m[i + 3].lemma]]);
  });
  return out;
}
