/**
 * Themes 2026-12-01: short labels composed of a judgement and a thing that several members write
 * together.
 *
 * A theme about late deliveries has members that write "my box came late", "late again, the
 * delivery…", "deliveries are always late": the idea is "late" said of "delivery" by most of
 * them, but only some write it as one phrase, so 2026-11-30 named the theme after whichever phrase
 * a typical member wrote ("Delivery times"). Here an adjective and a noun that at least two
 * members write in one clause (by lemma) form a candidate "Late deliveries" (the noun spelled as
 * the members mostly spell it), scored with the members' own phrases. Polarity is the members':
 * where most of them deny the adjective ("the herbs were not fresh") the candidate is "Herbs not
 * fresh"; a pair a member denies and another affirms is left out.
 */
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import type { PhraseCandidate } from './theme-phrase-candidates.js';
import { NUMBER_WORDS } from './theme-shared-words.js';

/** Members (by weight) that must write the pair. */
const PAIRED_BY = 2;
/** Adjectives that say nothing of a noun (as theme-phrase-candidates.ts). */
const EMPTY = new Set('good bad great nice best better worse worst okay ok fine same other such own sure able possible impossible available new first last next only real whole much many more most less enough few lot single'.split(' '));
/** Nouns that name nothing alone. */
const VAGUE = new Set(
  ('time times day days week weeks month months year years hour hours minute minutes way people person problem issue thing things one reason part case point fact place number idea lot bit kind ' +
    'morning mornings afternoon afternoons evening evenings weekend weekends').split(' '),
);
const NOUN = new Set(['NOUN', 'PROPN']);
/** Words that end a clause. */
const CLAUSE_BREAK = new Set(['but', 'because', 'although', 'though', 'while', 'whereas', 'so']);
/** Adverbs of degree and frequency, which qualify a predicate rather than being one ("is too high", "is always late"). */
const DEGREE = new Set('too very so quite really pretty rather far much more less still always never often sometimes usually just also even already again almost nearly only'.split(' '));
const DENIALS = new Set(['not', "n't", 'never', 'no', 'rarely', 'seldom', 'hardly', 'barely', 'nobody', 'nothing', 'without']);

interface Pair {
  writers: number[];
  denied: number;
  affirmed: number;
  nounSpellings: Map<string, number>;
  adjective: string;
  noun: string;
}

/** The clauses of a text: runs of tokens between punctuation and clause-breaking conjunctions. */
function clauses(tokens: readonly TaggedWord[]): TaggedWord[][] {
  const out: TaggedWord[][] = [[]];
  for (const t of tokens) {
    if (t.tag === 'PUNCT' || CLAUSE_BREAK.has(t.normal)) out.push([]);
    else out[out.length - 1].push(t);
  }
  return out.filter((c) => c.length > 0);
}

/** Candidates "Late deliveries" / "Herbs not fresh" from adjectives and nouns several members write in one clause. */
export function sharedPairCandidates(
  texts: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
): PhraseCandidate[] {
  const usable = (t: TaggedWord) => t.word && t.normal.length > 2 && !/\d/.test(t.normal) && !NUMBER_WORDS.has(t.normal) && !NUMBER_WORDS.has(t.lemma) && !excluded.has(t.lemma) && !excluded.has(t.normal);
  const pairs = new Map<string, Pair>();
  for (const t of texts) {
    const seen = new Set<string>();
    for (const clause of clauses(tags[t])) {
      const nouns = clause.filter((w) => NOUN.has(w.tag) && usable(w) && !VAGUE.has(w.lemma));
      clause.forEach((a, i) => {
        // "was late": the tagger reads a predicate after "be" as an adverb now and then.
        const predicate = a.tag === 'ADV' && clause[i - 1]?.lemma === 'be' && /^\p{L}+$/u.test(a.normal) && !/ly$/.test(a.normal) && !DEGREE.has(a.normal) && clause[i + 1]?.tag !== 'ADJ';
        if ((a.tag !== 'ADJ' && !predicate) || !usable(a) || EMPTY.has(a.lemma)) return;
        // Denied when a denial stands within the three words before it ("not fresh", "never on time").
        const denied = clause.slice(Math.max(0, i - 3), i).some((w) => DENIALS.has(w.normal));
        for (const n of nouns) {
          if (stem(n.lemma) === stem(a.lemma)) continue;
          const key = `${a.lemma} ${n.lemma}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const pair: Pair = pairs.get(key) ?? { writers: [], denied: 0, affirmed: 0, nounSpellings: new Map(), adjective: a.normal, noun: n.lemma };
          pair.writers.push(t);
          if (denied) pair.denied += weights[t];
          else pair.affirmed += weights[t];
          pair.nounSpellings.set(n.display, (pair.nounSpellings.get(n.display) ?? 0) + weights[t]);
          pairs.set(key, pair);
        }
      });
    }
  }
  const out: PhraseCandidate[] = [];
  for (const [key, p] of pairs) {
    const weight = p.denied + p.affirmed;
    // Both readings present: the members disagree, so neither is the theme's idea.
    if (weight < PAIRED_BY || (p.denied > 0 && p.affirmed > 0)) continue;
    const noun = [...p.nounSpellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    const adjective = key.split(' ')[0];
    const negated = p.denied > 0;
    out.push({
      key: negated ? `${p.noun} not ${adjective}` : key,
      display: negated ? `${noun} not ${p.adjective}` : `${p.adjective} ${noun}`,
      content: negated ? [p.noun, adjective] : [adjective, p.noun],
      writers: p.writers,
      nouns: [p.noun],
    });
  }
  return out;
}

const COPULA = new Set(['is', 'are', 'was', 'were', 'be', 'been', "'s", "'re", 'seems', 'seem', 'looks', 'look', 'feels', 'feel', 'stays', 'stay', 'remains', 'remain']);
const NEGATOR = new Set(['not', "n't", 'never']);

/**
 * Denied predicates with adverbs around the denial, which 2026-11-30 reads only when the denial
 * comes first ("the vegetables are not fresh"): "the vegetables are often not fresh", "the room
 * was still not ready" give "Vegetables not fresh", "Room not ready" (the subject noun as written,
 * a noun right before it kept as its compound).
 */
export function deniedPredicateCandidates(
  texts: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
): PhraseCandidate[] {
  const usable = (t: TaggedWord | undefined) => !!t && t.word && t.normal.length > 2 && !/\d/.test(t.normal) && !NUMBER_WORDS.has(t.normal) && !NUMBER_WORDS.has(t.lemma) && !excluded.has(t.lemma) && !excluded.has(t.normal);
  const found = new Map<string, { spellings: Map<string, number>; writers: number[]; noun: string; adjective: string }>();
  for (const t of texts) {
    const tokens = tags[t];
    for (let i = 0; i + 3 < tokens.length; i++) {
      const noun = tokens[i];
      if (!NOUN.has(noun.tag) || !usable(noun) || VAGUE.has(noun.lemma) || !COPULA.has(tokens[i + 1].normal)) continue;
      let j = i + 2;
      let denials = 0;
      let adverbs = 0;
      for (; tokens[j] && (tokens[j].tag === 'ADV' || NEGATOR.has(tokens[j].normal) || tokens[j].tag === 'PART'); j++) {
        if (NEGATOR.has(tokens[j].normal) || tokens[j].lemma === 'not') denials++;
        else adverbs++;
      }
      // Only the shapes 2026-11-30 misses: a denial with an adverb before it.
      const adjective = tokens[j];
      if (denials !== 1 || adverbs === 0 || NEGATOR.has(tokens[i + 2].normal) || !adjective || adjective.tag !== 'ADJ' || !usable(adjective) || EMPTY.has(adjective.lemma)) continue;
      const before = tokens[i - 1];
      const compound = before && NOUN.has(before.tag) && usable(before) ? [before, noun] : [noun];
      const key = `${compound.map((w) => w.lemma).join(' ')} not ${adjective.lemma}`;
      const display = `${compound.map((w) => w.display).join(' ')} not ${adjective.display}`;
      const entry = found.get(key) ?? { spellings: new Map<string, number>(), writers: [], noun: noun.lemma, adjective: adjective.lemma };
      if (!entry.writers.includes(t)) entry.writers.push(t);
      entry.spellings.set(display, (entry.spellings.get(display) ?? 0) + weights[t]);
      found.set(key, entry);
    }
  }
  return [...found].map(([key, e]) => ({
    key,
    display: [...e.spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0],
    content: key.split(' ').filter((w) => w !== 'not'),
    writers: e.writers,
    nouns: key.split(' not ')[0].split(' '),
  }));
}
