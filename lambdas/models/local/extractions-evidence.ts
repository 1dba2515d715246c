import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { stemsMatch } from '../../core/text/theme-words.js';
import { bothTimeUnits, hyphenParts, writtenApart } from './extractions-theme-words.js';

/**
 * Extractions version 2026-11-30: what counts as evidence that a text talks about a theme.
 *
 * 1. A multi-word theme whose head noun is generic ("mobile app", "waiting time") is mentioned by
 *    that head when the text refers to one definite thing with it ("the app", "this app", "your
 *    app") and names no other kind of it ("the web app" is not the mobile app), as long as no other
 *    requested theme has the same head. Up to 2026-11-29 a generic head never counted, so "I love
 *    the app" was not about the theme "mobile app".
 * 2. A theme about the whole of something ("restaurant in general", "overall experience", "the
 *    hotel overall") is about the thing as a whole, not its parts: it is mentioned by its own
 *    words, by words that refer to a venue or an experience as a whole ("this place", "the
 *    spot", "the experience") and by verdicts on the whole ("I'm going back", "highly
 *    recommend", "avoid"), never by a word that is merely near it ("pizza" is food, not the
 *    restaurant in general).
 *    The head alone ("an hour", "every app") mentions no theme of its own: it neither names nor
 *    resembles the theme, whatever its vector or encoder score; for a head that is a unit of time,
 *    neither does any other unit ("forty minutes" is not about opening hours).
 * 3. A non-restrictive relative clause after a comma ("…, which is ridiculous"; "…, who was
 *    lovely") is the verdict on the clause before it and stays in the same opinion unit.
 */

/** Determiners and possessives that make a noun refer to one definite thing. */
const DEFINITE = new Set(['the', 'this', 'that', 'these', 'those', 'your', 'their', 'its', 'my', 'our', 'his', 'her']);
const MODIFIER_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);

/**
 * Whether token `i` (a theme's generic head, "app") refers to the theme's own thing: a definite
 * determiner before it, with only theme words ("mobile") between ("the mobile app", "the app"),
 * never another modifier ("the web app", "the banking app").
 */
export function definiteHead(tokens: readonly TaggedToken[], i: number, themeStems: readonly string[], stemOf: (w: string) => string): boolean {
  let k = i - 1;
  while (k >= 0 && MODIFIER_TAGS.has(tokens[k].pos) && !DEFINITE.has(tokens[k].value.toLowerCase())) {
    const s = stemOf(tokens[k].value.toLowerCase());
    if (!themeStems.some((t) => stemsMatch(t, s))) return false;
    k--;
  }
  return k >= 0 && DEFINITE.has(tokens[k].value.toLowerCase());
}

/** Words of a theme that make it about the whole of something. */
const WHOLE_MARK_RE = /\b(?:in general|overall|as a whole|general|whole)\b/u;
/** Themes that are an overall verdict by themselves. */
const WHOLE_THEMES = new Set(['experience', 'overall experience', 'general experience', 'satisfaction', 'overall satisfaction', 'general impression', 'overall impression', 'impression']);

/** Whether a theme (lower case) is about the whole of something. */
export const isWholeTheme = (lower: string): boolean => WHOLE_MARK_RE.test(lower) || WHOLE_THEMES.has(lower);

/** Nouns that refer to a venue, a business or a visit as a whole. */
const WHOLE_REFERENTS = new Set(['place', 'spot', 'joint', 'establishment', 'venue', 'experience', 'visit', 'gem', 'overall']);
/** Verdicts on the whole (lemmas or lower-case words). */
const WHOLE_VERDICTS = new Set(['recommend', 'recommended', 'recommending', 'recommendation', 'avoid', 'disappointment', 'favourite', 'favorite', 'worth', 'return', 'returning', 'revisit']);
/** Verbs that make "back" a return ("go back", "coming back", "will be back"). */
const RETURN_VERBS = new Set(['go', 'come', 'be', 'head', 'get']);
/** Modals that make "again" a promise to return. */
const WILL = new Set(['will', 'would', "'ll", '’ll', "'d", '’d', 'wo', "won't", 'won’t', "wouldn't", 'wouldn’t', 'definitely']);

/**
 * Whether token `i` refers to the whole the theme is about or gives a verdict on it: a referent
 * noun ("this place"), a verdict word ("recommend", "avoid", "worth"), or "back" after a verb of
 * going ("I'm going back", "will be back").
 */
export function wholeMention(tokens: readonly TaggedToken[], i: number): boolean {
  const t = tokens[i];
  const lower = t.value.toLowerCase();
  if ((t.pos === 'NOUN' || t.pos === 'PROPN') && (WHOLE_REFERENTS.has(lower) || WHOLE_REFERENTS.has(t.lemma))) return true;
  if (WHOLE_VERDICTS.has(lower) || WHOLE_VERDICTS.has(t.lemma)) return true;
  if (lower === 'again') {
    // "would stay here again", "I'll order again": a promise to come back, not "it crashed again".
    for (let k = i - 1; k >= Math.max(0, i - 5); k--) if (WILL.has(tokens[k].value.toLowerCase())) return true;
    return false;
  }
  if (lower !== 'back') return false;
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) if (RETURN_VERBS.has(tokens[k].lemma) || RETURN_VERBS.has(tokens[k].value.toLowerCase())) return true;
  return false;
}

/** Relative pronouns that open a verdict on the clause before them. */
const RELATIVES = new Set(['which', 'who', 'whom', 'whose']);

/** `units` with each unit that starts with a relative pronoun and follows its neighbour across a comma joined to it. */
export function joinRelativeClauses(text: string, units: ReadonlyArray<{ start: number; end: number }>): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const u of units) {
    const first = /^[\s"'“‘(]*([\p{L}]+)/u.exec(text.slice(u.start, u.end))?.[1]?.toLowerCase();
    const previous = out[out.length - 1];
    if (previous !== undefined && first !== undefined && RELATIVES.has(first) && /^\s*,\s*$/u.test(text.slice(previous.end, u.start))) {
      previous.end = u.end;
      continue;
    }
    out.push({ start: u.start, end: u.end });
  }
  return out;
}

/** What {@link applyEvidence} needs of a prepared theme. */
export interface EvidenceTheme {
  words: readonly string[];
  stems: readonly string[];
  head?: string;
  whole?: boolean;
}

/**
 * Rules 1 and 2 on the per-theme, per-token match scores (Infinity for a name match): a generic head
 * that refers to its theme becomes a name match, unless another requested theme has the same head;
 * a theme about a whole keeps its name matches, and its whole referents and verdicts score `relatedScore`.
 */
export function applyEvidence(tokens: readonly TaggedToken[], themes: ReadonlyArray<EvidenceTheme | undefined>, scores: (number | undefined)[][], relatedScore: number, stemOf: (w: string) => string): void {
  const heads = themes.map((theme) => theme?.head ?? theme?.words[theme.words.length - 1]);
  themes.forEach((theme, j) => {
    if (theme === undefined) return;
    const shared = theme.head !== undefined && heads.some((h, m) => m !== j && h === theme.head);
    const parts = hyphenParts(theme.words);
    tokens.forEach((t, i) => {
      const s = scores[j][i];
      if (s !== Infinity && (parts.has(t.lemma) || parts.has(t.value.toLowerCase())) && !writtenApart(theme.words, tokens, i)) scores[j][i] = undefined; // "check" alone is not "check-in"
      if (theme.head !== undefined && !shared && (t.lemma === theme.head || t.value.toLowerCase() === theme.head) && definiteHead(tokens, i, theme.stems, stemOf)) scores[j][i] = Infinity;
      // The head alone, not referring to the theme's own thing, mentions no theme of its own ("I waited four hours" is not about visiting hours).
      else if (theme.head !== undefined && (stemsMatch(stemOf(t.lemma), stemOf(theme.head)) || bothTimeUnits(t.lemma, theme.head))) scores[j][i] = undefined;
      else if (theme.whole === true && s !== Infinity) scores[j][i] = wholeMention(tokens, i) ? relatedScore : undefined;
    });
  });
}

