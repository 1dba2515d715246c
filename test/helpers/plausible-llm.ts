/**
 * A "plausible" keyword-based language model for the fakes of the LLM backends' servers
 * (`fake-bedrock.ts`, `fake-openai.ts`): deterministic embeddings and valid, sensible answers to
 * the shared prompts of `lambdas/models/llm` (sentiment, theme proposal and assignment,
 * extractions), read from the prompts' data blocks.
 */
import { DATA_TAGS, readDataBlock, TOOL_NAMES, type IndexedText, type IndexedTheme, type IndexedThemeName, type SampledText } from '../../lambdas/models/llm/prompt-data.js';

const WORD_RE = /[\p{L}\p{N}]+/gu;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * A deterministic unit vector: each lower-cased word adds ±1 at a hashed position, so texts
 * that share words have a high cosine and unrelated texts are nearly orthogonal.
 */
export function hashedEmbedding(text: string, dimension: number): number[] {
  const vector = new Array<number>(dimension).fill(0);
  for (const word of text.toLowerCase().match(WORD_RE) ?? [text]) {
    const hash = fnv1a(word);
    vector[hash % dimension] += hash & 0x80000000 ? -1 : 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

/**
 * A keyword-based answer to one of the shared LLM questions (undefined for another tool), given
 * the tool's JSON Schema: sentiment from a small lexicon, themes from the most covering content
 * words (context words first), assignment and extraction by shared words. Always valid; every
 * quote verbatim.
 */
export function plausibleAnswer(toolName: string, prompt: string, schema: any): unknown {
  const texts = () => readDataBlock(prompt, DATA_TAGS.texts) as IndexedText[];
  switch (toolName) {
    case TOOL_NAMES.sentiment:
      return { results: texts().map(({ index, text }) => ({ index, ...lexiconSentiment(text) })) };
    case TOOL_NAMES.proposeThemes: {
      const { minItems = 1, maxItems = 10 } = schema.properties.themes;
      const context = readDataBlock(prompt, DATA_TAGS.context) as string | undefined;
      return { themes: keywordThemes(readDataBlock(prompt, DATA_TAGS.texts) as SampledText[], minItems, maxItems, context) };
    }
    case TOOL_NAMES.assignThemes: {
      const themes = readDataBlock(prompt, DATA_TAGS.themes) as IndexedTheme[];
      return { assignments: texts().map(({ index, text }) => ({ index, ...bestTheme(text, themes) })) };
    }
    case TOOL_NAMES.extractions: {
      const themes = readDataBlock(prompt, DATA_TAGS.themes) as IndexedThemeName[];
      const quotes = (text: string, theme: string) => clauses(text).filter((c) => sharedWords(c, contentWords(theme)) > 0);
      return {
        extractions: texts().flatMap(({ index, text }) =>
          themes.map((t) => ({ index, theme: t.index, spans: quotes(text, t.theme) })).filter((e) => e.spans.length > 0),
        ),
      };
    }
    case TOOL_NAMES.summary: {
      // The texts that share a word with the question, else the first ones, as bullets.
      const question = contentWords(String(readDataBlock(prompt, DATA_TAGS.question)));
      const all = texts().map((t) => t.text);
      const relevant = all.filter((t) => sharedWords(t, question) > 0);
      return { summary: (relevant.length > 0 ? relevant : all).slice(0, 3).map((t) => `- ${t}`).join('\n') };
    }
    default:
      return undefined;
  }
}

const POSITIVE = new Set('good great excellent love loved lovely amazing friendly helpful fast quick easy nice happy perfect awesome wonderful best delicious clean recommend pleasant fantastic'.split(' '));
const NEGATIVE = new Set('bad terrible awful hate hated slow rude broken poor worst dirty expensive difficult confusing disappointing disappointed cold late buggy crash crashes crashed useless unhelpful noisy'.split(' '));
const NEGATIONS = new Set(['not', 'never', 'no', 'isn', 'wasn', 'don', 'didn']);
const STOP = new Set('the a an and or but of to in on for with at by from is are was were be been it its this that these those i we you they he she my our your their me us them very so too not no just really also have has had do does did can could would should will there here what which who when where how than then as about all any some more most other comments comment topics feedback general'.split(' '));

const words = (text: string): string[] => text.toLowerCase().match(WORD_RE) ?? [];
const contentWords = (text: string) => words(text).filter((w) => w.length >= 3 && !STOP.has(w) && !POSITIVE.has(w) && !NEGATIVE.has(w));
/** Crude stemming: words agree when they share all but a short ending ("prices" ~ "price"). */
const stem = (w: string) => w.slice(0, Math.max(4, w.length - 2));
const sharedWords = (text: string, themeWords: readonly string[]) => words(text).filter((w) => themeWords.some((t) => t === w || stem(t) === stem(w))).length;
const capital = (w: string) => w[0].toUpperCase() + w.slice(1);

function lexiconSentiment(text: string): { sentiment: string; confidence: number } {
  const all = words(text);
  let [pos, neg] = [0, 0];
  all.forEach((w, i) => {
    const flip = i > 0 && NEGATIONS.has(all[i - 1]);
    if (POSITIVE.has(w)) flip ? neg++ : pos++;
    if (NEGATIVE.has(w)) flip ? pos++ : neg++;
  });
  if (pos > 0 && neg > 0) return { sentiment: 'mixed', confidence: 0.7 };
  if (pos + neg === 0) return { sentiment: 'neutral', confidence: 0.8 };
  return { sentiment: pos > 0 ? 'positive' : 'negative', confidence: Math.min(0.95, 0.6 + 0.1 * (pos + neg)) };
}

/** Greedy cover: the content word in most not-yet-covered comments, context words first. */
function keywordThemes(sample: readonly SampledText[], min: number, max: number, context?: string): unknown[] {
  const docs = sample.map((s) => ({ words: new Set(contentWords(s.text)), weight: s.count ?? 1 }));
  const preferred = new Set(context ? contentWords(context) : []);
  const chosen: string[] = [];
  const covered = new Set<number>();
  while (chosen.length < max) {
    const score = new Map<string, number>();
    docs.forEach((d, i) => {
      if (covered.has(i)) return;
      for (const w of d.words) if (!chosen.includes(w)) score.set(w, (score.get(w) ?? 0) + d.weight + (preferred.has(w) ? 1000 : 0));
    });
    const best = [...score.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (!best || (best[1] < 2 && chosen.length >= min)) break;
    chosen.push(best[0]);
    docs.forEach((d, i) => d.words.has(best[0]) && covered.add(i));
  }
  for (let n = 1; chosen.length < min; n++) chosen.push(`topic${n}`);
  return chosen.map((w) => ({ shortLabel: `${capital(w)} Comments`, label: `Comments about ${w}`, description: `Comments that mention ${w}.` }));
}

/** The theme sharing most words with the text; the last theme when none does. */
function bestTheme(text: string, themes: readonly IndexedTheme[]): { theme: number; typicality: number } {
  const scored = themes.map((t) => ({ theme: t.index, score: sharedWords(text, contentWords(`${t.shortLabel} ${t.label}`)) }));
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a), { theme: themes[themes.length - 1].index, score: 0 });
  return { theme: best.theme, typicality: best.score > 0 ? Math.min(1, 0.5 + 0.25 * best.score) : 0.2 };
}

/** Clauses of a text as verbatim, trimmed slices (cut at punctuation and "but"). */
const clauses = (text: string) => text.split(/[.!?;,]+|\bbut\b/).map((part) => part.trim()).filter((part) => part.length > 0);
