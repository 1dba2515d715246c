/**
 * Candidate short labels of themes 2026-11-30 (theme-typical-names.ts): the name-like phrases the
 * members write (namePhrases of theme-idea-names.ts: noun phrases, "rude staff" from "the staff
 * were rude", "card not working"), and predicates that 2026-11-29 passes over because an adjunct
 * follows the adjective: "the kitchen is dirty by lunchtime" is "Dirty kitchen", "membership is
 * too expensive for what we get" is "Expensive membership", "the desks are too small for two
 * monitors" is "Small desks" (a size is a complaint here, not a vague word), "air conditioning
 * is too cold in summer" is "Cold air conditioning" (the compound kept). A negated predicate
 * keeps its negation ("Kitchen not clean"). Phrases the members mostly negate, phrases with
 * "no"/"not" that only one member negates, and verbs cut from their object are dropped.
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { negationShared } from './theme-common-names.js';
import { namePhrases } from './theme-idea-names.js';
import { NUMBER_WORDS } from './theme-shared-words.js';

export interface PhraseCandidate {
  /** Lemmas, space-separated. */
  key: string;
  /** The members' most common spelling. */
  display: string;
  /** Content lemmas (no "not", "no", "of"). */
  content: string[];
  /** Distinct texts writing it. */
  writers: number[];
  /** Its content words that its writers tag as nouns. */
  nouns: string[];
}

const NOUN = new Set(['NOUN', 'PROPN']);
const COPULA = new Set(['is', 'are', 'was', 'were', 'be', 'been', "'s", "'re", 'seems', 'seem', 'looks', 'look', 'feels', 'feel', 'gets', 'get', 'got', 'stays', 'stay', 'remains', 'remain']);
const NEGATORS = new Set(['not', "n't", 'never']);
/** Adverbs that deny what follows ("rarely clean", "hardly working"), and "nobody" before a verb. */
const NEGATING = new Set(['never', 'rarely', 'seldom', 'hardly', 'barely', 'scarcely', 'nobody', 'nothing', 'nowhere']);
/** Adjuncts after a predicate adjective that leave it qualifying the noun ("dirty by lunchtime", "cold in summer"). */
const ADJUNCTS = new Set(['by', 'in', 'for', 'during', 'after', 'before', 'on', 'at', 'every', 'all', 'most', 'again', 'lately', 'now', 'today']);
const POSSESSIVE = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
export const CLAUSE_END = new Set(['when', 'whenever', 'because', 'since', 'while', 'if', 'so', 'and', 'but', 'as', 'though', 'although']);
/** Adjectives that say nothing of the noun. */
export const EMPTY = new Set('good bad great nice best better worse worst okay ok fine same other such own sure able possible impossible available new first last next only real whole much many more most less enough few lot'.split(' '));
/** Words that name nothing wherever they stand in a label. */
const NAMES_NOTHING = new Set('next same other such own sure able possible impossible available whole real only certain various similar'.split(' '));
const TEMPLATE = new Set('comment comments feedback remark remarks answer answers response responses mention mentions misc miscellaneous general other'.split(' '));
/** Small words a label's content words are read without. */
const LINKING = new Set('a an the of in on at for with to from and no not my our your their'.split(' '));
/** "Department using": a verb that needs its object, cut off from it, names nothing. */
const OBJECT_VERBS = /\b(using|having|getting|making|doing|taking|giving|trying|wanting|needing|asking)$/i;

interface Use {
  key: string;
  display: string;
  negated: boolean;
}

const usableWord = (t: TaggedWord | undefined, excluded: ReadonlySet<string>) =>
  !!t && t.word && t.normal.length > 2 && !/\d/.test(t.normal) && !NUMBER_WORDS.has(t.normal) && !excluded.has(t.lemma) && !excluded.has(t.normal) && !TEMPLATE.has(t.lemma);

/** "the kitchen is dirty by lunchtime" → "dirty kitchen"; "the fridge is not clean" → "fridge not clean". */
export function predicatePhrases(tokens: readonly TaggedWord[], excluded: ReadonlySet<string>): Use[] {
  const out: Use[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const noun = tokens[i];
    if (!NOUN.has(noun.tag) || !usableWord(noun, excluded)) continue;
    let j = i + 1;
    if (!tokens[j] || !(tokens[j].tag === 'AUX' || COPULA.has(tokens[j].normal))) continue;
    j++;
    let negated = false;
    let negator = 'not';
    if (tokens[j] && (NEGATORS.has(tokens[j].normal) || tokens[j].lemma === 'not')) {
      negated = true;
      j++;
    }
    // "rarely clean", "no longer clean": the adverb denies the adjective.
    for (; tokens[j]?.tag === 'ADV' || (tokens[j]?.normal === 'no' && tokens[j + 1]?.normal === 'longer'); j++) {
      if (tokens[j].normal === 'no') {
        [negated, negator] = [true, 'no longer'];
        j++;
      } else if (NEGATING.has(tokens[j].normal)) [negated, negator] = [true, tokens[j].normal];
      else if (tokens[j].lemma === 'not') break;
    }
    const adjective = tokens[j];
    if (!adjective || adjective.tag !== 'ADJ' || !usableWord(adjective, excluded) || EMPTY.has(adjective.lemma)) continue;
    const after = tokens[j + 1];
    const ends = !after || after.tag === 'PUNCT' || CLAUSE_END.has(after.normal) || ADJUNCTS.has(after.normal);
    if (!ends) continue;
    // "the wait in reception was long": the subject is the noun before the preposition ("Long wait").
    const before = tokens[i - 1];
    let b = i - 1;
    while (tokens[b]?.tag === 'DET' || POSSESSIVE.has(tokens[b]?.normal ?? '')) b--;
    if (tokens[b]?.tag === 'ADP') {
      // Back over every prepositional phrase: "the smell from the rubbish room in summer is awful" is "Awful smell".
      let k = b;
      let head: TaggedWord | undefined;
      while (tokens[k]?.tag === 'ADP') {
        k--;
        while (tokens[k]?.tag === 'DET' || POSSESSIVE.has(tokens[k]?.normal ?? '')) k--;
        if (!tokens[k] || !NOUN.has(tokens[k].tag)) {
          head = undefined;
          break;
        }
        head = tokens[k];
        while (NOUN.has(tokens[k - 1]?.tag ?? '')) k--;
        let p = k - 1;
        while (tokens[p]?.tag === 'DET' || POSSESSIVE.has(tokens[p]?.normal ?? '') || tokens[p]?.tag === 'ADJ') p--;
        if (tokens[p]?.tag !== 'ADP') break;
        k = p;
      }
      if (!head || !NOUN.has(head.tag) || !usableWord(head, excluded) || negated) continue;
      out.push({ key: `${adjective.lemma} ${head.lemma}`, display: `${adjective.display} ${head.display}`, negated: precededByNegation(tokens, k) });
      continue;
    }
    // "someone moves a card is exhausting": the noun is a verb's object, not the subject.
    let v = i - 1;
    while (tokens[v] && (tokens[v].tag === 'DET' || tokens[v].tag === 'ADJ' || NOUN.has(tokens[v].tag) || POSSESSIVE.has(tokens[v].normal))) v--;
    if (tokens[v]?.tag === 'VERB' || tokens[v]?.tag === 'SCONJ') continue;
    // "air conditioning", "meeting rooms": a noun right before is part of the subject.
    const compound = before && NOUN.has(before.tag) && usableWord(before, excluded) && !/[^s]s$/.test(before.normal) ? [before, noun] : [noun];
    const subject = compound.map((w) => w.display);
    const subjectKey = compound.map((w) => w.lemma);
    out.push(
      negated
        ? { key: [...subjectKey, 'not', adjective.lemma].join(' '), display: [...subject, negator, adjective.display].join(' '), negated: false }
        : { key: [adjective.lemma, ...subjectKey].join(' '), display: [adjective.display, ...subject].join(' '), negated: precededByNegation(tokens, i) },
    );
  }
  return out;
}

function precededByNegation(tokens: readonly TaggedWord[], i: number): boolean {
  for (let k = Math.max(0, i - 3); k < i; k++) if (NEGATORS.has(tokens[k].normal) || NEGATING.has(tokens[k].normal) || tokens[k].normal === 'no' || tokens[k].normal === 'without') return true;
  return false;
}

/**
 * Per stem a member writes: does it mostly deny it (a negated adjective or verb: "not fresh",
 * "rarely clean", "nobody cleans"; its other uses, nouns too, count against: "never anywhere to
 * park" against "car park")?
 */
export function memberNegations(tokens: readonly TaggedWord[]): Map<string, boolean> {
  const uses = new Map<string, [number, number]>();
  tokens.forEach((w, i) => {
    if (!w.word || !CONTENT.has(w.tag)) return;
    const key = stem(w.lemma);
    const entry = uses.get(key) ?? [0, 0];
    entry[0]++;
    if ((w.tag === 'ADJ' || w.tag === 'VERB') && precededByNegation(tokens, i)) entry[1]++;
    uses.set(key, entry);
  });
  return new Map([...uses].map(([key, [all, negated]]) => [key, negated > 0 && negated * 2 >= all]));
}

/**
 * Stems that most of the theme's members writing them deny (by weight: one long answer is one
 * member), and those that most write plainly.
 */
function polarities(texts: readonly number[], tags: readonly (readonly TaggedWord[])[], weights: ArrayLike<number>): { negated: Set<string>; plain: Set<string> } {
  const votes = new Map<string, [number, number]>();
  for (const t of texts) {
    for (const [key, negated] of memberNegations(tags[t])) {
      const entry = votes.get(key) ?? [0, 0];
      entry[0] += weights[t];
      if (negated) entry[1] += weights[t];
      votes.set(key, entry);
    }
  }
  const negated = new Set([...votes].filter(([, [all, denied]]) => denied > 0 && denied * 2 >= all).map(([key]) => key));
  return { negated, plain: new Set([...votes.keys()].filter((key) => !negated.has(key))) };
}

const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);
/** Nouns too vague to carry a label alone ("Long people", "Single day"). */
const VAGUE_NOUNS = new Set(
  ('time times day days week weeks month year hour hours minute minutes way people person problem issue thing things one reason part case point fact place number idea lot bit kind ' +
    'morning mornings afternoon afternoons evening evenings weekend weekends monday tuesday wednesday thursday friday saturday sunday').split(' '),
);

/** Sentence punctuation that has no place inside a short label. */
export const SENTENCE_MARK = /[.!?;:]/;

/** Are a phrase's nouns all vague ("opening hours", "single day")? */
export function namesOnlyVague(p: Pick<PhraseCandidate, 'nouns'>): boolean {
  return p.nouns.length > 0 && p.nouns.every((n) => VAGUE_NOUNS.has(n));
}

/** Every candidate phrase of a theme's members (`texts`, most typical first), with its writers. */
export function phraseCandidates(
  texts: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
  options: {
    /** 2026-12-04's shared-lemma names (theme-label-heads.ts): also phrases whose nouns are all vague ("opening hours"; namesOnlyVague tells them apart). */
    vagueHeads?: boolean;
    /** 2026-12-04: no phrase running over a sentence mark ("coming in.": the tagger reads a sentence-final "in." as a noun). */
    withinSentence?: boolean;
    /** 2026-12-05: a word a phrase holds as a noun is not denied by its verb's denials ("pay machines" beside "for not paying"), unless a member denies the noun itself ("No seats"). */
    nounsUndenied?: boolean;
  } = {},
): PhraseCandidate[] {
  const { negated, plain } = polarities(texts, tags, weights);
  const negation = negationShared(texts, tags, weights);
  // Stems some member denies as a noun ("no seats", "never any towels"): a denial of the noun, not of its verb.
  const nounsDenied = new Set(options.nounsUndenied ? texts.flatMap((t) => tags[t].filter((x, i) => x.word && NOUN.has(x.tag) && precededByNegation(tags[t], i)).map((x) => stem(x.lemma))) : []);
  const found = new Map<string, { spellings: Map<string, number>; writers: number[] }>();
  for (const t of texts) {
    const names = namePhrases(tags[t], excluded);
    // "desk staff" inside the member's "front desk staff" is a fragment of it, not a phrase of its own.
    const nounLemmas = new Set(tags[t].filter((w) => NOUN.has(w.tag)).map((w) => w.lemma));
    const oneMore = (u: Use, v: Use) => !v.negated && v.key.split(' ').length === u.key.split(' ').length + 1;
    // Cut from its own compound: "desk staff" in "front desk staff", "cheaper part-time" in "cheaper part-time plan".
    const fragment = (u: Use) =>
      names.some(
        (v) => oneMore(u, v) && ((v.key.endsWith(` ${u.key}`) && nounLemmas.has(v.key.split(' ')[0])) || (v.key.startsWith(`${u.key} `) && nounLemmas.has(v.key.split(' ').at(-1) as string))),
      );
    const whole = names.filter((u) => !fragment(u));
    const predicates = predicatePhrases(tags[t], excluded);
    // "unclear progression" where the member wrote "career progression is unclear": the whole subject stands.
    const within = (u: Use) => predicates.some((v) => v.key !== u.key && v.key.startsWith(`${u.key.split(' ')[0]} `) && v.key.endsWith(` ${u.key.split(' ').at(-1)}`));
    const uses = [...whole.filter((u) => !within(u)), ...predicates];
    const denies = memberNegations(tags[t]);
    const nounHere = (w: string) => !!options.nounsUndenied && !nounsDenied.has(stem(w)) && tags[t].some((x) => x.lemma === w && NOUN.has(x.tag));
    for (const use of uses) {
      // A member that denies a word of the plain phrase ("the kitchen is rarely clean") does not write it.
      if (use.negated || (!/ not /.test(` ${use.key} `) && use.key.split(' ').some((w) => denies.get(stem(w)) && !nounHere(w)))) continue;
      const entry = found.get(use.key) ?? { spellings: new Map<string, number>(), writers: [] };
      if (!entry.writers.includes(t)) entry.writers.push(t);
      entry.spellings.set(use.display, (entry.spellings.get(use.display) ?? 0) + weights[t]);
      found.set(use.key, entry);
    }
  }
  const out: PhraseCandidate[] = [];
  for (const [key, e] of found) {
    const display = [...e.spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    const words = key.split(' ');
    if (words.length < 2 || words.length > 4) continue;
    const content = words.filter((w) => !LINKING.has(w));
    const nouns = headNouns(key, e.writers, tags);
    // A word the members mostly negate, shown without its negation, says the opposite.
    if (!/ not /.test(` ${key} `) && content.some((w) => negated.has(stem(w)) && !(options.nounsUndenied && nouns.includes(w) && !nounsDenied.has(stem(w))))) continue;
    // "Staff not helpful" where most members writing "helpful" praise the staff: the denial is a minority's.
    const denied = words[words.indexOf('not') + 1];
    if (/ not /.test(` ${key} `) && denied && plain.has(stem(denied))) continue;
    if (!negation(display) || OBJECT_VERBS.test(display)) continue;
    if (display.toLowerCase().split(' ').some((w) => TEMPLATE.has(w))) continue;
    // "Couple next door", "Same desk": a word that says nothing of the theme anywhere in the phrase.
    if (content.some((w) => NAMES_NOTHING.has(w))) continue;
    // Some noun other than a vague one ("appointment time" stays, "single day" goes).
    if (!options.vagueHeads && namesOnlyVague({ nouns })) continue;
    if (options.withinSentence && SENTENCE_MARK.test(display)) continue;
    out.push({ key, display, content, writers: e.writers, nouns });
  }
  return out;
}

/** The phrase's words that its writers tag as nouns. */
function headNouns(key: string, writers: readonly number[], tags: readonly (readonly TaggedWord[])[]): string[] {
  const words = new Set(key.split(' '));
  const nouns = new Set<string>();
  for (const t of writers) for (const w of tags[t]) if (NOUN.has(w.tag) && words.has(w.lemma)) nouns.add(w.lemma);
  return [...nouns];
}
