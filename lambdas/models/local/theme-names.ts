/**
 * Theme names of version 2026-11-25, in the respondents' words. Short labels are built only from
 * key phrases the members use (lemmatised noun phrases, a qualifier before a noun, two nouns
 * joined by "and"); never a template ("X comments") and never a number or an ordinal: a theme
 * whose preferred label is taken uses its next candidate. A qualifier the members negate ("my
 * card is not working") is not put in front of a noun ("Working card"). Words of the `context`
 * and words almost every answer uses are left out: they do not tell themes apart. The description
 * says how many answers the theme holds and quotes its most typical one.
 */
import { rankGroupPhrases, wordsOf, type PhraseGroup, type RankedPhrase, type TextAnalysis } from '../../core/text/keyphrases.js';
import { sentenceCase, type ThemeLabel } from './theme-labels.js';

/** Short labels are 2 to this many words. */
const MAX_WORDS = 4;
/** A word used by at least this share of all answers names no theme. */
const UBIQUITOUS_SHARE = 0.5;
/** Longest quote in a description, in characters. */
const MAX_QUOTE = 140;
/** Phrases in the longer label. */
const LABEL_PARTS = 3;

/** Words that negate what follows them (within NEGATION_REACH words). */
const NEGATORS = /^(not|no|never|nothing|nobody|cannot|can't|cant|won't|don't|doesn't|didn't|isn't|wasn't|aren't|weren't|haven't|hasn't|couldn't|wouldn't|n't|without)$/;
const NEGATION_REACH = 3;

/** Irregular past participles that read as adjectives before a noun ("lost card"). */
const PARTICIPLES = new Set(['lost', 'stolen', 'broken', 'paid', 'sent', 'spent', 'held', 'stuck', 'frozen', 'hidden']);

export interface NamedGroup extends PhraseGroup {
  /** The most typical member's text. */
  typical: string;
  /** The member texts (distinct). */
  memberTexts: readonly string[];
}

/** An adjective or a past participle ("late", "damaged", "stolen"); not a gerund: "working card" says the opposite of "card not working". */
function isQualifier(p: RankedPhrase): boolean {
  return p.words === 1 && (p.kind === 'adjective' || (p.kind === 'verb' && (/(ed|en)$/.test(p.display) || PARTICIPLES.has(p.display))));
}

function tokens(text: string): string[] {
  return text.toLowerCase().replace(/n't\b/g, " n't").split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
}

/** Does most of the members' use of `word` come after a negation? */
function mostlyNegated(word: string, texts: readonly string[]): boolean {
  let uses = 0;
  let negated = 0;
  for (const text of texts) {
    const w = tokens(text);
    const at = w.findIndex((t) => t === word || t.startsWith(word));
    if (at < 0) continue;
    uses++;
    if (w.slice(Math.max(0, at - NEGATION_REACH), at).some((t) => NEGATORS.test(t))) negated++;
  }
  return uses > 0 && negated * 2 >= uses;
}

/** A qualifier or a multi-word phrase leads the label when this share of the theme uses it. */
const LEAD_SHARE = 0.2;

/** A run whose first word the members mostly negate ("working card" from "card not working" cannot happen, but "fresh herbs" from "herbs not fresh" would). */
function mostlyNegatedRun(run: string, texts: readonly string[]): boolean {
  return mostlyNegated(run.split(' ')[0], texts);
}

/** Short-label candidates in order of preference (each 2–4 words, all from the members). */
function candidates(
  phrases: readonly RankedPhrase[],
  texts: readonly string[],
  size: number,
  together: (a: string, b: string) => number,
): string[] {
  const nouns = phrases.filter((p) => p.kind === 'noun');
  const out: string[] = [];
  const faithful = (q: RankedPhrase) => !mostlyNegated(q.display.toLowerCase(), texts);
  const common = (mentions: number) => mentions >= Math.max(2, LEAD_SHARE * size);
  const qualifies = (q: RankedPhrase, n: RankedPhrase) =>
    isQualifier(q) && faithful(q) && n.words < MAX_WORDS && !wordsOf(n).includes(q.key) && together(q.key, n.key) * 2 >= q.mentions;
  const qualified: string[] = [];
  for (const q of phrases.slice(0, 4)) {
    const noun = nouns.find((n) => qualifies(q, n));
    if (noun && common(together(q.key, noun.key))) qualified.push(`${q.display} ${noun.display}`);
  }
  const multi = phrases.filter((p) => p.words >= 2 && p.words <= MAX_WORDS && p.kind === 'noun');
  out.push(...qualified, ...multi.filter((p) => common(p.mentions)).map((p) => p.display));
  out.push(...multi.map((p) => p.display));
  for (const first of nouns) {
    for (const second of nouns) {
      if (second === first || wordsOf(second).some((w) => wordsOf(first).includes(w))) continue;
      if (first.words + second.words + 1 <= MAX_WORDS) out.push(`${first.display} and ${second.display}`);
    }
  }
  return [...new Set(out)];
}

/** Words that neither start nor end a phrase of the members' own wording. */
const EDGE_STOP = new Set(
  ('a an the and or but of to in on at for with by from as is are was were be been being it its this that these those i me my we our you your he she they them ' +
    'their his her not no never n\'t do does did have has had so too very just also really more most much many some any all can could would should will ' +
    'than then there here what which who when where why how if about up out over into after before again still only even every each one get got').split(' '),
);

/** Number words: a label never counts. */
const NUMBER_WORDS = new Set('one two three four five six seven eight nine ten eleven twelve first second third fourth fifth sixth seventh eighth ninth tenth twenty thirty forty fifty hundred'.split(' '));

/** Contiguous 2–3-word phrases of a text, as written (lower case), that start and end with a content word. */
function wordRuns(text: string, excluded: ReadonlySet<string>, withinClauses = false): Set<string> {
  // runs-first (2026-11-26): a run never spans punctuation ("the computers, half the websites").
  if (withinClauses) return new Set(text.split(/[.,;:!?()"\u2013\u2014]+/).flatMap((clause) => [...wordRuns(clause, excluded)]));
  const w = tokens(text);
  const out = new Set<string>();
  const usable = (t: string) => !EDGE_STOP.has(t) && t.length > 2 && !/\d/.test(t);
  for (let i = 0; i < w.length; i++) {
    if (!usable(w[i])) continue;
    for (let len = 2; len <= 3 && i + len <= w.length; len++) {
      const run = w.slice(i, i + len);
      if (!usable(run[len - 1]) || run.some((t) => excluded.has(t) || excluded.has(t.replace(/s$/, '')))) continue;
      out.add(run.join(' '));
    }
  }
  return out;
}

/** The members' own runs of words, ranked c-TF-IDF style (coverage in the theme × share of all uses), for every theme. */
function rankedRuns(themes: readonly NamedGroup[], weights: ArrayLike<number>, excluded: ReadonlySet<string>, withinClauses = false): { run: string; mentions: number; score: number }[][] {
  const perTheme = themes.map((theme) => {
    const counts = new Map<string, number>();
    theme.texts.forEach((t, i) => {
      for (const run of wordRuns(theme.memberTexts[i], excluded, withinClauses)) counts.set(run, (counts.get(run) ?? 0) + weights[t]);
    });
    return counts;
  });
  const overall = new Map<string, number>();
  for (const counts of perTheme) for (const [run, n] of counts) overall.set(run, (overall.get(run) ?? 0) + n);
  return perTheme.map((counts, c) =>
    [...counts.entries()]
      .map(([run, mentions]) => ({ run, mentions, score: (mentions / Math.max(1, themes[c].size)) * (mentions / (overall.get(run) as number)) }))
      .sort((a, b) => b.score - a.score || (a.run < b.run ? -1 : a.run > b.run ? 1 : 0)),
  );
}

function joinPhrases(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_QUOTE) return flat;
  const cut = flat.slice(0, MAX_QUOTE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_QUOTE / 2))}…`;
}

/** "N answers in this theme; the most typical says: …" (also used by theme-idea-names.ts). */
export function describeTheme(size: number, typical: string): string {
  const count = size === 1 ? 'One answer' : `${size} answers`;
  return `${count} in this theme; the most typical says: "${quote(typical)}"`;
}

/** Words that tell no theme apart: the context's, and those most answers use. */
export function excludedWords(analyses: readonly TextAnalysis[], weights: ArrayLike<number>, contextWords: ReadonlySet<string>): Set<string> {
  const users = new Map<string, number>();
  let total = 0;
  analyses.forEach((a, t) => {
    total += weights[t];
    for (const w of new Set(a.terms)) users.set(w, (users.get(w) ?? 0) + weights[t]);
  });
  const out = new Set(contextWords);
  for (const [w, n] of users) if (n >= UBIQUITOUS_SHARE * total && total >= 4) out.add(w);
  return out;
}

/**
 * Names every theme (largest first: earlier themes pick first). Falls back to words of the most
 * typical answer when no phrase repeats.
 */
export function nameThemes(
  themes: readonly NamedGroup[],
  analyses: readonly TextAnalysis[],
  weights: ArrayLike<number>,
  excluded: ReadonlySet<string>,
  style: NamingStyle = 'phrases-first',
): ThemeLabel[] {
  const filtered = analyses.map((a) => ({ ...a, phrases: a.phrases.filter((p) => !p.key.split(' ').some((w) => excluded.has(w))) }));
  const ranked = rankGroupPhrases(themes, filtered, weights);
  const runs = rankedRuns(themes, weights, excluded, style === 'runs-first');
  const taken = new Set<string>();
  return themes.map((theme, c) => {
    const phrases = ranked[c];
    const together = (a: string, b: string) =>
      theme.texts.reduce((sum, t) => {
        const keys = filtered[t].phrases.map((p) => p.key);
        return keys.includes(a) && keys.includes(b) ? sum + weights[t] : sum;
      }, 0);
    const [lead, ...rest] = candidates(phrases, theme.memberTexts, theme.size, together);
    // Runs of the members' words that read as a name: a content word, then a noun at the end.
    const nouns = new Set<string>();
    const content = new Set<string>();
    for (const t of theme.texts) {
      for (const term of filtered[t].terms) content.add(term);
      for (const p of filtered[t].phrases) if (p.words === 1 && p.kind === 'noun') nouns.add(p.key).add(p.display.toLowerCase());
    }
    const known = (set: ReadonlySet<string>, w: string) => set.has(w) || set.has(w.replace(/s$/, '')) || set.has(w.replace(/es$/, ''));
    const readsAsName = (run: string) => {
      const w = run.split(' ');
      return known(content, w[0]) && known(nouns, w[w.length - 1]) && !w.some((x) => NUMBER_WORDS.has(x));
    };
    const ownRuns = runs[c]
      .filter((r) => r.mentions >= Math.max(2, LEAD_SHARE * theme.size) && readsAsName(r.run) && !mostlyNegatedRun(r.run, theme.memberTexts))
      .map((r) => r.run);
    // A lemmatised noun phrase or qualified noun leads when there is one; the members' own runs of words come before joined nouns.
    // Else the top word with its most common neighbour in the members' own wording ("battery life", "final exam").
    const top = phrases.find((p) => p.words === 1 && p.kind === 'noun');
    const aroundTop = top
      ? runs[c]
          .filter((r) => r.run.split(' ').length === 2 && r.run.split(' ').some((w) => w === top.display.toLowerCase() || w === `${top.display.toLowerCase()}s`))
          .filter((r) => readsAsName(r.run) && !mostlyNegatedRun(r.run, theme.memberTexts))
          .sort((a, b) => b.mentions - a.mentions || b.score - a.score)
          .map((r) => r.run)
      : [];
    const options =
      style === 'runs-first'
        ? runsFirstOptions(lead, rest, ownRuns, aroundTop, runs[c], theme, readsAsName, excluded, typicalWords(theme, filtered))
        : [
            ...(lead && !lead.includes(' and ') ? [lead] : []),
            ...ownRuns.slice(0, 3),
            ...aroundTop.slice(0, 2),
            ...(lead ? [lead] : []),
            ...rest,
            ...typicalWords(theme, filtered),
          ];
    let chosen =
      options.find((o) => !taken.has(o.toLowerCase())) ??
      (style === 'runs-first' && options.length === 0 && theme.typical.trim().split(/\s+/).length === 1 ? theme.typical.trim() : distinctFallback(options[0] ?? theme.typical, phrases, taken));
    // Answers of one word each ("Math"): the word alone would be padded into a template by the contract layer.
    if (style === 'runs-first' && chosen.trim().split(/\s+/).length < 2 && !taken.has(`${chosen.trim()} only`.toLowerCase())) chosen = `${chosen.trim()} only`;
    taken.add(chosen.toLowerCase());
    const extra = phrases.filter((p) => p.kind === 'noun' && !wordsOf(p).some((w) => chosen.toLowerCase().split(' ').includes(w))).map((p) => p.display);
    const label = extra.length > 0 ? `${chosen}: ${joinPhrases(extra.slice(0, LABEL_PARTS - 1))}` : chosen;
    return { shortLabel: sentenceCase(chosen), label: sentenceCase(label), description: describeTheme(theme.size, theme.typical) };
  });
}

/**
 * How labels are chosen: `phrases-first` (2026-11-25) falls back to two words joined by "and",
 * which gave "Impossible and phone"; `runs-first` (2026-11-26) prefers any run of the members'
 * own words that two or more answers use and ends in a noun ("test results", "waiting room"),
 * joins only two nouns, and otherwise quotes the start of the typical answer's own noun phrase.
 */
export type NamingStyle = 'phrases-first' | 'runs-first';

/** A run of words that at least this many answers (by weight) use can name a theme in `runs-first`. */
const SHARED_RUN = 2;

function runsFirstOptions(
  lead: string | undefined,
  rest: readonly string[],
  ownRuns: readonly string[],
  aroundTop: readonly string[],
  ranked: readonly { run: string; mentions: number }[],
  theme: NamedGroup,
  readsAsName: (run: string) => boolean,
  excluded: ReadonlySet<string>,
  fallbacks: readonly string[],
): string[] {
  const shared = ranked
    .filter((r) => r.mentions >= SHARED_RUN && readsAsName(r.run) && !mostlyNegatedRun(r.run, theme.memberTexts))
    .map((r) => r.run);
  const same = (a: string, b: string) => a.toLowerCase().replace(/s$/, '') === b.toLowerCase().replace(/s$/, '');
  const twoThings = (o: string | undefined): o is string => o !== undefined && !(o.includes(' and ') && same(...(o.split(' and ') as [string, string])));
  const joined = [lead, ...rest].filter((o): o is string => twoThings(o) && o.includes(' and '));
  const phrases = [lead, ...rest].filter((o): o is string => o !== undefined && !o.includes(' and '));
  const typicalRuns = [...wordRuns(theme.typical, excluded, true)].filter((r) => !mostlyNegatedRun(r, theme.memberTexts) && !r.split(' ').some((w) => NUMBER_WORDS.has(w)));
  const named = typicalRuns.filter(readsAsName);
  const other = typicalRuns.filter((r) => !readsAsName(r));
  const counted = (o: string) => /\d/.test(o) || o.toLowerCase().split(/\s+/).some((w) => NUMBER_WORDS.has(w));
  return [...phrases.slice(0, 1), ...ownRuns.slice(0, 3), ...aroundTop.slice(0, 2), ...shared.slice(0, 3), ...phrases.slice(1), ...named, ...joined, ...other, ...fallbacks.filter(twoThings)].filter(
    (o) => !counted(o),
  );
}

/** Two or three content words of the typical answer, in order: a last resort that is still the members' wording. */
function typicalWords(theme: NamedGroup, analyses: readonly TextAnalysis[]): string[] {
  const at = Math.max(0, theme.memberTexts.indexOf(theme.typical));
  const own = analyses[theme.texts[at]];
  const words = [...new Set((own?.phrases ?? []).filter((p) => p.words === 1).map((p) => p.display))];
  const out: string[] = [];
  if (words.length >= 2) out.push(`${words[0]} and ${words[1]}`);
  const raw = tokens(theme.typical).filter((w) => w.length > 2);
  if (raw.length >= 2) out.push(raw.slice(0, Math.min(MAX_WORDS, raw.length)).join(' '));
  return out;
}

/** A label not yet taken: the preferred one widened by a further phrase of the theme (no numbers). */
function distinctFallback(base: string, phrases: readonly RankedPhrase[], taken: ReadonlySet<string>): string {
  const baseWords = base.split(' ');
  for (const p of phrases) {
    const text = `${baseWords.slice(0, Math.max(1, MAX_WORDS - 1 - p.words)).join(' ')} and ${p.display}`;
    if (text.split(' ').length <= MAX_WORDS && !taken.has(text.toLowerCase())) return text;
  }
  for (let i = 0; i < phrases.length; i++) {
    for (let j = i + 1; j < phrases.length; j++) {
      const text = `${phrases[i].display} ${phrases[j].display}`;
      if (text.split(' ').length <= MAX_WORDS && !taken.has(text.toLowerCase())) return text;
    }
  }
  return base;
}
