/**
 * Themes 2026-12-22: a theme of requests is named by what its members ask for.
 *
 * Read on four new hand-written survey sets (a council's parks, a hair salon, a broadband provider, a music streaming
 * app; 161 answers, 27 coded themes, a third of them requests), 2026-12-20 named a theme of requests ("Could you add
 * lights along the main path", "I wish there was some lighting", "Better lighting please") by one member's detail or by
 * the thing without the wish: "Cycle path" over six answers asking for lights, "Wifi extender" over seven asking for a
 * better router, "Public toilets" over seven asking for toilets. Here, after every earlier step, where half the theme
 * (and three members) ask for something ("could you", "I wish", "would like", "please", "would be nice", or an answer
 * opening on "More", "Better", "Longer"...), and a noun is written by the most members, at least three and two in five
 * of the theme and more than any word of the label, the label gives way to the request as the members write it: the
 * asking word written directly before that noun ("more", "better", "longer", "fewer", "cheaper"...), with at most two
 * words between, as a member writes it ("Better lighting", "Better router", "More toilets"). The asking word is the one
 * the most members write before the noun, and a member who asks the other way ("fewer" against "more") counts against
 * it. A label that already opens on an asking word or a denial, or that no such phrase replaces, stays.
 *
 * Mended before release: a member who praises asks for nothing new unless it asks for more or better ("Please thank the
 * staff", "Could you keep the same friendly staff?" made "More staff" of one member's wish over a theme of praise), and an
 * asking word under a denial asks the other way ("No more plastic cups" made "More plastic cups").
 *
 * Mended again before release: a denial or a word asking the other way ("stop", "rather than", "instead of", "too
 * many", "why") is read back to the clause's start, a member with a bare "please stop" asks for none of its phrases, and
 * members against the thing count against asking for more of it ("Stop building more houses", "We don't need more houses"
 * made "More houses"); the phrase runs over the compound most of its writers write ("more bike racks", not "more bike"),
 * and a compound the label holds and half the writers write is kept ("Parking charges" never "More parking"); an answer
 * opening on a comparative asks only without "than", "every", "again", "ever", a complaint or a question mark in its
 * clause ("More litter every week"); and at most three phrases that pass the cheap checks meet the label checks, which
 * read every member (forty phrases an answer made the step's time grow with the square of the answers).
 *
 * Every new label passes the label checks of 2026-12-08 (a complaint about the thing does not contradict asking for a
 * better one) and uses only words as its members write them.
 */
import { stem } from '../../core/text/theme-words.js';
import type { LabelContext } from './theme-label-context.js';
import { DENIALS, NOUNS } from './theme-label-most.js';
import { CLAUSE_END } from './theme-phrase-candidates.js';
import type { Tags } from './theme-label-said-words.js';
import { memberStems } from './theme-label-support.js';
import { labelFault } from './theme-label-checks.js';
import { praises, sign } from './theme-label-shared.js';

/** Words a request asks with before the thing it wants ("more toilets", "better lighting", "fewer adverts"). */
export const ASKING_FOR = new Set('more better longer shorter cheaper fewer less later earlier bigger larger extra quicker faster newer nicer proper decent clearer healthier warmer cleaner quieter wider'.split(' '));
/** Asking words that ask the other way from another ("fewer" against "more"). */
const OPPOSITE: Readonly<Record<string, string>> = { more: 'fewer', fewer: 'more', less: 'more', longer: 'shorter', shorter: 'longer', later: 'earlier', earlier: 'later', bigger: 'smaller', larger: 'smaller' };
/** Words that make an answer a request wherever they stand. */
const PLEASE = new Set(['please', 'wish', 'wished']);
/** Adjectives after "would be" / "'d be" that ask ("would be nice", "it'd be great"). */
const WOULD_BE = new Set(['nice', 'great', 'good', 'lovely', 'helpful', 'useful', 'handy', 'brilliant', 'better', 'amazing', 'ideal']);
/** The share of the theme that must ask (one in two, and three members). */
const ASKING_SHARE = 0.5;
/** The share of the theme that must write the noun asked for (two in five, and three members). */
const THING_SHARE = 0.4;
/** Words between the asking word and the noun asked for ("more evening slots", "longer opening hours"). */
const BETWEEN_WORDS = 2;
/** Asking words that ask for more of the thing, which a member against the thing asks the other way from. */
const INCREASING = new Set(['more', 'extra', 'bigger', 'larger', 'longer', 'wider']);
/**
 * Words that, before the asked thing in its clause, ask the other way ("stop building more houses", "rather than more
 * plastic bags", "too many adverts") or do not ask ("why are there more parking charges?").
 */
const AGAINST = new Set('stop stopped stopping remove cut reduce scrap ban avoid refuse prevent protect halt limit block oppose instead rather than enough against fewer less too why none'.split(' '));
/** Words of a clause that make an opening comparative a complaint, not a request ("More litter every week", "Longer queues than ever"). */
const NOT_ASKING = new Set(['than', 'every', 'again', 'ever']);
/** Candidate phrases tried against the label checks (each check reads every member). */
const TRIED = 3;

/** Is the token at i a clause boundary (punctuation or a clause word)? */
const boundary = (m: Tags[number], i: number) => m[i].tag === 'PUNCT' || CLAUSE_END.has(m[i].normal);

/** Is the word at i under a denial or a word asking the other way, read back to its clause's start? */
function againstAt(m: Tags[number], i: number): boolean {
  for (let k = i - 1; k >= 0 && !boundary(m, k); k--) if (DENIALS.has(m[k].normal) || m[k].lemma === 'not' || AGAINST.has(m[k].normal) || AGAINST.has(m[k].lemma)) return true;
  return false;
}

/**
 * Does an answer opening on an asking word ask with it: not where its clause holds "than", "every", "again", "ever" or a
 * complaint ("More litter every week", "Longer queues than ever"), nor where the clause is a question ("More roadworks?").
 */
function openerAsks(m: Tags[number]): boolean {
  const first = m.findIndex((x) => x.word);
  let end = first + 1;
  while (end < m.length && !boundary(m, end)) end++;
  return m[end]?.normal !== '?' && !m.slice(first + 1, end).some((x) => NOT_ASKING.has(x.normal) || (x.word && sign(x.normal) < 0));
}

/** Does the member ask against what it names by itself ("Please stop.", "please no"): a stop or a denial that ends its clause? */
function bareAgainst(m: Tags[number]): boolean {
  return m.some((x, i) => (x.normal === 'stop' || x.normal === 'no') && (i + 1 >= m.length || boundary(m, i + 1)));
}

/** Does the member ask against the thing (stem `head`): under a denial or a word asking the other way, or with a bare stop? */
function asksAgainst(m: Tags[number], head: string): boolean {
  const at = m.flatMap((x, i) => (x.word && NOUNS.has(x.tag) && stem(x.lemma) === head ? [i] : []));
  return at.length > 0 && (bareAgainst(m) || at.some((i) => againstAt(m, i)));
}

/** Does the member ask for something ("Could you add…", "I wish there were…", "more X please", "would like…")? */
export function asks(m: Tags[number]): boolean {
  const words = m.filter((x) => x.word);
  // An opening comparative asks only where its clause holds no "than", "every", "again", "ever" nor a complaint ("More
  // litter every week" complains).
  if (words.length > 0 && ASKING_FOR.has(words[0].normal) && openerAsks(m)) return true;
  for (let i = 0; i < words.length; i++) {
    const [w, next, after] = [words[i].normal, words[i + 1]?.normal ?? '', words[i + 2]?.normal ?? ''];
    if (PLEASE.has(w)) return true;
    if ((w === 'could' || w === 'can') && ['you', 'we', 'they'].includes(next)) return true;
    if ((w === 'would' || w === "'d") && ['like', 'love', 'prefer', 'help'].includes(next)) return true;
    if ((w === 'would' || w === "'d") && next === 'be' && WOULD_BE.has(after)) return true;
    if (w === 'let' && next === 'us') return true;
  }
  return false;
}

/** The label naming what the members ask for, or undefined where the label stands. */
export function wishLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, excluded, free } = context;
  const words = label.trim().toLowerCase().split(/\s+/);
  if (size < 3 || ASKING_FOR.has(words[0]) || words.some((w) => DENIALS.has(w))) return undefined;
  // A member who praises asks for nothing new ("Please thank the staff, they were great", "Could you keep the same friendly
  // staff?") unless it asks for more or better ("a mesh system for bigger houses would be great").
  const asking = typicalOrder.filter((t) => asks(tags[t]) && (!praises(tags[t]) || tags[t].some((x) => ASKING_FOR.has(x.normal))));
  const askers = asking.reduce((sum, t) => sum + weights[t], 0);
  if (askers < 3 || askers < ASKING_SHARE * size) return undefined;
  // The noun the most members write (by the lemma its writers' tagger reads), over the whole theme.
  const writers = new Map<string, number>();
  for (const t of typicalOrder) {
    const own = new Set(tags[t].filter((x) => x.word && NOUNS.has(x.tag) && !excluded.has(x.normal) && !excluded.has(x.lemma)).map((x) => stem(x.lemma)));
    for (const s of own) writers.set(s, (writers.get(s) ?? 0) + weights[t]);
  }
  let head: string | undefined;
  let most = 0;
  for (const [s, n] of writers) if (n > most) [head, most] = [s, n];
  if (!head || most < 3 || most < THING_SHARE * size) return undefined;
  if ([...writers.values()].filter((n) => n === most).length > 1) return undefined;
  // More members write it than any word of the label, or the label holds it and only the wish is missing.
  const labelWriters = Math.max(0, ...words.map((w) => typicalOrder.reduce((sum, t) => (memberStems(tags[t]).has(stem(w)) ? sum + weights[t] : sum), 0)));
  const holds = words.some((w) => stem(w) === head);
  if (!holds && labelWriters >= most) return undefined;
  // The asking word written before the noun, with at most two words between, as the askers write it, over the noun(s) of a
  // compound the noun is the first of ("more bike racks", not "more bike").
  const bases = new Map<string, { asking: string; n: number; first: number; next: Map<string, number> }>();
  const by = new Map<string, number>();
  asking.forEach((t, order) => {
    const m = tags[t];
    // A member with a bare stop ("Oh great, more adverts, please stop") asks for none of its phrases.
    if (bareAgainst(m)) return;
    const seen = new Set<string>();
    for (let i = 0; i < m.length; i++) {
      // Not under a denial or a word asking the other way, back to the clause's start: "no more paper tickets", "stop
      // building more houses", "rather than more plastic bags".
      if (!ASKING_FOR.has(m[i].normal) || (i > 0 && m[i - 1].normal === 'any') || againstAt(m, i)) continue;
      if (i === m.findIndex((x) => x.word) && !openerAsks(m)) continue;
      for (let j = i + 1; j <= Math.min(m.length - 1, i + 1 + BETWEEN_WORDS); j++) {
        if (!m[j].word) break;
        if (NOUNS.has(m[j].tag) && stem(m[j].lemma) === head) {
          const base = m.slice(i, j + 1).map((x) => x.normal).join(' ');
          if (!seen.has(base)) {
            seen.add(base);
            const p = bases.get(base) ?? { asking: m[i].normal, n: 0, first: order, next: new Map<string, number>() };
            p.n += weights[t];
            // The nouns after it where the noun is a compound's first ("bike racks").
            let end = j;
            while (end + 1 < m.length && m[end + 1].word && NOUNS.has(m[end + 1].tag)) end++;
            const rest = m.slice(j + 1, end + 1).map((x) => x.normal).join(' ');
            p.next.set(rest, (p.next.get(rest) ?? 0) + weights[t]);
            bases.set(base, p);
            by.set(m[i].normal, (by.get(m[i].normal) ?? 0) + weights[t]);
          }
          break;
        }
        if (!['ADJ', 'NOUN', 'PROPN'].includes(m[j].tag)) break;
      }
    }
  });
  // The phrase over the compound most of its writers write ("more bike racks"); where most write the noun as a compound's
  // first but no one compound is most written, no phrase ("more bike").
  const phrases = new Map<string, { asking: string; n: number; first: number }>();
  for (const [base, p] of bases) {
    const [rest, n] = [...p.next].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0];
    if (rest === '') phrases.set(base, p);
    else if (n * 2 > p.n) phrases.set(`${base} ${rest}`, p);
  }
  const ranked = [...phrases].sort((a, b) => (by.get(b[1].asking) ?? 0) - (by.get(a[1].asking) ?? 0) || b[1].n - a[1].n || a[1].first - b[1].first || (a[0] < b[0] ? -1 : 1));
  // One asking word the members share: where two are written as often ("more evening lessons", "cheaper lessons"), the theme
  // holds two wishes and the label stands.
  const counts = [...by.values()].sort((a, b) => b - a);
  if (counts.length > 1 && counts[1] >= counts[0]) return undefined;
  // Members of the whole theme against the thing ("Stop building more houses", "We don't need more houses", "Please stop")
  // count against asking for more of it.
  const againstMore = typicalOrder.filter((t) => asksAgainst(tags[t], head!)).reduce((sum, t) => sum + weights[t], 0);
  // A label holding the noun inside a compound ("Parking charges") keeps the compound's last noun.
  const kept = words.findIndex((w) => stem(w) === head);
  const next = kept >= 0 && kept + 1 < words.length ? words[kept + 1] : undefined;
  // (where half the noun's writers write the compound: "parking charges", not "more parking" over one "parking spaces").
  const compoundWriters = next === undefined ? 0 : typicalOrder.filter((t) => tags[t].some((x, i) => NOUNS.has(x.tag) && stem(x.lemma) === head && NOUNS.has(tags[t][i + 1]?.tag ?? '') && stem(tags[t][i + 1].normal) === stem(next))).reduce((sum, t) => sum + weights[t], 0);
  const compound = compoundWriters * 2 >= most ? next : undefined;
  let tried = 0;
  for (const [display, p] of ranked) {
    const against = OPPOSITE[p.asking];
    if (against && (by.get(against) ?? 0) >= (by.get(p.asking) ?? 0)) continue;
    if (INCREASING.has(p.asking) && againstMore >= (by.get(p.asking) ?? 0)) continue;
    const n = display.split(' ').length;
    if (n < 2 || n > 4) continue;
    if (compound !== undefined && !display.split(' ').some((w) => stem(w) === stem(compound))) continue;
    if (display === label.trim().toLowerCase() || !free(display)) continue;
    if (tried++ >= TRIED) break;
    // The label checks of 2026-12-08, but a complaint about the thing does not contradict asking for a better one (the members
    // who say the router is weak ask for a better router).
    const fault = labelFault(display, typicalOrder, tags, size);
    if (fault === undefined || fault.startsWith('contradicted ')) return display;
  }
  return undefined;
}
