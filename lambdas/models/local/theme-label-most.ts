/**
 * Themes 2026-12-10: a short label names what most of the theme's members write, in their words.
 *
 * Read on answers it had not seen, 2026-12-08 still named a theme after one member's detail where
 * one word is written by most of the theme: "Visitor centre" for five answers that each ask for
 * toilets, "Ill instructor" for six answers about cancelled lessons, "Taken slots" for five about
 * booking lessons, "Sound limiter" where most write of the music. Here, where the word (by stem)
 * that most members write is written by at least three and half of the theme, and the label's own
 * words by at most half as many, the label gives way to a phrase of the members around that word:
 *
 * - a phrase the naming already found (candidates of theme-phrase-candidates.ts and the others),
 *   holding the word, whose other content words at least two members write;
 * - "Cancelled lessons": a verb most members write, as its past participle (or -ing form) before
 *   the noun most of its writers write with it in the same clause, where no writer denies it;
 * - "Music cut off": a noun most write, with the past participle (and particle) a member says of it
 *   ("the music was cut off"), the participle written by two members;
 * - "Not enough parking", "More toilets": the amount a member writes of the noun.
 *
 * Of these, the phrase whose words the most members write together, then the one most members
 * write as a phrase. Where none has two such members the label stays: a label of one member's
 * words is no better for holding another member's.
 *
 * Where the label holds the word most members write beside a word of one member ("Soap in the
 * toilets") and another word is written by at least three and half of the theme ("cleaned" by four),
 * a phrase built around that other word and holding the label's shared word names the theme, with
 * the members' denial ("Toilets not cleaned" for "nobody cleans the toilets", "toilets never get
 * cleaned"; an affirmation and a denial of the same words count apart). A denial is read the same
 * way everywhere in this step: "not", "n't", "never", "no", "nobody", "nothing", "nowhere",
 * "without", "hardly", "barely", "rarely" up to three words back, within the clause.
 *
 * A word padded to two with "only" ("Time only", where the answers are one word each and none
 * writes "only"), when three members and half the theme write it, gives way to such a phrase holding
 * the word ("More time"), else to the word and the noun most of the other members write, two at least
 * ("Weather and rain").
 *
 * Not yet released, so mended: an amount counts by the members who write it of the word (lack and
 * excess apart; two and a third of the theme), never by all who write the word ("Not enough staff"
 * from one aside among five "Staff"); "no more queues" and a past contrast ("Last year there was not
 * enough parking, now it's fine") give no amount; no amount or denial names a theme whose members
 * mostly praise the word (the answer valence the label checks read); an -ed form inside a wish
 * ("should be replaced") is no participle of a fact ("Replacing hurdles", not "Replaced hurdles").
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { CLAUSE_END, type PhraseCandidate } from './theme-phrase-candidates.js';
import { memberStems, writersOfStems } from './theme-label-support.js';
import { memberValence, wish } from './theme-label-checks.js';
import type { LabelContext } from './theme-label-context.js';

type Tags = readonly (readonly TaggedWord[])[];

/** Words of a label or member that name no idea of their own. */
export const LIGHT = new Set('be have do get got make go come take give put keep let use want need like love feel seem say know think try see look find help would could should can will good great nice bad better best more less much many lot really very well also just still even thing things time day week way people person one problem issue always never ever not no too enough only'.split(' '));
/**
 * Denials a member writes just before a word ("never", "not", "no"), read within the clause. The one list (with
 * DENIAL_REACH and deniedAt) for label steps after 2026-12-10 to import: the lists of the earlier steps
 * (theme-label-ideas.ts, theme-shared-words.ts, theme-shared-pairs.ts, theme-phrase-candidates.ts) stay as their versions read them.
 */
export const DENIALS: ReadonlySet<string> = new Set(['not', "n't", 'never', 'no', 'nobody', 'nothing', 'nowhere', 'without', 'hardly', 'barely', 'rarely']);
/** How far back a denial reaches (the same for every word this step reads). */
export const DENIAL_REACH = 3;
/** Auxiliaries between a noun and what is said of it ("was cut", "kept getting cancelled"). */
const BETWEEN = new Set("is are was were be been being got get gets getting keep keeps kept has have had always often just again all not n't".split(' '));
export const PARTICLES = new Set(['off', 'out', 'up', 'down', 'away', 'over']);
/** Amounts a member writes of a noun, as they read in a label. */
const AMOUNTS: readonly (readonly string[])[] = [['not', 'enough'], ['no'], ['more'], ['too', 'few'], ['too', 'many'], ['lack', 'of']];
/** Words before "more" that make it no wish for more ("no more queues", "not any more", "once more"). */
const NOT_MORE = new Set(['no', 'not', "n't", 'any', 'once']);
/** Past forms that, with a word of the present ("now", "these days"), tell a past contrast ("Last year there was not enough parking, now it's fine"). */
const PAST = new Set(['was', 'were', 'had', 'did', 'used']);
const TIME_BACK = new Set(['year', 'time', 'term', 'month', 'week', 'summer', 'winter', 'season']);
/** Words before a verb's -ed form that make it part of a wish, not a fact ("should be replaced", "needs to be fixed", "please get them repaired"). */
const WISHING = new Set(['should', 'must', 'need', 'needs', 'needed', 'to', 'please', 'could', 'would', "'d", 'want', 'wants', 'ought', 'will', "'ll"]);
/** The words a label may not end in (V18 fragments: "Hard to hear the", "Opening and it was"). */
export const FUNCTION_END = new Set('the a an to of and or but it its was were is are be been in on at for with by from my our your their his her this that there as if than so'.split(' '));
export const WORDISH = /^\p{L}[\p{L}'-]*$/u;
const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);
export const NOUNS = new Set(['NOUN', 'PROPN']);
/** What stands between a verb and its object ("cancelled three lessons", "book a lesson"). */
export const OBJECT_WAY = new Set(['DET', 'NUM', 'ADJ']);

function idea(x: TaggedWord): boolean {
  return x.word && WORDISH.test(x.normal) && x.normal.length > 2 && CONTENT.has(x.tag) && !LIGHT.has(x.lemma) && !LIGHT.has(x.normal);
}

/** Is the word at i denied in its clause ("never cancelled", "no toilets")? */
export function deniedAt(tokens: readonly TaggedWord[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - DENIAL_REACH); k--) {
    if (tokens[k].tag === 'PUNCT' || CLAUSE_END.has(tokens[k].normal)) return false;
    if (DENIALS.has(tokens[k].normal) || tokens[k].lemma === 'not') return true;
  }
  return false;
}

/** The clause of tokens around i (between punctuation and clause words). */
export function clauseAround(tokens: readonly TaggedWord[], i: number): [number, number] {
  let from = i;
  while (from > 0 && tokens[from - 1].tag !== 'PUNCT' && !CLAUSE_END.has(tokens[from - 1].normal)) from--;
  let to = i;
  while (to + 1 < tokens.length && tokens[to + 1].tag !== 'PUNCT' && !CLAUSE_END.has(tokens[to + 1].normal)) to++;
  return [from, to];
}

interface Built {
  display: string;
  /** Stems of its content words. */
  stems: string[];
  /** Members writing it as a phrase. */
  writers: Set<number>;
  /** Built here as its writers' idea ("Cancelled lessons"), before a phrase of theirs with the same words ("Lesson cancelled"). */
  first?: boolean;
  /** An amount of the word ("Not enough parking"): lack ("not enough", "no", "more", "too few", "lack of") or excess ("too many"). */
  amount?: 'lack' | 'excess';
}

/**
 * The label most members' words give, or undefined where the label stands: see the file comment.
 * Of the context, `pool` gives the phrases the naming found for the theme, `ok` a label not taken and not misreading its members.
 */
export function mostSaidLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, excluded, ok } = context;
  // "Time only": a word padded to two by a word no member writes after it (theme-names.ts, theme-idea-names.ts).
  const first = label.toLowerCase().split(/\s+/)[0];
  const padded = /^\S+\s+only$/iu.test(label) && !typicalOrder.some((t) => tags[t].some((x, i) => x.normal === 'only' && i > 0 && stem(tags[t][i - 1].normal) === stem(first)));
  if (size < 4 && !padded) return undefined;
  const cache = new Map<string, number>();
  const writers = (s: string) => cache.get(s) ?? cache.set(s, writersOfStems([s], typicalOrder, tags, weights)).get(s)!;
  const together = (stems: readonly string[]) => {
    let sum = 0;
    for (const t of typicalOrder) if (stems.every((s) => memberStems(tags[t]).has(s))) sum += weights[t];
    return sum;
  };
  // The stem most members write (ties: more of them write it as a noun, then alphabetical).
  const nounUses = new Map<string, number>();
  const verbUses = new Map<string, number>();
  const stems = new Set<string>();
  for (const t of typicalOrder) {
    tags[t].forEach((x) => {
      if (!idea(x) || excluded.has(x.lemma) || excluded.has(x.normal)) return;
      const s = stem(x.lemma);
      stems.add(s);
      const uses = NOUNS.has(x.tag) ? nounUses : x.tag === 'VERB' ? verbUses : undefined;
      uses?.set(s, (uses.get(s) ?? 0) + weights[t]);
    });
  }
  let top = '';
  for (const s of stems) {
    const d = writers(s) - (top ? writers(top) : 0);
    if (!top || d > 0 || (d === 0 && ((nounUses.get(s) ?? 0) > (nounUses.get(top) ?? 0) || ((nounUses.get(s) ?? 0) === (nounUses.get(top) ?? 0) && s < top)))) top = s;
  }
  if (padded) top = stem(first);
  const most = top ? writers(top) : 0;
  // The padded word too must be written by at least three and half of the theme ("Staff only" of five one-word answers passes, a rebuild of it still needs its own writers).
  if (most < 3 || most * 2 < size) return undefined;
  const labelStems = label.toLowerCase().split(/\s+/).filter((w) => w.length > 2 && !LIGHT.has(w)).map((w) => stem(w));
  // "Fixed floodlights" where every member writing "fixed" writes it inside a wish ("when will the floodlights be fixed"): a label of no fact.
  const wishedOnly = !padded && /ed$/u.test(first) && typicalOrder.some((t) => tags[t].some((x) => x.normal === first)) && typicalOrder.every((t) => tags[t].every((x, i) => x.normal !== first || wishedAt(tags[t], i)));
  let own = padded || wishedOnly ? 0 : Math.max(0, ...labelStems.map(writers));
  // Words of the label the new one keeps ("toilet" of "Soap in the toilets"); none where the label is of few members' words.
  let kept: string[] = [];
  if (!padded && !wishedOnly && own * 2 > most) {
    // "Soap in the toilets" where four of five write that the toilets are not cleaned: a word of one member beside
    // the word most write gives way to a phrase around the word most of the others write.
    const weak = Math.min(...labelStems.map(writers));
    let second = '';
    for (const s of stems) if (!labelStems.includes(s) && writers(s) > (second ? writers(second) : 0)) second = s;
    if (weak > 1 || !second || writers(second) < 3 || writers(second) * 2 < size) return undefined;
    kept = labelStems.filter((s) => writers(s) >= 3);
    top = second;
    own = weak;
  }

  const built: Built[] = [];
  const add = (display: string, stemsOf: string[], t: number, first = false, amount?: 'lack' | 'excess') => {
    const found = built.find((b) => b.display.toLowerCase() === display.toLowerCase());
    if (found) found.writers.add(t);
    else built.push({ display, stems: stemsOf, writers: new Set([t]), first, ...(amount ? { amount } : {}) });
  };
  // The members writing an amount of the word, by kind: an amount counts by its own writers, not by all who write the word.
  const amountWriters = { lack: new Set<number>(), excess: new Set<number>() };
  for (const p of context.pool()) {
    const ps = p.content.map((w) => stem(w));
    if (ps.includes(top)) built.push({ display: p.display, stems: ps, writers: new Set(p.writers) });
  }
  const verb = (verbUses.get(top) ?? 0) > (nounUses.get(top) ?? 0);
  // Per pair of words built here, the members writing it affirmed and denied.
  const polarity = new Map<string, [Set<number>, Set<number>]>();
  for (const t of typicalOrder) {
    const m = tags[t];
    m.forEach((x, i) => {
      if (stem(x.lemma) !== top || !(padded || idea(x))) return;
      const [from, to] = clauseAround(m, i);
      const denied = deniedAt(m, i);
      // "Cancelled lessons": the participle before the noun it is done to (its object, or the subject of a passive);
      // "Toilets not cleaned" where its writer denies it ("nobody cleans the toilets", "toilets never get cleaned").
      const doneTo = (v: number, n: number) =>
        n > v ? m.slice(v + 1, n).every((w) => OBJECT_WAY.has(w.tag)) : m.slice(n + 1, v).every((w) => BETWEEN.has(w.normal) || w.tag === 'ADV') && m.slice(n + 1, v).some((w) => ['be', 'get'].includes(w.lemma));
      for (let k = from; k <= to && !(denied && NOUNS.has(x.tag)); k++) {
        const [v, n] = verb && x.tag === 'VERB' ? [i, k] : NOUNS.has(x.tag) ? [k, i] : [-1, -1];
        if (v < 0 || k === i || m[v].tag !== 'VERB' || !NOUNS.has(m[n].tag) || !idea(m[v]) || !idea(m[n]) || excluded.has(m[n].lemma) || excluded.has(m[v].lemma) || !doneTo(v, n)) continue;
        // With a particle, a denial or an irregular participle the noun comes first ("Music cut off", "Toilets not cleaned", "Card left").
        const particle = v > n && PARTICLES.has(m[v + 1]?.normal ?? '') ? ` ${m[v + 1].normal}` : '';
        // No participle from a wish ("be fixed" after "will"), nor a verb's base form before its object ("Fix the lights").
        const done = participleOf(stem(m[v].lemma), typicalOrder, tags) ?? (wishedAt(m, v) ? undefined : m[v].normal);
        if (!done || (v < n && done === m[v].lemma)) continue;
        const noun = nounForm(m[n].lemma, typicalOrder, tags);
        // An -ing form names the activity, whichever way its writers go ("Booking lessons" for "could not book lessons").
        const display = deniedAt(m, v) && !done.endsWith('ing') ? `${noun} not ${done}${particle}` : particle || !/(?:ed|ing)$/u.test(done) ? `${noun} ${done}${particle}` : `${done} ${noun}`;
        const key = [stem(m[n].lemma), stem(m[v].lemma)];
        add(display, key, t, true);
        const ways = polarity.get(key.join(' ')) ?? polarity.set(key.join(' '), [new Set(), new Set()]).get(key.join(' '))!;
        ways[display.includes(' not ') ? 1 : 0].add(t);
      }
      // "Not enough parking", "More toilets": an amount just before the word.
      for (const amount of AMOUNTS) {
        const at = i - amount.length;
        if (at < from || !amount.every((w, j) => m[at + j].normal === w)) continue;
        // "No more queues" is no wish for more; a past amount beside the present ("last year … now it's fine") is no complaint.
        if ((amount[0] === 'more' && at > 0 && NOT_MORE.has(m[at - 1].normal)) || pastContrast(m, from, to)) continue;
        const kind = amount[1] === 'many' ? 'excess' : 'lack';
        add(`${amount.join(' ')} ${x.normal}`, [top], t, false, kind);
        amountWriters[kind].add(t);
      }
    });
  }
  // Ranked: a phrase whose words together more members write than the label's own words, then an amount of the word most write;
  // then the members writing all its words, then built here, then its writers as a phrase.
  let best: { b: Built; rank: number[] } | undefined;
  for (const b of built) {
    const words = b.display.split(/\s+/);
    if (words.length < 2 || words.length > 4 || !b.stems.every((s) => s === top || writers(s) >= 2) || (kept.length > 0 && !b.stems.some((s) => kept.includes(s))) || !ok(b.display)) continue;
    // A phrase built here does not count the members writing its words the other way ("toilets not cleaned" against "cleaned toilets").
    const against = b.first ? polarity.get(b.stems.join(' '))?.[b.display.includes(' not ') ? 0 : 1].size ?? 0 : 0;
    // An amount: by the members who write it (at least two and a third of the theme), never against what most of the word's writers say.
    const amountOf = b.amount ? [...amountWriters[b.amount]].reduce((sum, t) => sum + weights[t], 0) : 0;
    if (b.amount && (amountOf < 2 || amountOf * 3 < size)) continue;
    if ((b.amount || b.display.includes(' not ')) && praisedBy(top, typicalOrder, tags)) continue;
    const all = b.amount ? amountOf : b.stems.length === 1 ? most : together(b.stems) - against;
    const kind = b.stems.length > 1 && all > own ? 2 : b.stems.length === 1 ? 1 : 0;
    const rank = [kind, all, Number(!!b.first), b.writers.size];
    if (kind > 0 && (!best || later(best.rank, rank))) best = { b, rank };
  }
  if (best || !padded) return best?.b.display;
  // Else the word and the noun most of the others write, by two at least ("Weather and rain"), a label of their words rather than a padding.
  let other: string | undefined;
  let otherWriters = 0;
  for (const t of typicalOrder) {
    for (const x of tags[t]) {
      if (!NOUNS.has(x.tag) || !idea(x) || stem(x.lemma) === top || excluded.has(x.lemma)) continue;
      const n = writers(stem(x.lemma));
      // A noun of one member names nothing the theme shares ("Staff and friday" from one aside).
      if (n < 2) continue;
      if (n > otherWriters || (n === otherWriters && other !== undefined && x.normal < other)) [other, otherWriters] = [x.normal, n];
    }
  }
  const joined = other && `${first} and ${other}`;
  return joined && ok(joined) ? joined : undefined;
}

/** Does rank b come before rank a? */
function later(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] > a[i];
  return false;
}

/** The past participle members write of a verb's stem ("cancelled"), else its -ing form ("booking"). */
function participleOf(s: string, typicalOrder: readonly number[], tags: Tags): string | undefined {
  const forms = new Map<string, number>();
  // An -ed form inside a wish ("should be replaced", "needs to be fixed") is no fact: only its -ing form or another writer's fact names it.
  for (const t of typicalOrder) tags[t].forEach((x, i) => {
    if (stem(x.lemma) !== s || !/(?:ed|ing)$/u.test(x.normal) || (x.normal.endsWith('ed') && wishedAt(tags[t], i))) return;
    forms.set(x.normal, (forms.get(x.normal) ?? 0) + 1);
  });
  const ranked = [...forms].sort((a, b) => Number(b[0].endsWith('ed')) - Number(a[0].endsWith('ed')) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return ranked[0]?.[0];
}

/** A noun as its writers write it, plural where any writes the plural ("lessons"). */
export function nounForm(lemma: string, typicalOrder: readonly number[], tags: Tags): string {
  for (const t of typicalOrder) for (const x of tags[t]) if (x.lemma === lemma && x.normal !== lemma && x.normal.startsWith(lemma.slice(0, -1))) return x.normal;
  return lemma;
}

/** Is the word at i part of a wish ("should be replaced", "when will the lights be fixed"), a wishing word up to four back within the clause? */
export function wishedAt(tokens: readonly TaggedWord[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (tokens[k].tag === 'PUNCT' || CLAUSE_END.has(tokens[k].normal)) return false;
    if (WISHING.has(tokens[k].normal)) return true;
  }
  return false;
}

/** A past clause beside the present in the same answer: "Last year there was not enough parking, now it's fine", "There used to be no lockers". */
function pastContrast(m: readonly TaggedWord[], from: number, to: number): boolean {
  if (!m.slice(from, to + 1).some((x) => PAST.has(x.normal))) return false;
  return m.some((x, i) => ['now', 'nowadays', 'anymore'].includes(x.normal) || (x.normal === 'these' && m[i + 1]?.normal === 'days') || (x.normal === 'used' && m[i + 1]?.normal === 'to') || (x.normal === 'last' && TIME_BACK.has(m[i + 1]?.normal ?? '')));
}

/** Do half or more of the members writing the stem praise (a positive answer, no wish), so that a lack or a denial of it contradicts them? */
function praisedBy(s: string, typicalOrder: readonly number[], tags: Tags): boolean {
  let writers = 0;
  let praise = 0;
  for (const t of typicalOrder) {
    if (!tags[t].some((x) => x.word && stem(x.lemma) === s)) continue;
    writers++;
    if (!wish(tags[t]) && memberValence(tags[t]) > 0.1) praise++;
  }
  return writers > 0 && praise * 2 >= writers;
}
