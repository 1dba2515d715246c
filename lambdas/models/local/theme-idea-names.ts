/**
 * Theme names of version 2026-11-27: the shared idea as the answers say it. A short label is a run
 * of two to four words that several members write themselves, read in context by its parts of
 * speech (wink-nlp), so that it is a name and not a fragment of a sentence:
 *
 * - it ends in a noun and starts with an adjective, a noun, an attributive participle ("damaged
 *   box") or "no" ("no parking spaces"): never with a verb ("Driver drove", "Tell patients");
 * - words in between are adjectives, nouns, or one "of" ("choice of meals");
 * - a predicate counts as its phrase: "the staff were rude" is "rude staff", and a negated one
 *   keeps its negation, "my card is not working" is "card not working";
 * - a plural noun never modifies the next one ("buses smell" is a sentence, not a compound);
 * - no word twice, no number, no word of the context or of almost every answer, no vague
 *   evaluation ("great", "other") in front; words are shown as the members write them ("buses",
 *   not the lemmatiser's "busses"), and a phrase whose first word the members mostly negate is not
 *   used ("fresh herbs" from "the herbs were not fresh").
 *
 * Two words are never joined by "and" unless members write exactly that. Runs are ranked c-TF-IDF
 * style: the share of the theme that writes it times the share of its uses inside the theme.
 */
import type { TextAnalysis } from '../../core/text/keyphrases.js';
import { stem } from '../../core/text/theme-words.js';
import type { TaggedWord } from './keyphrases-local.js';
import { sentenceCase, type ThemeLabel } from './theme-labels.js';
import { describeTheme } from './theme-names.js';
import { commonPairNames, negationShared, phrasesOfSharedWords } from './theme-common-names.js';
import { NUMBER_WORDS, sharedStems, sharedWeight, sharedWindows } from './theme-shared-words.js';

/**
 * Where a theme has no shared phrase: `first-words` (2026-11-27) takes any member's phrase, else
 * the typical answer's first words; `shared-words` (2026-11-28) wants a word several members
 * write (theme-shared-words.ts); `common` (2026-11-29) wants the whole label written by several
 * members: a shared phrase, else two words several members write together (theme-common-names.ts).
 */
export type UnsharedNaming = 'first-words' | 'shared-words' | 'common';

/** Longest short label, in words. */
const MAX_WORDS = 4;
/** Nouns head a name. */
const NOUN = new Set(['NOUN', 'PROPN']);
/** A short label must be written by at least this many members (by weight) unless none is. */
const SHARED = 2;
/** Negators that make a use of a phrase say the opposite. */
const NEGATORS = new Set(['not', 'no', 'never', "n't", 'without', 'nothing', 'hardly', 'barely']);
const NEGATION_REACH = 3;
/** Adjectives that evaluate or count without naming anything. */
const VAGUE = new Set(
  ('good bad great nice best better worse worst new other same many much more most some any all few own such only real whole certain different ' +
    'entire last next first lot lots several various overall general main big little small huge awesome amazing terrible awful okay ok fine').split(' '),
);
/** Words that would make a label read as a template ("Detailed feedback", "Other comments"). */
const TEMPLATE_WORDS = new Set('comment comments feedback remark remarks answer answers response responses mention mentions misc miscellaneous general other'.split(' '));
/** Words never at either end of a label. */
const EDGE_STOP = new Set('a an the and or but of to in on at for with by from as is are was were be been it this that my our your their his her its'.split(' '));
/** Nouns too vague to head a label after "no" ("no time"). */
const VAGUE_NOUNS = new Set('time day week month year hour minute way people person problem issue thing things one reason part case point fact place number idea'.split(' '));
/** Words before an attributive participle ("a damaged box", "with broken straps"); after a subject it is a verb ("it survived swimming"). */
const BEFORE_ATTRIBUTE = new Set(['DET', 'ADJ', 'ADP', 'PUNCT', 'CCONJ', 'SCONJ', 'NUM']);
export const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
/** A label is first sought among phrases at least this share of the theme writes. */
const LEAD_SHARE = 0.2;

/** Forms of "to be" that link a subject to its predicate. */
const COPULA = new Set(['is', 'are', 'was', 'were', 'be', 'been', "'s", "'re", 'seems', 'seem', 'looks', 'look', 'feels', 'feel', 'gets', 'get', 'got', 'keeps', 'keep']);

export interface IdeaGroup {
  /** Indices of the distinct member texts. */
  texts: readonly number[];
  /** Inputs in the theme (duplicates included). */
  size: number;
  /** The most typical member's text, and its index among the distinct texts. */
  typical: string;
  typicalIndex: number;
  /** The second most typical member's text (2026-11-29 long labels). */
  second?: string;
}

interface Use {
  key: string;
  display: string;
  words: number;
  negated: boolean;
}

const isWordToken = (t: TaggedWord) => t.word && t.normal.length > 1 && !/\d/.test(t.normal);

/** Is the token a plural noun form ("buses", "fares"), which does not modify a following noun? */
function pluralForm(t: TaggedWord): boolean {
  return t.tag === 'NOUN' && t.normal !== t.lemma && /s$/.test(t.normal) && !/ss$/.test(t.normal);
}

/**
 * Is the token at `i` a plural noun? The tagger reads a capitalised plural that opens a sentence
 * ("Tickets cost too much", "Drivers slam the brakes") as a proper noun and keeps its form as the
 * lemma, so there an -s ending counts too: "Tickets cost" is a sentence, not a name.
 */
function pluralAt(tokens: readonly TaggedWord[], i: number): boolean {
  const t = tokens[i];
  if (pluralForm(t)) return true;
  const opensSentence = i === 0 || tokens[i - 1].tag === 'PUNCT';
  return t.tag === 'PROPN' && opensSentence && /[^s]s$/.test(t.normal);
}

/** Words after a predicate adjective that start a new clause: "the driver was rude when I asked" is still "rude driver". */
const CLAUSE_OPENERS = new Set(['when', 'whenever', 'because', 'since', 'while', 'if', 'so', 'and', 'but', 'as']);

function negatedAt(tokens: readonly TaggedWord[], start: number): boolean {
  for (let i = Math.max(0, start - NEGATION_REACH); i < start; i++) if (NEGATORS.has(tokens[i].normal) || tokens[i].lemma === 'not') return true;
  return false;
}

/** The name-like phrases one member writes (see the file comment). */
export function namePhrases(tokens: readonly TaggedWord[], excluded: ReadonlySet<string>): Use[] {
  const out = new Map<string, Use>();
  const add = (key: string, display: string, words: number, negated: boolean) => {
    const previous = out.get(key);
    if (!previous || (previous.negated && !negated)) out.set(key, { key, display, words, negated });
  };
  const usable = (t: TaggedWord) =>
    isWordToken(t) && !excluded.has(t.lemma) && !excluded.has(t.normal) && !NUMBER_WORDS.has(t.normal) && !TEMPLATE_WORDS.has(t.normal) && !TEMPLATE_WORDS.has(t.lemma);
  const head = (t: TaggedWord) => NOUN.has(t.tag) && usable(t) && !EDGE_STOP.has(t.normal) && t.normal.length > 2;
  for (let start = 0; start < tokens.length; start++) {
    const first = tokens[start];
    const opensWithNo = first.normal === 'no';
    const before = tokens[start - 1];
    const attributive = !before || BEFORE_ATTRIBUTE.has(before.tag) || POSSESSIVES.has(before.normal);
    // "let us book classes", "to book slots": a "noun" after a pronoun or "to" is a verb.
    const afterSubject = before && ((before.tag === 'PRON' && !POSSESSIVES.has(before.normal)) || before.normal === 'to');
    const opener =
      opensWithNo ||
      (usable(first) &&
        !EDGE_STOP.has(first.normal) &&
        !VAGUE.has(first.normal) &&
        (first.tag === 'ADJ' || (NOUN.has(first.tag) && !afterSubject) || (first.tag === 'VERB' && /(ed|en)$/.test(first.normal) && attributive)));
    if (!opener) continue;
    const lemmas = new Set<string>(opensWithNo ? [] : [first.lemma]);
    let connectors = 0;
    for (let end = start + 1; end < tokens.length && end - start < MAX_WORDS; end++) {
      const t = tokens[end];
      const previous = tokens[end - 1];
      if (t.normal === 'of' && connectors === 0 && NOUN.has(previous.tag)) {
        connectors++;
        continue;
      }
      if (!usable(t) || lemmas.has(t.lemma) || !(t.tag === 'ADJ' || NOUN.has(t.tag))) break;
      // A participle opens a name only right before its noun ("damaged box"), a plural noun modifies nothing.
      if (previous.tag === 'VERB' && end - start > 1) break;
      if (previous !== first || !opensWithNo) if (pluralAt(tokens, end - 1) && NOUN.has(t.tag) && previous.normal !== 'of') break;
      if (first.tag === 'VERB' && !NOUN.has(t.tag)) break;
      lemmas.add(t.lemma);
      if (!head(t) || (opensWithNo && VAGUE_NOUNS.has(t.lemma))) continue;
      // "the app releases slots", "the lecturer races through": a plural after a singular noun, followed by
      // what follows a verb, is the subject and its verb ("Driver drove" in the present tense).
      const next = tokens[end + 1];
      if (pluralForm(t) && NOUN.has(previous.tag) && !pluralForm(previous) && next && ['DET', 'NOUN', 'PRON', 'ADP', 'ADV', 'NUM', 'PROPN'].includes(next.tag)) break;
      const run = tokens.slice(start, end + 1);
      add(run.map((w) => w.lemma).join(' '), run.map((w) => w.display).join(' '), run.length, !opensWithNo && negatedAt(tokens, start));
    }
  }
  // Predicates: "the staff were (very) rude" → "rude staff"; "my card is not working" → "card not working".
  for (let i = 0; i < tokens.length; i++) {
    const noun = tokens[i];
    if (!head(noun)) continue;
    let j = i + 1;
    const linked = tokens[j] && (tokens[j].tag === 'AUX' || COPULA.has(tokens[j].normal));
    // "herbs not fresh": a note-style predicate without its verb, only when negated.
    if (!linked && tokens[j]?.lemma !== 'not') continue;
    if (linked) j++;
    let negated = false;
    if (tokens[j] && (tokens[j].lemma === 'not' || tokens[j].normal === "n't" || tokens[j].normal === 'never')) {
      negated = true;
      j++;
    }
    if (tokens[j]?.tag === 'ADV' && tokens[j].lemma !== 'not') j++;
    const predicate = tokens[j];
    if (!predicate || !usable(predicate) || VAGUE.has(predicate.normal) || predicate.lemma === noun.lemma) continue;
    // "the app keeps crashing", "the screen is flickering": the noun with the members' own -ing form.
    const object = tokens[j + 1];
    // A particle ends a phrasal verb ("the doctor is running behind."): not a state of the noun.
    const particle = object?.tag === 'ADP' && (!tokens[j + 2] || tokens[j + 2].tag === 'PUNCT');
    if (!negated && predicate.tag === 'VERB' && /ing$/.test(predicate.normal) && !particle && !(object && ['DET', 'NOUN', 'PRON', 'PROPN', 'NUM', 'ADV', 'ADJ'].includes(object.tag))) {
      add(`${noun.lemma} ${predicate.normal}`, `${noun.display} ${predicate.display}`, 2, negatedAt(tokens, i));
      continue;
    }
    // "support is impossible to reach", "slides are full of typos": the adjective does not qualify the noun alone.
    const after = tokens[j + 1];
    if (!negated && after && !(after.tag === 'PUNCT' || after.tag === 'CCONJ' || CLAUSE_OPENERS.has(after.normal))) continue;
    if (negated && (predicate.tag === 'ADJ' || (predicate.tag === 'VERB' && /(ing|ed)$/.test(predicate.normal)))) {
      add(`${noun.lemma} not ${predicate.lemma}`, `${noun.display} not ${predicate.display}`, 3, false);
    } else if (!negated && predicate.tag === 'ADJ') {
      add(`${predicate.lemma} ${noun.lemma}`, `${predicate.display} ${noun.display}`, 2, negatedAt(tokens, i));
    }
  }
  return [...out.values()];
}

/** Lemmas most of whose uses in these texts follow a negation. */
function mostlyNegatedWords(texts: readonly (readonly TaggedWord[])[]): Set<string> {
  const uses = new Map<string, [number, number]>();
  for (const tokens of texts) {
    tokens.forEach((t, i) => {
      if (!t.word || (t.tag !== 'ADJ' && t.tag !== 'VERB')) return;
      const entry = uses.get(t.lemma) ?? [0, 0];
      entry[0]++;
      if (negatedAt(tokens, i)) entry[1]++;
      uses.set(t.lemma, entry);
    });
  }
  return new Set([...uses.entries()].filter(([, [all, negated]]) => negated * 2 >= all).map(([lemma]) => lemma));
}

/** Word variants count as one ("lecture", "lectures"). */
function stemOf(word: string): string {
  return stem(word);
}

/** Names every theme (largest first: earlier themes choose first). */
export function nameIdeas(
  themes: readonly IdeaGroup[],
  tags: readonly (readonly TaggedWord[])[],
  analyses: readonly TextAnalysis[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
  unshared: UnsharedNaming = 'first-words',
): ThemeLabel[] {
  const uses = tags.map((t) => namePhrases(t, excluded));
  // Per theme: weighted members using each phrase, negated uses, spellings.
  const perTheme = themes.map((theme) => {
    const counts = new Map<string, { mentions: number; negated: number; words: number; spellings: Map<string, number>; first: number }>();
    theme.texts.forEach((t, order) => {
      for (const use of uses[t]) {
        const entry = counts.get(use.key) ?? { mentions: 0, negated: 0, words: use.words, spellings: new Map(), first: order };
        entry.mentions += weights[t];
        if (use.negated) entry.negated += weights[t];
        entry.spellings.set(use.display, (entry.spellings.get(use.display) ?? 0) + weights[t]);
        counts.set(use.key, entry);
      }
    });
    return counts;
  });
  const overall = new Map<string, number>();
  for (const counts of perTheme) for (const [key, e] of counts) overall.set(key, (overall.get(key) ?? 0) + e.mentions);
  const taken = new Set<string>();
  const pairs = unshared === 'common' ? commonPairNames(themes, tags, weights, excluded) : undefined;
  return themes.map((theme, c) => {
    // Words the members mostly negate ("not fresh") lead no label ("Fresh herbs").
    const negatedWords = mostlyNegatedWords(theme.texts.map((t) => tags[t]));
    const ranked = [...perTheme[c].entries()]
      .filter(([key, e]) => e.negated * 2 < e.mentions && !(negatedWords.has(key.split(' ')[0]) && !key.includes(' not ')))
      .map(([key, e]) => ({
        key,
        mentions: e.mentions,
        display: [...e.spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0],
        score: (e.mentions / Math.max(1, theme.size)) * (e.mentions / (overall.get(key) as number)) * (e.words > 2 ? 0.9 : 1),
        first: e.first,
      }))
      .sort((a, b) => b.score - a.score || b.mentions - a.mentions || a.first - b.first || (a.key < b.key ? -1 : 1));
    const shared = ranked.filter((r) => r.mentions >= SHARED);
    const leading = shared.filter((r) => r.mentions >= LEAD_SHARE * theme.size);
    // No shared phrase: one member's phrase around the theme's most used noun, else the typical answer's first.
    const nounUse = new Map<string, number>();
    for (const t of theme.texts) for (const p of analyses[t].phrases) if (p.words === 1 && p.kind === 'noun' && !excluded.has(p.key)) nounUse.set(p.key, (nounUse.get(p.key) ?? 0) + weights[t]);
    const topNoun = [...nounUse.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
    const aroundTop = topNoun ? ranked.filter((r) => r.key.split(' ').includes(topNoun)) : [];
    const typicalOwn = (uses[theme.typicalIndex] ?? []).filter((u) => !u.negated).map((u) => ({ key: u.key, display: u.display }));
    // What follows the phrases two members write (pairs of shared words above all) is built only if none names the theme.
    const head: { key: string; display: string }[] = [...leading, ...shared];
    const tail = (): { key: string; display: string }[] => pairs
      ? [
          ...phrasesOfSharedWords(theme.texts, [...typicalOwn, ...ranked], tags, weights, excluded, (d) => negationFaithful(negatedWords)(d) && !OBJECT_VERBS.test(d)),
          ...pairs(new Set([...negatedWords].map(stemOf)), c).map((display) => ({ key: display.toLowerCase(), display })),
          // Fewer than two shared nouns: a member's name-like phrase around a shared word, as 2026-11-28.
          ...evidenced(theme, [...typicalOwn, ...ranked], tags, weights, excluded, negatedWords),
          // Two nouns two members write together, ranked by their writers, below the evidenced phrases.
          ...pairs(new Set([...negatedWords].map(stemOf)), c, true).map((display) => ({ key: display.toLowerCase(), display })),
          // No word shared at all: one member's phrase, as 2026-11-28, rather than first words ("Emails only").
          ...aroundTop,
          ...typicalOwn,
          ...ranked,
        ]
      : [...aroundTop, ...(unshared === 'shared-words' ? evidenced(theme, [...typicalOwn, ...ranked], tags, weights, excluded, negatedWords) : []), ...typicalOwn, ...ranked];
    // 2026-11-29: a window of a member's words may hold a template word ("Last answer"): never a label.
    // 2026-11-29: nor a "no"/"not" phrase only one member negates ("No nurse").
    const negation = negationShared(theme.texts, tags, weights);
    const usable = (d: string) => !taken.has(d.toLowerCase()) && !(pairs && (d.toLowerCase().split(' ').some((w) => TEMPLATE_WORDS.has(w)) || !negation(d)));
    let options = head;
    let chosen = head.find((o) => usable(o.display))?.display;
    if (!chosen) {
      options = [...head, ...tail()];
      chosen = options.find((o) => usable(o.display))?.display;
    }
    if (!chosen && unshared !== 'first-words') chosen = anyWindow(theme, tags, taken, pairs ? new Set([...excluded, ...TEMPLATE_WORDS]) : excluded, negatedWords);
    if (!chosen) chosen = fallbackName(theme, tags, taken, excluded);
    taken.add(chosen.toLowerCase());
    const chosenStems = new Set(chosen.split(' ').map(stemOf));
    const chosenKeyWords = new Set(options.find((o) => o.display === chosen)?.key.split(' ') ?? []);
    const distinctFrom = (display: string, key: string) =>
      !display.split(' ').some((w) => chosenStems.has(stemOf(w))) && !key.split(' ').some((w) => chosenKeyWords.has(w));
    const more = shared.filter((r) => distinctFrom(r.display, r.key)).map((r) => r.display);
    const extra: string[] = [];
    for (const m of more) if (extra.length < 2 && !extra.some((e) => e.split(' ').some((w) => m.split(' ').map(stemOf).includes(stemOf(w))))) extra.push(m);
    const nouns = [...nounUse.entries()].filter(([k, n]) => n >= SHARED && distinctFrom(k, k) && !TEMPLATE_WORDS.has(k)).sort((a, b) => b[1] - a[1]).map(([k]) => displayOf(k, theme, tags));
    // 2026-11-28: a noun lemmatised away from its written form ("app", "application") is compared as written too.
    const shownElsewhere = (n: string) => unshared === 'shared-words' && chosenStems.has(stemOf(n));
    for (const n of nouns) if (extra.length < 2 && !shownElsewhere(n) && !extra.some((e) => e.split(' ').map(stemOf).includes(stemOf(n)))) extra.push(n);
    const quoted = opening(theme.typical);
    const echo = quoted.toLowerCase().startsWith(chosen.toLowerCase());
    // 2026-11-29: where the typical answer opens with the label, the next typical answer is quoted instead.
    const example = pairs && echo && theme.second ? opening(theme.second) : undefined;
    const label =
      extra.length > 0 ? `${chosen}: ${extra.join(' and ')}` : example ? `${chosen}, as in "${example}"` : echo ? `${chosen}, and answers like it` : `${chosen}, as in "${quoted}"`;
    return { shortLabel: sentenceCase(chosen), label: sentenceCase(label), description: describeTheme(theme.size, theme.typical) };
  });
}

/**
 * 2026-11-28: one member's phrases that hold a word several members write (in the order of 2026-11-27),
 * then windows of the members' own words around such a word (theme-shared-words.ts).
 */
function evidenced(
  theme: IdeaGroup,
  candidates: readonly { key: string; display: string }[],
  tags: readonly (readonly TaggedWord[])[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
  negatedWords: ReadonlySet<string>,
): { key: string; display: string }[] {
  const stems = sharedStems(theme.texts, tags, weights, excluded, SHARED);
  const faithful = (c: { display: string }) => negationFaithful(negatedWords)(c.display);
  const phrases = candidates.filter((c) => sharedWeight(c.display, stems) > 0 && faithful(c) && !OBJECT_VERBS.test(c.display));
  const central = [theme.typicalIndex, ...theme.texts.filter((t) => t !== theme.typicalIndex)];
  const windows = sharedWindows(central, tags, stems, excluded).map((display) => ({ key: display.toLowerCase(), display })).filter(faithful);
  return [...phrases, ...windows];
}

/** 2026-11-28, when every phrase is taken: a window of a member's words ending in a noun ("Speed of the lectures"), not the first words. */
function anyWindow(
  theme: IdeaGroup,
  tags: readonly (readonly TaggedWord[])[],
  taken: ReadonlySet<string>,
  excluded: ReadonlySet<string>,
  negatedWords: ReadonlySet<string>,
): string | undefined {
  const central = [theme.typicalIndex, ...theme.texts.filter((t) => t !== theme.typicalIndex)];
  const faithful = negationFaithful(negatedWords);
  return sharedWindows(central, tags, new Map(), excluded, false).find((w) => !taken.has(w.toLowerCase()) && faithful(w));
}

/** A phrase holds no word the members mostly negate ("Cards work" where most write that it does not), unless it says "not". */
function negationFaithful(negatedWords: ReadonlySet<string>): (display: string) => boolean {
  const negated = new Set([...negatedWords].map(stemOf));
  return (display) => / not /.test(display) || !display.toLowerCase().split(' ').some((w) => negated.has(stemOf(w)));
}

/** "Department using": a verb that needs its object, cut off from it, names nothing. */
const OBJECT_VERBS = /\b(using|having|getting|making|doing|taking|giving|trying|wanting|needing|asking)$/i;

/** The first words of an answer, for a longer label. */
function opening(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length <= 8 ? words.join(' ') : `${words.slice(0, 8).join(' ')}…`;
}

/** How the members write a lemma (the most common spelling). */
function displayOf(lemma: string, theme: IdeaGroup, tags: readonly (readonly TaggedWord[])[]): string {
  const spellings = new Map<string, number>();
  for (const t of theme.texts) for (const w of tags[t]) if (w.lemma === lemma) spellings.set(w.display, (spellings.get(w.display) ?? 0) + 1);
  return [...spellings.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? lemma;
}

/**
 * When every phrase of the theme is taken (another theme holds the same idea): its two most used
 * nouns joined by "and" when at least two members write both (related, not a random pair), else
 * the typical answer's first content words.
 */
function fallbackName(theme: IdeaGroup, tags: readonly (readonly TaggedWord[])[], taken: ReadonlySet<string>, excluded: ReadonlySet<string>): string {
  const use = new Map<string, number>();
  for (const t of theme.texts) {
    for (const lemma of new Set(tags[t].filter((w) => w.word && w.tag === 'NOUN' && w.normal.length > 2 && !excluded.has(w.lemma) && !TEMPLATE_WORDS.has(w.lemma)).map((w) => w.lemma))) {
      use.set(lemma, (use.get(lemma) ?? 0) + 1);
    }
  }
  const nouns = [...use.entries()].filter(([, n]) => n >= SHARED).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k]) => k);
  const together = (a: string, b: string) => theme.texts.filter((t) => tags[t].some((w) => w.lemma === a) && tags[t].some((w) => w.lemma === b)).length >= SHARED;
  for (let i = 0; i < nouns.length; i++) {
    for (let j = i + 1; j < nouns.length; j++) {
      if (!together(nouns[i], nouns[j])) continue;
      const text = `${displayOf(nouns[i], theme, tags)} and ${displayOf(nouns[j], theme, tags)}`;
      if (!taken.has(text.toLowerCase())) return text;
    }
  }
  const tokens = tags[theme.typicalIndex] ?? [];
  const from = Math.max(0, tokens.findIndex((w) => w.word && (w.tag === 'NOUN' || w.tag === 'ADJ' || w.tag === 'PROPN')));
  const words = tokens.slice(from).filter((w) => w.word && !/\d/.test(w.normal) && !NUMBER_WORDS.has(w.normal)).map((w) => w.display);
  for (let length = Math.min(MAX_WORDS, words.length); length >= 2; length--) {
    const text = words.slice(0, length).join(' ');
    if (!taken.has(text.toLowerCase())) return text;
  }
  return words.length === 1 ? `${words[0]} only` : theme.typical.trim();
}
