/**
 * Throwaway tuning/measurement for the local extractions model on the shared development data.
 * Run: node --import tsx bench/tune-extractions.ts [--grid] [--limit N]
 * Reads ../shared/data (never copied into the repository). Embeds every clause once (~1 min).
 */
import { readFileSync } from 'node:fs';
import {
  EXTRACTION_CONSTANTS, LocalExtractionsModel, matches, type ClauseThemeScore, type ExtractionConstants,
} from '../lambdas/models/local/extractions-local.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';

interface Row {
  text: string;
  theme: string;
  mentioned: boolean;
  gold_spans: Array<{ start: number; end: number; text: string }>;
}

const file = new URL('../../shared/data/extractions/restaurants16.dev.jsonl', import.meta.url);
const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);
const limitArg = process.argv.indexOf('--limit');
const themes = [...new Set(rows.map((r) => r.theme))];
let texts = [...new Set(rows.map((r) => r.text))];
if (limitArg > 0) texts = texts.slice(0, Number(process.argv[limitArg + 1]));
const textIndex = new Map(texts.map((t, i) => [t, i]));
const pairs = rows.filter((r) => textIndex.has(r.text));

const started = Date.now();
const scores = await new LocalExtractionsModel(new UseLiteEncoder()).score(texts, themes);
console.log(`${texts.length} texts, ${scores.flat(2).length / themes.length} clauses, scored in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** Character positions of the word tokens inside the given spans. */
function tokenStarts(text: string, spans: Array<{ start: number; end: number }>): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (spans.some((s) => m.index >= s.start && m.index + m[0].length <= s.end)) out.add(m.index);
  }
  return out;
}

function f1(tp: number, fp: number, fn: number): number {
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

function evaluate(k: ExtractionConstants) {
  const perTheme = new Map<string, [number, number, number]>();
  let tokenF1Sum = 0;
  let tokenPairs = 0;
  for (const r of pairs) {
    const cs: ClauseThemeScore[] = scores[textIndex.get(r.text)!][themes.indexOf(r.theme)];
    const hits = cs.filter((c) => matches(c, k));
    const c = perTheme.get(r.theme) ?? [0, 0, 0];
    if (hits.length > 0 && r.mentioned) c[0]++;
    else if (hits.length > 0) c[1]++;
    else if (r.mentioned) c[2]++;
    perTheme.set(r.theme, c);
    if (r.gold_spans.length > 0) {
      const gold = tokenStarts(r.text, r.gold_spans);
      const pred = tokenStarts(r.text, hits.map((h) => h.clause));
      const tp = [...pred].filter((p) => gold.has(p)).length;
      tokenF1Sum += f1(tp, pred.size - tp, gold.size - tp);
      tokenPairs++;
    }
  }
  const total = [...perTheme.values()].reduce((a, c) => [a[0] + c[0], a[1] + c[1], a[2] + c[2]], [0, 0, 0]);
  const macro = [...perTheme.values()].reduce((a, c) => a + f1(...c), 0) / perTheme.size;
  return { micro: f1(total[0], total[1], total[2]), macro, perTheme, tokenF1: tokenF1Sum / tokenPairs };
}

if (process.argv.includes('--grid')) {
  const results: Array<[number, number, ExtractionConstants]> = [];
  for (let threshold = 0.04; threshold <= 0.2; threshold += 0.01) for (let margin = -0.02; margin <= 0.1; margin += 0.01)
    for (const lexicalBonus of [0, 0.1, 0.2, 0.5]) {
      const k = { threshold, margin, lexicalBonus };
      const e = evaluate(k);
      results.push([e.micro, e.macro, k]);
    }
  results.sort((a, b) => b[0] - a[0]);
  for (const [micro, macro, k] of results.slice(0, 12)) {
    console.log(`threshold=${k.threshold.toFixed(2)} margin=${k.margin.toFixed(2)} bonus=${k.lexicalBonus} detectionF1 micro=${micro.toFixed(4)} macro=${macro.toFixed(4)}`);
  }
}

const e = evaluate(EXTRACTION_CONSTANTS);
console.log(`shipped ${JSON.stringify(EXTRACTION_CONSTANTS)}: detection F1 micro=${e.micro.toFixed(4)} macro=${e.macro.toFixed(4)}, token-overlap F1 (pairs with gold spans)=${e.tokenF1.toFixed(4)}`);
for (const [theme, c] of e.perTheme) console.log(`  ${theme}: F1=${f1(...c).toFixed(3)} tp=${c[0]} fp=${c[1]} fn=${c[2]}`);

// A theme asked for alone has no competitors: the margin condition is vacuous.
const alone = evaluate({ ...EXTRACTION_CONSTANTS, margin: Number.NEGATIVE_INFINITY });
console.log(`each theme requested alone: detection F1 micro=${alone.micro.toFixed(4)} macro=${alone.macro.toFixed(4)}, token-overlap F1=${alone.tokenF1.toFixed(4)}`);
