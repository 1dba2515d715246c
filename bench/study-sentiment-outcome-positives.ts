/**
 * For reading why a version misses positives told without sentiment words: for each text, the 2026-12-10 answer, the
 * whole-text blend (positive, negative, neutral, mixed), the denials found and the blend of each denied phrase.
 * Nothing here chooses.
 *
 *   node --import tsx bench/study-sentiment-outcome-positives.ts [--label positive] FILE...
 */
import { readFileSync } from 'node:fs';
import { LocalModelProvider } from '../lambdas/models/local/provider.js';
import { BlendedSentimentModel } from '../lambdas/models/local/sentiment-blend-model.js';
import { decide20261210, find20261210 } from '../lambdas/models/local/sentiment-decision-2026-12-10.js';
import { DECISION_SETTINGS_2026_12_05 } from '../lambdas/models/local/sentiment-decision-2026-12-05.js';

const at = process.argv.indexOf('--label');
const label = at >= 0 ? process.argv[at + 1] : 'positive';
const rows = process.argv.slice(2).filter((a) => a.endsWith('.jsonl')).flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { text: string; label: string })).filter((r) => r.label === label);
const provider = new LocalModelProvider() as unknown as { use: ConstructorParameters<typeof BlendedSentimentModel>[0] };
const f2 = (q: readonly number[] | undefined): string => (q ? q.map((x) => x.toFixed(2)).join('/') : '-');
const model = new BlendedSentimentModel(provider.use, {
  find: find20261210,
  decide: (t, p, c, judged, found) => {
    const r = decide20261210(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found);
    console.log(`${r.sentiment === label ? '=' : 'x'} ${r.sentiment.padEnd(8)} p ${f2(p)} ${t}`);
    return r;
  },
});
await model.classify(rows.map((r) => r.text));
