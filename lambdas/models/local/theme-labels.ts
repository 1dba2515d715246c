/**
 * Human-readable names for clusters of comments, built from their c-TF-IDF key phrases (see
 * core/text/keyphrases): noun phrases name a theme, a qualifier may go in front ("Stolen card"),
 * two nouns are joined ("Delivery and tracking"). Labels are sentence case; short labels are 2–4
 * words and unique across themes; descriptions give counts.
 */
import {
  rankGroupPhrases,
  wordsOf,
  type PhraseGroup,
  type RankedPhrase,
  type TextAnalysis,
} from '../../core/text/keyphrases.js';
import type { ThemesOutcome } from '../../core/ports/models.js';

/** Short label, label and description of one theme. */
export interface ThemeLabel {
  shortLabel: string;
  label: string;
  description: string;
}

/** Labels for themes with no usable phrase (e.g. "ok", "n/a", emoji). */
const BRIEF_REPLIES: ThemeLabel = {
  shortLabel: 'Brief replies',
  label: 'Brief replies without detail',
  description: '',
};

/** Labels for the theme of blank inputs (the description is filled in with the count). */
export const BLANK_THEME_LABEL: ThemeLabel = { shortLabel: 'No answer', label: 'Blank answers', description: '' };

/** Short labels are 2 to this many words. */
export const MAX_SHORT_LABEL_WORDS = 4;

/** Capitalises the first letter and leaves the rest alone (acronyms and names keep their case). */
export function sentenceCase(text: string): string {
  return text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

/** Sentence case, leaving a word written with an inner capital as written ("iPhone app"). */
export function capitalise(text: string): string {
  return /^\p{Ll}+\p{Lu}/u.test(text) ? text : sentenceCase(text);
}

/** "a", "a and b", "a, b and c". */
function joinPhrases(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function sharesWord(a: RankedPhrase, b: RankedPhrase): boolean {
  return wordsOf(b).some((w) => wordsOf(a).includes(w));
}

/** A short label, the phrases it is made of, and how they read as units of a title. */
interface ShortLabelCandidate {
  text: string;
  parts: RankedPhrase[];
  segments: string[];
}

/** Irregular past participles that read as adjectives before a noun ("lost card"). */
const IRREGULAR_PARTICIPLES = new Set(['lost', 'stolen', 'broken', 'paid', 'sent', 'spent', 'held', 'stuck', 'frozen', 'hidden']);

/** An adjective, or a verb form that works as one ("stolen", "declined", "missing"). */
function isQualifier(p: RankedPhrase): boolean {
  if (p.words !== 1) return false;
  return p.kind === 'adjective' || (p.kind === 'verb' && (/(ed|en|ing)$/.test(p.display) || IRREGULAR_PARTICIPLES.has(p.display)));
}

function candidate(parts: RankedPhrase[], joiner: string): ShortLabelCandidate {
  const text = parts.map((p) => p.display).join(joiner);
  return { text, parts, segments: joiner === ' and ' ? parts.map((p) => p.display) : [text] };
}

/**
 * Short labels in order of preference. A qualifier may go in front of a noun ("Stolen card",
 * "Late delivery"). Then: a multi-word phrase on its own, a noun paired with the next
 * noun sharing no word with it ("Delivery and tracking"), "<noun> comments". Nouns come first:
 * "and" between a noun and a verb or adjective is not English. Later phrases provide the
 * alternatives used when an earlier theme has taken a label.
 */
function candidateShortLabels(phrases: readonly RankedPhrase[], together: (a: string, b: string) => number): ShortLabelCandidate[] {
  const nouns = phrases.filter((p) => p.kind === 'noun');
  const out: ShortLabelCandidate[] = [];
  // A qualifier goes in front of a noun when most comments using it also use the noun, and it
  // is either the top phrase or common enough next to the top noun.
  const describes = (q: RankedPhrase, n: RankedPhrase) =>
    isQualifier(q) && n.words < MAX_SHORT_LABEL_WORDS && together(q.key, n.key) * 2 >= q.mentions;
  const [top] = phrases;
  const topNoun = nouns[0];
  const qualifiedTop = nouns.find((n) => describes(top, n));
  if (qualifiedTop) out.push(candidate([top, qualifiedTop], ' '));
  else if (topNoun?.words === 1) {
    // Only true adjectives here: "late delivery" works, "happened money" does not.
    const qualifier = phrases.find((q) => q.kind === 'adjective' && describes(q, topNoun) && q.mentions * 2 >= topNoun.mentions);
    if (qualifier) out.push(candidate([qualifier, topNoun], ' '));
  }
  for (const first of nouns.length > 0 ? nouns : phrases) {
    if (first.words >= 2) out.push(candidate([first], ' '));
    const partner = nouns.find(
      (p) => p !== first && !sharesWord(p, first) && first.words + p.words + 1 <= MAX_SHORT_LABEL_WORDS,
    );
    if (partner && first.kind === 'noun') out.push(candidate([first, partner], ' and '));
    if (first.words < MAX_SHORT_LABEL_WORDS) out.push({ text: `${first.display} comments`, parts: [first], segments: [first.display] });
  }
  return out;
}

/** Phrases in a descriptive title. */
const LONG_LABEL_PARTS = 3;

/**
 * The descriptive title: the short label's phrases plus the next best nouns, up to three, with
 * the best adjective among the top phrases in brackets ("Agent and support (rude)").
 */
function longLabel(chosen: ShortLabelCandidate, phrases: readonly RankedPhrase[]): string {
  const parts = [...chosen.parts];
  const segments = [...chosen.segments];
  const free = (p: RankedPhrase) => !parts.some((q) => q === p || sharesWord(q, p));
  for (const p of phrases) {
    if (segments.length >= LONG_LABEL_PARTS) break;
    if (p.kind === 'noun' && free(p)) {
      parts.push(p);
      segments.push(p.display);
    }
  }
  const descriptor = phrases.slice(0, LONG_LABEL_PARTS).find((p) => p.kind === 'adjective' && free(p));
  const title = joinPhrases(segments);
  if (descriptor) return `${title} (${descriptor.display})`;
  return segments.length === chosen.segments.length ? `Comments about ${title}` : title;
}

/** One or two sentences: how many comments, what about, and the phrases they use most, with counts. */
function describe(size: number, topic: string, phrases: readonly RankedPhrase[]): string {
  if (phrases.length === 0) {
    return size === 1 ? '1 comment too brief to say what it is about.' : `${size} comments too brief to say what they are about.`;
  }
  const [top, ...rest] = phrases;
  if (size === 1) return `1 comment, mentioning '${top.display}'.`;
  if (top.mentions >= size) {
    const also = rest[0] ? `; ${rest[0].mentions} also mention '${rest[0].display}'` : '';
    return `All ${size} comments mention '${top.display}'${also}.`;
  }
  const counted = [...phrases.slice(0, 3)]
    .sort((a, b) => b.mentions - a.mentions)
    .map((p) => `'${p.display}' (${p.mentions})`);
  return `${size} comments about ${topic}, most often mentioning ${joinPhrases(counted)}.`;
}

/** Description of the theme of blank inputs. */
export function describeBlank(size: number): string {
  return size === 1 ? '1 comment was left blank.' : `${size} comments were left blank.`;
}

/**
 * Names every theme. Themes should come largest first: earlier themes get first pick of their
 * preferred short label, later ones fall back to their next candidates when a label is taken.
 * `taken` holds lower-case short labels already in use (it is updated).
 */
export function labelThemes(
  themes: readonly PhraseGroup[],
  analyses: readonly TextAnalysis[],
  weights: ArrayLike<number>,
  contextWords?: ReadonlySet<string>,
  taken: Set<string> = new Set(),
): ThemeLabel[] {
  const ranked = rankGroupPhrases(themes, analyses, weights, contextWords);
  return themes.map((theme, c) => {
    const phrases = ranked[c];
    if (phrases.length === 0) {
      return { ...uniqueFallback(BRIEF_REPLIES, taken), description: describe(theme.size, '', phrases) };
    }
    const together = (a: string, b: string) =>
      theme.texts.reduce((sum, t) => {
        const keys = analyses[t].phrases.map((p) => p.key);
        return keys.includes(a) && keys.includes(b) ? sum + weights[t] : sum;
      }, 0);
    const candidates = candidateShortLabels(phrases, together);
    let chosen = candidates.find((candidate) => !taken.has(candidate.text.toLowerCase()));
    for (let n = 2; !chosen; n++) {
      // Last resort: number the preferred label, keeping it within the word limit.
      const base = candidates[0].text.split(' ').slice(0, MAX_SHORT_LABEL_WORDS - 1).join(' ');
      const numbered = `${base} ${n}`;
      if (!taken.has(numbered.toLowerCase())) chosen = { ...candidates[0], text: numbered };
    }
    taken.add(chosen.text.toLowerCase());
    return {
      shortLabel: sentenceCase(chosen.text),
      label: sentenceCase(longLabel(chosen, phrases)),
      description: describe(theme.size, chosen.text.endsWith(' comments') ? chosen.parts[0].display : chosen.text, phrases),
    };
  });
}

/** A fixed label, numbered if an earlier theme already has it. */
export function uniqueFallback(base: ThemeLabel, taken: Set<string>): ThemeLabel {
  let n = 1;
  let shortLabel = base.shortLabel;
  while (taken.has(shortLabel.toLowerCase())) shortLabel = `${base.shortLabel} ${++n}`;
  taken.add(shortLabel.toLowerCase());
  return { ...base, shortLabel, label: n === 1 ? base.label : `${base.label} (group ${n})` };
}

/** The one theme of a request whose every comment is blank. */
export function allBlank(count: number): ThemesOutcome {
  const members = Array.from({ length: count }, (_, i) => i);
  return {
    themes: [{ ...BLANK_THEME_LABEL, description: describeBlank(count), members, typical: [0] }],
    warning: 'Every comment was blank, so there was nothing to group: all are in one theme.',
  };
}
