/**
 * Themes 2026-12-02: the rules its short labels add to those of 2026-12-01 (theme-label-rules.ts,
 * theme-typical-names.ts).
 *
 * A topic without what is said about it: "Delivery times" for answers that say the deliveries are
 * late, "Staff" where they say the staff are not helpful. When the winning phrase is bare nouns,
 * the qualifier its members write of that noun is put in front of it ("Late delivery times"), or
 * after it with its denial when most of its writers deny it ("Staff not helpful"). A qualifier
 * (an adjective, or a past participle) counts when
 *
 * - a member writes it of the label's noun: before it, or after a linking verb in the same clause
 *   ("deliveries are always late"), so "bright sunlight" says nothing of a screen;
 * - at least two members and a third of the theme write it as a qualifier (by stem: "late again"
 *   counts, "book a class" does not count for "booked");
 * - it is no more common outside the theme than inside, not a word of the context or one the
 *   request's answers nearly all write, and not a word that says nothing of the noun ("same",
 *   "new", "enough");
 * - members that deny it ("not late") are counted apart and the label takes the polarity most of
 *   its writers give it; where they split evenly no qualifier is added, nor praise or blame that
 *   more than a third of the members judging the noun contradict ("rude staff" where others write
 *   "friendly staff"; the VADER valence of the word, turned by its denial).
 *
 * Where no qualifier is shared but half the theme praises or blames in different words ("kind",
 * "gentle", "caring" nurses), the word of that valence members write of the noun itself goes in
 * front of it (sharedJudgement: "Lovely nursing staff"). And a phrase whose only qualifier counts
 * or delimits ("single", "whole", "every": "Single night" from "loud parties every single night")
 * is no candidate (onlyCounts).
 */
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { CLAUSE_END as PHRASE_END, EMPTY as SAYS_NOTHING, memberNegations, type PhraseCandidate } from './theme-phrase-candidates.js';
import { relatedGroupsOf } from './theme-related-words.js';

/** Share of the theme (by weight) that must write a qualifier. */
const QUALIFIER_SHARE = 1 / 3;
/** Members (by weight) that must write a qualifier. */
const SHARED_BY = 2;
/** Longest short label, in words. */
const MAX_WORDS = 4;
const COPULA = new Set(['be', 'is', 'are', 'was', 'were', 'been', 'seem', 'seems', 'feel', 'feels', 'look', 'looks', 'get', 'gets', 'got', 'stay', 'stays', 'remain', 'remains', 'become', 'becomes']);
/** Words that end a phrase (theme-phrase-candidates.ts), and relative pronouns. */
const CLAUSE_END = new Set([...PHRASE_END, 'which', 'that', 'who']);
/** Qualifiers that say nothing of the noun (theme-phrase-candidates.ts), and quantities. */
const EMPTY = new Set([...SAYS_NOTHING, ...'little several certain various similar different main extra overall usual single'.split(' ')]);
/** Irregular past participles that qualify a noun ("lost luggage"). */
const PARTICIPLES = new Set(['lost', 'stolen', 'broken', 'stuck', 'frozen', 'hidden', 'torn', 'worn', 'shut', 'cut']);

/** Is the phrase bare nouns (no qualifier, no denial)? */
function bareNouns(p: PhraseCandidate): boolean {
  return p.content.length > 0 && p.content.every((w) => p.nouns.includes(w)) && !/\b(not|no|never)\b/.test(p.key);
}

/** The nouns a phrase is about: those before "of" ("speed of the lectures"), else all ("delivery times"). */
function headsOf(p: PhraseCandidate): string[] {
  const words = p.key.split(' ');
  const of = words.indexOf('of');
  return (of > 0 ? words.slice(0, of) : words).filter((w) => p.nouns.includes(w));
}

/** VADER valence from which a word praises (1) or blames (−1), as the lexicon sentiment model reads words. */
const VALENCE = 0.05;
function valence(word: string, cache: Map<string, number>): number {
  let v = cache.get(word);
  if (v === undefined) {
    const compound = SentimentIntensityAnalyzer.polarity_scores(word).compound;
    v = compound >= VALENCE ? 1 : compound <= -VALENCE ? -1 : 0;
    cache.set(word, v);
  }
  return v;
}

/** A qualifier: an adjective, or a past participle ("delayed", "lost"). */
function qualifies(t: TaggedWord | undefined): boolean {
  if (!t || !t.word || t.normal.length < 3 || EMPTY.has(t.lemma) || EMPTY.has(t.normal)) return false;
  return t.tag === 'ADJ' || (t.tag === 'VERB' && (/ed$/.test(t.normal) || PARTICIPLES.has(t.normal)));
}

const NOUN = new Set(['NOUN', 'PROPN']);

/**
 * The qualifiers a member writes of the noun (stems in `head`): before it, at most one noun
 * between ("late delivery", "late delivery times"), or after a linking verb in its clause ("the
 * deliveries are always late"), by lemma.
 */
function qualifiersOf(tokens: readonly TaggedWord[], head: (t: TaggedWord) => boolean, ofNoun = false): Map<string, string> {
  const out = new Map<string, string>();
  tokens.forEach((t, i) => {
    if (!NOUN.has(t.tag) || !head(t)) return;
    // Before: "late delivery", "late delivery times" (the head may follow one more noun), unless
    // the noun only modifies another ("missed appointment fee" says nothing of appointments).
    const next = tokens[i + 1];
    const modifies = !!next && NOUN.has(next.tag) && !head(next);
    for (let j = i - 1; !modifies && j >= Math.max(0, i - 2); j--) {
      if (qualifies(tokens[j])) {
        out.set(tokens[j].lemma, tokens[j].normal);
        break;
      }
      if (!NOUN.has(tokens[j].tag)) break;
    }
    // 2026-12-03: a noun that modifies another ("the chat support team was rude") is not what the linking verb's adjective qualifies.
    if (ofNoun && modifies) return;
    // After a linking verb in the same clause: "deliveries are always late", "the app is not stable".
    let k = i + 1;
    while (k < tokens.length && k <= i + 3 && tokens[k].word && !COPULA.has(tokens[k].lemma) && !COPULA.has(tokens[k].normal) && !CLAUSE_END.has(tokens[k].normal)) {
      // 2026-12-03: another noun before the verb is its subject ("the support and the team were rude").
      if (ofNoun && NOUN.has(tokens[k].tag) && !head(tokens[k])) return;
      k++;
    }
    if (k >= tokens.length || !(COPULA.has(tokens[k].lemma) || COPULA.has(tokens[k].normal))) return;
    for (let m = k + 1; m < Math.min(tokens.length, k + 4); m++) {
      const u = tokens[m];
      if (!u.word || CLAUSE_END.has(u.normal)) break;
      if (qualifies(u)) {
        out.set(u.lemma, u.normal);
        break;
      }
      if (u.tag !== 'ADV' && u.tag !== 'PART' && u.normal !== 'not') break;
    }
  });
  return out;
}

/**
 * The short label with the qualifier most members write of its noun, or undefined when the
 * phrase is not bare nouns or no qualifier is shared enough (see the file's comment).
 * `distinctive(w)`: is the word no more common outside the theme than inside (themeWriters > 0)?
 */
export function statedIdea(
  p: PhraseCandidate,
  typicalOrder: readonly number[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  themeSize: number,
  excluded: ReadonlySet<string>,
  distinctive: (w: string) => boolean,
  /** 2026-12-03: a qualifier's writers and the theme's judgements are counted only where written of the noun (theme-label-support.ts). */
  ofNoun = false,
): string | undefined {
  if (!bareNouns(p)) return undefined;
  const heads = headsOf(p);
  if (heads.length === 0) return undefined;
  const headStems = new Set(heads.map(stem));
  const headGroups = new Set(heads.flatMap((h) => relatedGroupsOf(h)));
  const isHead = (t: TaggedWord) => headStems.has(stem(t.lemma)) || headStems.has(stem(t.normal)) || relatedGroupsOf(t.normal).some((g) => headGroups.has(g));
  // Qualifiers written of the noun by at least one member, in the members' spelling; and each
  // member's judgements of it (a word of praise or blame, turned by its denial: "not helpful" blames).
  const attached = new Map<string, { display: string; rank: number; of: number }>();
  const cache = new Map<string, number>();
  const denials = typicalOrder.map((t) => memberNegations(tags[t]));
  const ofIt = typicalOrder.map(() => new Set<string>());
  const judgements = typicalOrder.map((t, r) => {
    const signs = new Set<number>();
    for (const [lemma, normal] of qualifiersOf(tags[t], isHead, ofNoun)) {
      ofIt[r].add(stem(lemma));
      const entry = attached.get(lemma) ?? attached.set(lemma, { display: normal, rank: r, of: 0 }).get(lemma)!;
      entry.of += weights[t];
      const v = valence(lemma, cache);
      if (v !== 0) signs.add(denials[r].get(stem(lemma)) === true ? -v : v);
    }
    return signs;
  });
  // Members (by weight) judging the noun the other way from `sign`.
  const against = (sign: number) => typicalOrder.reduce((sum, t, r) => sum + (judgements[r].has(-sign) ? weights[t] : 0), 0);
  let best: { text: string; support: number; rank: number } | undefined;
  for (const [lemma, { display, rank, of }] of attached) {
    if (of === 0 || excluded.has(lemma) || excluded.has(display) || p.content.includes(lemma) || !distinctive(lemma)) continue;
    const s = stem(lemma);
    const { affirm, deny } = writersOf(s, { typicalOrder, tags, weights }, denials, (x) => stem(x.lemma) === s || stem(x.normal) === s, ofNoun ? ofIt : undefined);
    const support = Math.max(affirm, deny);
    if (affirm === deny || support < SHARED_BY || support < QUALIFIER_SHARE * themeSize) continue;
    // Praise or blame stands only where at most a third of the judging members say the opposite.
    const sign = valence(lemma, cache) * (affirm > deny ? 1 : -1);
    if (sign !== 0 && against(sign) * 2 > support) continue;
    const text = affirm > deny ? `${display} ${p.display}` : `${p.display} not ${display}`;
    if (text.split(/\s+/).length > MAX_WORDS) continue;
    if (!best || support > best.support || (support === best.support && rank < best.rank)) best = { text, support, rank };
  }
  if (best) return best.text;
  const denied = deniedAction(p, { typicalOrder, tags, weights, themeSize, excluded }, isHead);
  if (denied) return denied;
  return sharedJudgement(p, { typicalOrder, tags, weights, themeSize, excluded }, attached, cache, denials, ofNoun ? { ofIt, judgements } : undefined);
}

/**
 * The weight of the members who write a qualifier with stem `s` (a word `writes` accepts),
 * affirmed and denied (`denials`: each member's negated stems, in typical order).
 */
function writersOf(
  s: string,
  theme: Pick<ThemeWords, 'typicalOrder' | 'tags' | 'weights'>,
  denials: readonly ReadonlyMap<string, boolean>[],
  writes: (x: TaggedWord) => boolean,
  /** 2026-12-03: each member's qualifier stems written of the noun (in typical order); only those count. */
  ofIt?: readonly ReadonlySet<string>[],
): { affirm: number; deny: number } {
  let affirm = 0;
  let deny = 0;
  theme.typicalOrder.forEach((t, r) => {
    if (ofIt && !ofIt[r].has(s)) return;
    if (!theme.tags[t].some((x) => qualifies(x) && writes(x))) return;
    if (denials[r].get(s) === true) deny += theme.weights[t];
    else affirm += theme.weights[t];
  });
  return { affirm, deny };
}

/** A theme's members (most typical first), their tags and weights, its size, and the words kept out of its name. */
interface ThemeWords {
  typicalOrder: readonly number[];
  tags: readonly (readonly TaggedWord[])[];
  weights: ArrayLike<number>;
  themeSize: number;
  excluded: ReadonlySet<string>;
}

/** Share of the theme (by weight) that must judge the same way, in different words, for sharedJudgement. */
const JUDGING_SHARE = 0.5;

/**
 * A label of bare nouns where the members praise or blame it in different words ("kind",
 * "gentle", "caring" nurses): when half the theme (two members at least) writes a qualifier of
 * one valence (VADER, turned by a denial), at most a third as many the other, the qualifier of
 * that valence its members write of the noun itself, the one most of them write (then the most
 * typical member's), in their polarity ("Staff not helpful" for a denied praise).
 */
function sharedJudgement(
  p: PhraseCandidate,
  theme: ThemeWords,
  attached: ReadonlyMap<string, { display: string; rank: number; of: number }>,
  cache: Map<string, number>,
  denials: readonly ReadonlyMap<string, boolean>[],
  /** 2026-12-03: each member's qualifier stems and judgements written of the noun; only those vote, and the word chosen is one SHARED_BY members write of it. */
  ofNoun?: { ofIt: readonly ReadonlySet<string>[]; judgements: readonly ReadonlySet<number>[] },
): string | undefined {
  const { typicalOrder, tags, weights, themeSize, excluded } = theme;
  const votes = new Map<number, number>([[1, 0], [-1, 0]]);
  typicalOrder.forEach((t, r) => {
    if (ofNoun) {
      for (const sign of ofNoun.judgements[r]) votes.set(sign, (votes.get(sign) as number) + weights[t]);
      return;
    }
    const signs = new Set<number>();
    for (const x of tags[t]) {
      // Adjectives judge; a participle rarely does ("allowed", "charged").
      if (!qualifies(x) || x.tag !== 'ADJ') continue;
      const v = valence(x.lemma, cache);
      if (v !== 0) signs.add(denials[r].get(stem(x.lemma)) === true ? -v : v);
    }
    for (const sign of signs) votes.set(sign, (votes.get(sign) as number) + weights[t]);
  });
  const sign = (votes.get(1) as number) >= (votes.get(-1) as number) ? 1 : -1;
  const forIt = votes.get(sign) as number;
  if (forIt < SHARED_BY || forIt < JUDGING_SHARE * themeSize || 3 * (votes.get(-sign) as number) > forIt) return undefined;
  let best: { text: string; writers: number; rank: number } | undefined;
  for (const [lemma, { display, rank }] of attached) {
    const v = valence(lemma, cache);
    if (v === 0 || excluded.has(lemma) || p.content.includes(lemma)) continue;
    const s = stem(lemma);
    const { affirm, deny } = writersOf(s, theme, denials, (x) => stem(x.lemma) === s, ofNoun?.ofIt);
    const denied = deny > affirm;
    if ((denied ? -v : v) !== sign) continue;
    const writers = Math.max(affirm, deny);
    if (ofNoun && writers < SHARED_BY) continue;
    const text = denied ? `${p.display} not ${display}` : `${display} ${p.display}`;
    if (text.split(/\s+/).length > MAX_WORDS) continue;
    if (!best || writers > best.writers || (writers === best.writers && rank < best.rank)) best = { text, writers, rank };
  }
  return best?.text;
}


/** Adjectives that count or delimit a thing without saying anything of it ("every single night", "the whole week"). */
const COUNTING = new Set('single whole entire half full every each same other'.split(' '));

/** Is the candidate a noun with only a counting adjective ("Single night": "loud parties every single night" says nothing of nights)? */
export function onlyCounts(p: PhraseCandidate): boolean {
  const qualifiers = p.content.filter((w) => !p.nouns.includes(w));
  return qualifiers.length > 0 && qualifiers.every((w) => COUNTING.has(w));
}

/** Verbs too light to say what a thing does ("the app does not have", "it did not get"). */
const LIGHT_VERBS = new Set('be have do get make take go come say tell know want need let see give put seem look feel keep try use'.split(' '));
const NEGATORS = new Set(['not', "n't", 'never', 'no']);

/** The -ing form of a verb as the members write it, else made by rule when regular ("work" → "working"); undefined when the rule may be wrong ("stop"). */
function ingForm(lemma: string, written: string | undefined): string | undefined {
  if (written) return written;
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(lemma) && lemma.length <= 4) return undefined;
  return /[^e]e$/.test(lemma) ? `${lemma.slice(0, -1)}ing` : `${lemma}ing`;
}

/**
 * A label of bare nouns whose members say it does not do what it should ("the card does not
 * work", "my card stopped working", "the guide would not work"): the verb that at least two
 * members and a third of the theme deny with the label's noun as its subject (the noun before the
 * verb in the same clause), more members denying it than affirming it, as "Card not working".
 */
function deniedAction(p: PhraseCandidate, theme: ThemeWords, isHead: (t: TaggedWord) => boolean): string | undefined {
  const { typicalOrder, tags, weights, themeSize, excluded } = theme;
  const votes = new Map<string, { deny: number; affirm: number; ing?: string; rank: number; lemma: string }>();
  typicalOrder.forEach((t, r) => {
    const tokens = tags[t];
    const seen = new Map<string, boolean>();
    tokens.forEach((v, k) => {
      // "stopped working": the tagger may read the -ing form after "stop" as an adjective.
      const stopped = k > 0 && tokens[k - 1].lemma === 'stop' && v.normal.endsWith('ing');
      if ((v.tag !== 'VERB' && !stopped) || LIGHT_VERBS.has(v.lemma) || excluded.has(v.lemma)) return;
      const key = stem(v.lemma);
      // The subject: the label's noun before the verb, in the same clause.
      let subject = false;
      for (let i = k - 1; i >= Math.max(0, k - 6); i--) {
        if (!tokens[i].word || CLAUSE_END.has(tokens[i].normal)) break;
        if (NOUN.has(tokens[i].tag) && isHead(tokens[i])) subject = true;
      }
      if (!subject) return;
      const before = tokens.slice(Math.max(0, k - 3), k);
      const deniedHere = before.some((x) => NEGATORS.has(x.normal)) || stopped;
      seen.set(key, (seen.get(key) ?? false) || deniedHere);
      const entry = votes.get(key) ?? votes.set(key, { deny: 0, affirm: 0, rank: r, lemma: v.tag === 'VERB' ? v.lemma : key }).get(key)!;
      if (v.tag === 'VERB') entry.lemma = v.lemma;
      if (v.normal.endsWith('ing')) entry.ing ??= v.normal;
    });
    for (const [key, deniedHere] of seen) {
      const entry = votes.get(key)!;
      if (deniedHere) entry.deny += weights[t];
      else entry.affirm += weights[t];
    }
  });
  let best: { text: string; deny: number; rank: number } | undefined;
  for (const { deny, affirm, ing, rank, lemma } of votes.values()) {
    if (deny < SHARED_BY || deny < QUALIFIER_SHARE * themeSize || deny <= affirm) continue;
    const form = ingForm(lemma, ing);
    const text = form && `${p.display} not ${form}`;
    if (!text || text.split(/\s+/).length > MAX_WORDS) continue;
    if (!best || deny > best.deny || (deny === best.deny && rank < best.rank)) best = { text, deny, rank };
  }
  return best?.text;
}
