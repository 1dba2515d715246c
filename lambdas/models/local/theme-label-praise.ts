/**
 * Themes 2026-12-31: a label says the praise or the verdict on price its members share, never a piece of a denied
 * complaint nor one member's detail of a price.
 *
 * Read on 2026-12-30's labels of hand-written surveys: "Bad to say about" (of "Nothing bad to say about our
 * instructor") and "Problems with stylists" over members who praise them; "Lessons cost", "Colour cost" over members
 * most of whom say the price is too high for what it buys; "Value for money" over members who deny it. Here, after
 * every earlier step:
 *
 * - praise: the label is "Problems with X", or holds a complaint word its writers deny ("nothing bad to say about",
 *   "no complaints about", "couldn't fault"; X is the noun most of them write after it); half the members writing X
 *   praise it (a denied complaint, or a praising word before X or after a linking verb, in a clause with no request
 *   or comparative), two at least (one where the label is "Problems with X" and none of them complains), and at most a
 *   quarter complain (a word VADER reads as blame, or a complaint word not denied). The label becomes the praising
 *   word they write most and X as most of them write it ("Patient instructor");
 * - a denied worth: the label is a worth noun's phrase ("Value for money") that most of its writers, two at least,
 *   deny: "Not value for money" ("Poor value for money" where a member writes "poor value");
 * - a verdict on price: the label holds no verdict (or is cut before its end, "Expensive for what you") and half its
 *   members, three at least, say the price is high ("too expensive", "pricey", "cost a fortune", "… for what you
 *   get", a denied value or worth). The label becomes the denied worth where two deny it, else the longest run of the
 *   label's nouns two members write and "too expensive" ("Lessons too expensive"), else "Too expensive".
 *
 * Each new label passes the label checks of 2026-12-08 or is a plain name not taken; otherwise the label stands.
 */
import { writersOf, type LabelContext } from './theme-label-context.js';
import { clauseAround, DENIALS } from './theme-label-most.js';
import { praiseWord, type Tags } from './theme-label-said-words.js';
import { stem } from '../../core/text/theme-words.js';
import { SentimentIntensityAnalyzer } from 'vader-sentiment';

/** Words of a complaint a member may deny to praise ("nothing bad to say", "no complaints", "couldn't fault"). */
const COMPLAINT = new Set(['bad', 'problem', 'problems', 'complaint', 'complaints', 'fault', 'wrong', 'issue', 'issues']);
/** Words that make a praising word a request ("could be more polite", "should be friendlier"). */
const REQUEST = new Set(['could', 'should', 'would', 'more', 'please', 'wish', 'need', 'needs', 'if']);
/** Words that say a price is high. */
const DEAR = new Set(['expensive', 'pricey', 'overpriced', 'steep', 'fortune', 'extortionate', 'dear']);
/** Nouns of worth, whose denial says poor value ("not value for money", "not worth the money"). */
const WORTH = new Set(['value', 'worth']);
/** Words of a label that already give a verdict on price. */
const VERDICT = new Set([...DEAR, ...WORTH, 'cheap', 'cheaper', 'too', 'poor', 'not', 'no', 'much']);
/** A word that blames on its own (VADER: "rude", "bored", "dirty"). */
const BLAMING_WORD = -0.3;
/** How far a denial of a complaint may stand before it, and the thing after it. */
const REACH = 4;

type Member = Tags[number];
const denied = (m: Member, k: number, from: number) =>
  m.slice(Math.max(from, k - REACH), k).some((x) => DENIALS.has(x.normal) || x.lemma === 'not' || x.normal === "couldn't" || x.normal === "can't");

/** The first noun after a denied complaint word in its clause ("staff" of "nothing bad to say about the staff"). */
function praisedAfter(m: Member): number | undefined {
  for (let k = 0; k < m.length; k++) {
    if (!COMPLAINT.has(m[k].normal)) continue;
    const [from, to] = clauseAround(m, k);
    if (!denied(m, k, from)) continue;
    for (let j = k + 1; j <= to; j++) if (['NOUN', 'PROPN'].includes(m[j].tag)) return j;
  }
  return undefined;
}

/** A comparative, which asks for more of it ("Friendlier staff", "Nicer service"; the tagger may read it as a name). */
function comparative(x: Member[number]): boolean {
  if (x.tag === 'ADJ' && x.lemma !== x.normal && x.normal.endsWith('er')) return true;
  return ['ier', 'er', 'r'].some((end) => x.normal.endsWith(end) && praiseWord(`${x.normal.slice(0, -end.length)}${end === 'ier' ? 'y' : ''}`));
}

/** How a member speaks of the thing at i: praise (and its praising word), complaint, or neither. */
function judgement(m: Member, i: number): { praise?: string; complains?: boolean } {
  const [from, to] = clauseAround(m, i);
  const clause = m.slice(from, to + 1);
  if (clause.some((x) => REQUEST.has(x.normal) || comparative(x))) return { complains: false };
  const deniedComplaint = clause.some((x, k) => COMPLAINT.has(x.normal) && denied(m, from + k, from));
  // A sentence's first word may be read as a name ("Lovely teacher.").
  const before = ['ADJ', 'PROPN'].includes(m[i - 1]?.tag) && praiseWord(m[i - 1].normal) && !denied(m, i - 1, from) ? m[i - 1].normal : undefined;
  const linked = m.slice(i + 1, to + 1).findIndex((x) => x.tag === 'AUX' || x.lemma === 'be');
  // After a linking verb the tagger may read a praising word as a noun ("was patient").
  const after = linked < 0 ? undefined : m.slice(i + 2 + linked, to + 1).find((x) => x.word && praiseWord(x.normal) && !denied(m, m.indexOf(x), from))?.normal;
  const praise = before ?? after;
  if (praise || deniedComplaint) return { praise };
  const blames = (x: Member[number], k: number) => (COMPLAINT.has(x.normal) || SentimentIntensityAnalyzer.polarity_scores(x.normal).compound <= BLAMING_WORD) && !denied(m, from + k, from);
  return { complains: clause.some(blames) };
}

/** The thing a praise label should name, or undefined where the label is no complaint its members deny. */
function praisedThing(label: string, context: LabelContext): string | undefined {
  const words = label.toLowerCase().split(/\s+/);
  if (words.length >= 3 && words[0].startsWith('problem') && words[1] === 'with') return stem(words[words.length - 1]);
  if (!words.some((w) => COMPLAINT.has(w))) return undefined;
  const things = new Map<string, number>();
  for (const t of context.typicalOrder) {
    const at = praisedAfter(context.tags[t]);
    if (at !== undefined) things.set(stem(context.tags[t][at].normal), (things.get(stem(context.tags[t][at].normal)) ?? 0) + context.weights[t]);
  }
  return [...things].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The praising word and the thing, where most writers of the thing praise it and few complain. */
function praiseLabel(label: string, context: LabelContext): string | undefined {
  const head = praisedThing(label, context);
  if (!head) return undefined;
  const { ok, free } = context;
  let writers = 0;
  let praisers = 0;
  let complainers = 0;
  const praise = new Map<string, number>();
  const forms = new Map<string, number>();
  for (const { words: m, at, weight } of writersOf(context, head)) {
    writers += weight;
    const read = judgement(m, at);
    if (read.complains) complainers += weight;
    if (read.complains !== undefined) continue;
    praisers += weight;
    forms.set(m[at].normal, (forms.get(m[at].normal) ?? 0) + weight);
    if (read.praise) praise.set(read.praise, (praise.get(read.praise) ?? 0) + weight);
  }
  // "Problems with X" claims a complaint: where none of X's writers complains, one praiser of two is enough.
  const problems = label.toLowerCase().startsWith('problem');
  if (praisers < (problems && complainers === 0 ? 1 : 2) || praisers * 2 < writers || complainers * 4 > writers || praise.size === 0) return undefined;
  const word = [...praise].sort((a, b) => b[1] - a[1])[0][0];
  const thing = [...forms].sort((a, b) => b[1] - a[1])[0][0];
  const next = `${word} ${thing}`;
  return ok(next) || free(next) ? next : undefined;
}

/** Whether the member says the price is high ("too expensive", "too much for what you get"), and whether by denying its worth. */
function priceVerdict(m: Member): { worthDenied: boolean } | undefined {
  for (let k = 0; k < m.length; k++) {
    const x = m[k];
    if (WORTH.has(x.normal) && denied(m, k, clauseAround(m, k)[0])) return { worthDenied: true };
    if (x.normal === 'for' && m[k + 1]?.normal === 'what' && m[k + 3]?.lemma === 'get') return { worthDenied: false };
  }
  return m.some((x, k) => DEAR.has(x.normal) && !denied(m, k, clauseAround(m, k)[0])) ? { worthDenied: false } : undefined;
}

/** A label cut before its end ("Expensive for what you" of "expensive for what you get"). */
const cut = (words: readonly string[]) => ['you', 'it', 'we', 'what', 'for', 'of', 'to', 'the', 'a'].includes(words[words.length - 1]);

/** The members' verdict on price over a label that gives none, where half the theme says the price is high. */
function priceLabel(label: string, context: LabelContext): string | undefined {
  const words = label.toLowerCase().split(/\s+/);
  if (words.some((w) => COMPLAINT.has(w)) || (words.some((w) => VERDICT.has(w)) && !cut(words))) return undefined;
  const { typicalOrder, tags, weights, size, ok, free } = context;
  let dear = 0;
  let worthDenied = 0;
  for (const t of typicalOrder) {
    const read = priceVerdict(tags[t]);
    if (!read) continue;
    dear += weights[t];
    if (read.worthDenied) worthDenied += weights[t];
  }
  if (dear < 3 || dear * 2 < size) return undefined;
  const thing = nounRun(words, context);
  const choices = [
    worthDenied >= 2 ? deniedWorth(context) : undefined,
    thing ? `${thing} too expensive` : undefined,
    'too expensive',
  ];
  return choices.find((c): c is string => !!c && (ok(c) || free(c)));
}

/** The longest run of the label's words two members write as nouns side by side ("entrance fee" of "Entrance fee"; "lessons" of "Lessons cost"). */
function nounRun(words: readonly string[], context: LabelContext): string | undefined {
  const { typicalOrder, tags } = context;
  for (let length = words.length; length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const run = words.slice(start, start + length);
      const writes = (m: Member) => m.some((_, i) => run.every((w, l) => m[i + l]?.tag === 'NOUN' && m[i + l].normal === w));
      if (typicalOrder.filter((t) => writes(tags[t])).length >= 2) return run.join(' ');
    }
  }
  return undefined;
}

/** A denied worth as the members write it: "Poor value for money" where one writes "poor value", else "Not value for money" or "Not worth the money". */
function deniedWorth(context: LabelContext): string {
  const said = (phrase: string) => context.typicalOrder.some((t) => ` ${context.tags[t].map((x) => x.normal).join(' ')} `.includes(` ${phrase} `));
  if (said('poor value')) return 'poor value for money';
  return said('worth the money') && !said('value for money') ? 'not worth the money' : 'not value for money';
}

/** A worth noun's label ("Value for money") most of whose writers deny it, denied as they write it. */
function deniedWorthLabel(label: string, context: LabelContext): string | undefined {
  const words = label.toLowerCase().split(/\s+/);
  if (!WORTH.has(words[0])) return undefined;
  const { typicalOrder, tags, weights, ok, free } = context;
  let writers = 0;
  let deniers = 0;
  for (const t of typicalOrder) {
    const m = tags[t];
    const at = m.findIndex((x) => x.normal === words[0]);
    if (at < 0) continue;
    writers += weights[t];
    if (denied(m, at, clauseAround(m, at)[0])) deniers += weights[t];
  }
  const next = words.join(' ') === 'value for money' ? deniedWorth(context) : `not ${words.join(' ')}`;
  return deniers >= 2 && deniers * 2 > writers && (ok(next) || free(next)) ? next : undefined;
}

/** The label that says the praise or the verdict on price its members share, or undefined where it stands. */
export function praiseOrPriceLabel(label: string, context: LabelContext): string | undefined {
  return praiseLabel(label, context) ?? deniedWorthLabel(label, context) ?? priceLabel(label, context);
}
