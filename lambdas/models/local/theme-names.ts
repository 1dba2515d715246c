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

function joinPhrases(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_QUOTE) return flat;
  const cut = flat.slice(0, MAX_QUOTE);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_QUOTE / 2))}…`;
}

function describe(size: number, typical: string): string {
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
): ThemeLabel[] {
  const filtered = analyses.map((a) => ({ ...a, phrases: a.phrases.filter((p) => !p.key.split(' ').some((w) => excluded.has(w))) }));
  const ranked = rankGroupPhrases(themes, filtered, weights);
  const taken = new Set<string>();
  return themes.map((theme, c) => {
    const phrases = ranked[c];
    const together = (a: string, b: string) =>
      theme.texts.reduce((sum, t) => {
        const keys = filtered[t].phrases.map((p) => p.key);
        return keys.includes(a) && keys.includes(b) ? sum + weights[t] : sum;
      }, 0);
    const options = [...candidates(phrases, theme.memberTexts, theme.size, together), ...typicalWords(theme, filtered)];
    const chosen = options.find((o) => !taken.has(o.toLowerCase())) ?? distinctFallback(options[0] ?? theme.typical, phrases, taken);
    taken.add(chosen.toLowerCase());
    const extra = phrases.filter((p) => p.kind === 'noun' && !wordsOf(p).some((w) => chosen.toLowerCase().split(' ').includes(w))).map((p) => p.display);
    const label = extra.length > 0 ? `${chosen}: ${joinPhrases(extra.slice(0, LABEL_PARTS - 1))}` : chosen;
    return { shortLabel: sentenceCase(chosen), label: sentenceCase(label), description: describe(theme.size, theme.typical) };
  });
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
