/**
 * Themes 2026-12-30: a label says its members' idea with their polarity, and never cuts a compound they write.
 *
 * The last blind reading of 2026-12-27 found labels that contradict their members ("Getting bargains" of "bargains are
 * getting rare"; on a probe, "Single bargain" of "I didn't find a single bargain", "hardly any bargains now", "bargains
 * are rare these days") and "Hot slots" of "more hot tub slots". Here, after every earlier step:
 *
 * - a thing most of its writers deny or call scarce: the label carries no denial or word of scarcity, and most members
 *   writing its last word (two at least) write it denied ("no hot water", "not a bargain in sight", "didn't find a single
 *   bargain": a denial before it with only determiners, adjectives, amounts or a verb of finding or having between) or
 *   scarce or gone ("hardly any", "bargains are rare", "few and far between", "the days of bargains are gone", "used to
 *   be"). The label becomes the denial its writers write most as one phrase, two members at least ("No hot water"),
 *   else "No" or "Few" (whichever more of them say; "Few" on a tie, the weaker claim) and the label's words they write before it ("No bargains");
 * - a compound cut: no member writes the label's words side by side, and a member writes them with one word between
 *   ("Hot slots" of "hot tub slots"): the label with that word, as the most members write it.
 *
 * Each new label passes the label checks of 2026-12-08 (or, the members' own words, is a plain name not taken); otherwise
 * the label stands. "Problems with X" is left to 2026-12-25's step (a reading of praise among the writers of X was tried and left out: requests such as "Polite drivers"
 * read as praise).
 */
import { writersOf, type LabelContext } from './theme-label-context.js';
import { clauseAround, DENIALS } from './theme-label-most.js';
import type { Tags } from './theme-label-said-words.js';
import { stem } from '../../core/text/theme-words.js';

/** Words before a thing that say it is scarce ("hardly any bargains", "too few staff"; not "fewer", a request). */
const SCARCE_BEFORE = new Set(['hardly', 'barely', 'scarcely', 'rarely', 'seldom', 'few']);
/** Words after a thing in its clause that say it is scarce ("bargains are rare", "few and far between"). */
const SCARCE_AFTER = new Set(['rare', 'scarce', 'between']);
/** Words after a thing in its clause that say it is gone ("the days of bargains are gone", "like there used to be"). */
const GONE_AFTER = new Set(['gone', 'disappeared', 'vanished', 'anymore']);
/** Words that may stand between a denial and the thing it denies ("not a single bargain", "no clean towels"). */
const BETWEEN_DENIAL = new Set(['a', 'an', 'any', 'the', 'single', 'enough', 'many', 'much', 'more', 'real', 'proper', 'decent']);
/** Verbs of finding or having, through which a denial reaches the thing ("didn't find a single bargain"). */
const FINDING = new Set(['find', 'see', 'get', 'have', 'be', 'give', 'spot']);
/** Words a label holding any of them already says as a denial, a scarcity or an amount. */
const LABEL_CUES = new Set([...DENIALS, ...SCARCE_BEFORE, ...SCARCE_AFTER, ...GONE_AFTER, 'fewer', 'less', 'more', 'lack', 'enough', 'too', "n't", 'longer', 'problems', 'problem']);
/** How far a denial or scarcity word may stand from the thing. */
const REACH = 4;
/** The most words a new label may have. */
const MOST_WORDS = 4;

type Reading = { kind: 'no' | 'few'; span?: string };

/** Whether the member says the thing at i is denied, scarce or gone, and the phrase from the denial to it where it stands as one. */
export function deniedThing(m: Tags[number], i: number): Reading | undefined {
  const [from, to] = clauseAround(m, i);
  for (let k = i - 1; k >= Math.max(from, i - REACH); k--) {
    const x = m[k];
    const scarce = SCARCE_BEFORE.has(x.normal) && m[k - 1]?.normal !== 'a';
    if (scarce || DENIALS.has(x.normal) || x.lemma === 'not') {
      const between = m.slice(k + 1, i);
      const verb = (y: Tags[number][number]) => y.tag === 'VERB' || y.tag === 'AUX';
      if (!between.every((y) => (verb(y) ? FINDING.has(y.lemma) : BETWEEN_DENIAL.has(y.normal) || ['ADJ', 'NUM', 'NOUN'].includes(y.tag)))) return undefined;
      const plain = !between.some(verb);
      const words = m.slice(k, i + 1).map((y) => y.normal);
      return { kind: scarce ? 'few' : 'no', ...(plain && words.length <= MOST_WORDS && x.normal !== "n't" ? { span: words.join(' ') } : {}) };
    }
    if (x.tag === 'VERB' && !FINDING.has(x.lemma)) break;
  }
  for (let k = i + 1; k <= Math.min(to, i + REACH); k++) {
    const x = m[k];
    if (SCARCE_AFTER.has(x.normal)) return { kind: 'few' };
    const ends = k === to || m[k + 1].tag === 'PUNCT' || ['now', 'by', 'already', 'before'].includes(m[k + 1].normal);
    if ((GONE_AFTER.has(x.normal) && (x.normal !== 'gone' || ends)) || (x.normal === 'used' && m[k + 1]?.normal === 'to')) return { kind: 'no' };
  }
  // "There used to be bargains": what used to be is gone.
  if (m.slice(Math.max(from, i - REACH), i).some((x, j, xs) => x.normal === 'used' && xs[j + 1]?.normal === 'to')) return { kind: 'no' };
  return undefined;
}

/** The label where most writers of its last word deny it or call it scarce, or undefined. */
function deniedLabel(label: string, context: LabelContext): string | undefined {
  const { ok, free } = context;
  const words = label.trim().toLowerCase().split(/\s+/);
  if (words.some((w) => LABEL_CUES.has(w))) return undefined;
  const head = stem(words[words.length - 1]);
  let writers = 0;
  const kinds = { no: 0, few: 0 };
  const spans = new Map<string, number>();
  const forms = new Map<string, number>();
  for (const { words: m, at, weight } of writersOf(context, head)) {
    writers += weight;
    const read = deniedThing(m, at);
    if (!read) continue;
    kinds[read.kind] += weight;
    forms.set(m[at].normal, (forms.get(m[at].normal) ?? 0) + weight);
    if (read.span) spans.set(read.span, (spans.get(read.span) ?? 0) + weight);
  }
  const denied = kinds.no + kinds.few;
  if (denied < 2 || denied * 2 < writers) return undefined;
  const best = [...spans].filter(([s, n]) => n >= 2 && !s.split(' ').some((w) => w === 'the' || w === 'a')).sort((a, b) => b[1] - a[1])[0];
  if (best && (ok(best[0]) || free(best[0]))) return best[0];
  const form = [...forms].sort((a, b) => b[1] - a[1])[0][0];
  // The label's words its denied writers write right before the thing ("hot" of "no hot water"), as a noun phrase.
  const before = words.slice(0, -1).filter((w) => [...spans].reduce((n, [s, k]) => (s.includes(`${w} `) ? n + k : n), 0) >= 2);
  const next = [kinds.few >= kinds.no ? 'few' : 'no', ...before, form].join(' ');
  return ok(next) || free(next) ? next : undefined;
}

/** The label with the word a member writes between two of its words, where no member writes them side by side. */
function cutCompound(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, ok, free } = context;
  const words = label.trim().toLowerCase().split(/\s+/);
  if (words.length < 2 || words.length >= MOST_WORDS) return undefined;
  const completions = new Map<string, number>();
  for (const t of typicalOrder) {
    const m = tags[t];
    for (let i = 0; i < m.length; i++) {
      for (let j = 1; j < words.length; j++) {
        const inserted = m[i + j];
        // A noun of the compound ("tub" of "hot tub slots", "waiting" of "waiting room"), never a verb between ("keeps crashing").
        const ofCompound = ['NOUN', 'PROPN'].includes(inserted?.tag) || (inserted?.tag === 'VERB' && inserted.normal.endsWith('ing') && m[i + j + 1]?.tag === 'NOUN');
        if (!inserted?.word || !ofCompound) continue;
        if (!words.every((w, l) => m[l < j ? i + l : i + l + 1]?.normal === w)) continue;
        const whole = [...words.slice(0, j), inserted.normal, ...words.slice(j)].join(' ');
        completions.set(whole, (completions.get(whole) ?? 0) + weights[t]);
      }
    }
  }
  if (completions.size === 0) return undefined;
  const sideBySide = typicalOrder.some((t) => tags[t].some((_, i, m) => words.every((w, l) => m[i + l]?.normal === w)));
  if (sideBySide) return undefined;
  const [whole] = [...completions].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
  return ok(whole) || free(whole) ? whole : undefined;
}

/** The label that says its members' idea with their polarity and whole compounds, or undefined where it stands. */
export function polarityLabel(label: string, context: LabelContext): string | undefined {
  return cutCompound(label, context) ?? deniedLabel(label, context);
}
