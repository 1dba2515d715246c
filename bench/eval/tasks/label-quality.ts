/**
 * The label check of the themes evaluation: is each short label made of the members' own words
 * (every content word of the label, lemmatised, occurs in some member of its theme), and is it a
 * template ("Pricing comments", "Comments about X") or made unique by a number or an ordinal?
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model as Parameters<typeof winkNLP>[0]);
const its = nlp.its;

/** Words that make a label a template rather than a name of what the members say. */
const TEMPLATE = /\b(comments?|feedback|remarks?|answers?|responses?|mentions?|misc|miscellaneous|general|other)\b/i;
/** Numbers and ordinal words: a label made unique by counting. */
const NUMBER_WORD = /\d|^(one|two|three|four|five|six|seven|eight|nine|ten|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/i;

/** Lower case, hyphens and slashes as spaces, other punctuation dropped: "Four-hour" and "four hour" match. */
const phraseForm = (text: string) => text.toLowerCase().replace(/[-‐–/]/gu, ' ').replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/gu, ' ').trim();

/**
 * A label is numbered when it holds a number or an ordinal word that the members do not write
 * with the same neighbouring label word: "Card fees 2" and "Second theme" count, "Four-hour
 * shifts" does not where members write "four-hour shifts" (a number that is the members' words).
 */
function isNumbered(shortLabel: string, memberPhrases: readonly string[]): boolean {
  const tokens = phraseForm(shortLabel).split(' ').filter(Boolean);
  return tokens.some((t, i) => {
    if (!NUMBER_WORD.test(t)) return false;
    const pairs = [i > 0 ? `${tokens[i - 1]} ${t}` : null, i + 1 < tokens.length ? `${t} ${tokens[i + 1]}` : null].filter((p): p is string => p !== null);
    return !pairs.some((p) => memberPhrases.some((m) => ` ${m} `.includes(` ${p} `)));
  });
}

interface Words {
  lemmas: string[];
  normals: string[];
  types: string[];
  stops: boolean[];
}

function words(text: string): Words {
  const tokens = nlp.readDoc(text).tokens();
  // wink's typings reject its.lemma (it takes model add-ons), though the lite model supports it.
  const out = tokens.out.bind(tokens) as (f: unknown) => unknown;
  return {
    lemmas: (out(its.lemma) as string[]).map((w) => w.toLowerCase()),
    normals: (out(its.normal) as string[]).map((w) => w.toLowerCase()),
    types: out(its.type) as string[],
    stops: out(its.stopWordFlag) as boolean[],
  };
}

/** Lemmatised content words of a text (lower case, no stop words or punctuation). */
export function contentLemmas(text: string): string[] {
  const w = words(text);
  return w.lemmas.filter((_, i) => w.types[i] === 'word' && !w.stops[i]);
}

/** Lemmas and written forms of a text's words, for membership tests. */
function wordForms(text: string): Set<string> {
  const w = words(text);
  return new Set(w.types.flatMap((type, i) => (type === 'word' ? [w.lemmas[i], w.normals[i]] : [])));
}

export interface LabelQuality {
  labels: number;
  /** Short labels whose content words all occur (lemmatised) in the theme's members. */
  inMembers: number;
  /** Template labels ("X comments", "Comments about X", "Other …", "General …"). */
  templates: number;
  /** Labels with a number or an ordinal word that is not the members' own words (see isNumbered). */
  numbered: number;
}

export const NO_LABEL_QUALITY: LabelQuality = { labels: 0, inMembers: 0, templates: 0, numbered: 0 };

/** Adds one response to a running tally: `members[j]` are the texts of theme j. */
export function checkLabelQuality(tally: LabelQuality, themes: readonly { shortLabel: string }[], members: readonly (readonly string[])[]): LabelQuality {
  let inMembers = 0;
  let templates = 0;
  let numbered = 0;
  themes.forEach((theme, j) => {
    const forms = new Set<string>();
    for (const text of members[j] ?? []) for (const f of wordForms(text)) forms.add(f);
    // A label word counts by its lemma or as written: "Joining" in "Joining fee" is read as the
    // verb "join" while the members' "joining fee" keeps "joining".
    const label = words(theme.shortLabel);
    const content = label.lemmas.flatMap((lemma, i) => (label.types[i] === 'word' && !label.stops[i] ? [[lemma, label.normals[i]]] : []));
    if (content.length > 0 && content.every((written) => written.some((f) => forms.has(f)))) inMembers++;
    if (TEMPLATE.test(theme.shortLabel)) templates++;
    if (isNumbered(theme.shortLabel, (members[j] ?? []).map(phraseForm))) numbered++;
  });
  return {
    labels: tally.labels + themes.length,
    inMembers: tally.inMembers + inMembers,
    templates: tally.templates + templates,
    numbered: tally.numbered + numbered,
  };
}

/** The texts of each theme under an assignment (theme index per text, -1 for none). */
export function membersOf(texts: readonly string[], assignment: readonly number[], themeCount: number): string[][] {
  const out: string[][] = Array.from({ length: themeCount }, () => []);
  assignment.forEach((a, i) => a >= 0 && a < themeCount && out[a].push(texts[i]));
  return out;
}
