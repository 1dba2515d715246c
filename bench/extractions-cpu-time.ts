/**
 * CPU time of one synchronous extractions call at its largest size (200 inputs × 50 themes, as the
 * sync-latency benchmark sends them), extractions 2026-11-30 against 2026-12-01, 2026-12-02, 2026-12-03, 2026-12-04, 2026-12-05, 2026-12-06, 2026-12-07, 2026-12-08, 2026-12-09, 2026-12-10, 2026-12-11, 2026-12-12 and 2026-12-13 in the same process,
 * alternating which goes first; new texts every call so that no call reuses another's cached
 * embeddings. CPU time (every thread) does not depend on the other load of a shared machine the way
 * wall time does; the wall time of each call is printed beside it.
 *
 *   nice -n 10 node --import tsx bench/extractions-cpu-time.ts [--runs 7] [--only 2026-12-04,2026-12-05]
 */
import { SPAN_SETTINGS_2026_11_30, SPAN_SETTINGS_2026_12_01, SPAN_SETTINGS_2026_12_02, SPAN_SETTINGS_2026_12_03, SPAN_SETTINGS_2026_12_04, SPAN_SETTINGS_2026_12_05, SPAN_SETTINGS_2026_12_06, SPAN_SETTINGS_2026_12_07, SPAN_SETTINGS_2026_12_08, SPAN_SETTINGS_2026_12_09, SPAN_SETTINGS_2026_12_10, SPAN_SETTINGS_2026_12_11, SPAN_SETTINGS_2026_12_12, SPAN_SETTINGS_2026_12_13, SPAN_SETTINGS_2026_12_14, SPAN_SETTINGS_2026_12_15, SPAN_SETTINGS_2026_12_16, SPAN_SETTINGS_2026_12_17, SPAN_SETTINGS_2026_12_18, SPAN_SETTINGS_2026_12_19, ThemeSpanExtractionsModel } from '../lambdas/models/local/extractions-spans.js';
import { UseLiteEncoder } from '../lambdas/models/local/use-encoder.js';
import { WordVectors } from '../lambdas/models/local/word-vectors.js';
import { LIMITS } from '../lambdas/core/limits.js';
import { sentences, WORDS } from './sync-latency.js';
import { median } from './lib/timing.js';

const at = process.argv.indexOf('--runs');
const runs = at >= 0 ? Number(process.argv[at + 1]) : 7;
const encoder = new UseLiteEncoder();
const vectors = WordVectors.load();
const models = { '2026-11-30': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_11_30), '2026-12-01': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_01), '2026-12-02': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_02), '2026-12-03': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_03), '2026-12-04': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_04), '2026-12-05': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_05), '2026-12-06': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_06), '2026-12-07': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_07), '2026-12-08': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_08), '2026-12-09': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_09), '2026-12-10': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_10), '2026-12-11': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_11), '2026-12-12': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_12), '2026-12-13': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_13), '2026-12-14': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_14), '2026-12-15': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_15), '2026-12-16': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_16), '2026-12-17': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_17), '2026-12-18': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_18), '2026-12-19': new ThemeSpanExtractionsModel(encoder, () => vectors, SPAN_SETTINGS_2026_12_19) };
// --only 2026-12-04,2026-12-05: time only these versions.
const onlyAt = process.argv.indexOf('--only');
if (onlyAt >= 0) for (const name of Object.keys(models)) if (!process.argv[onlyAt + 1].split(',').includes(name)) delete (models as Record<string, unknown>)[name];
const { inputs: n, themes: m } = { inputs: LIMITS.extractions.inputs.sync, themes: LIMITS.extractions.themes.sync };
const themes = Array.from({ length: m }, (_, i) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`);
const cpu: Record<string, number[]> = {};
const wall: Record<string, number[]> = {};
let serial = 0;
for (let run = 0; run <= runs; run++) {
  const order = run % 2 ? Object.entries(models).reverse() : Object.entries(models);
  for (const [name, model] of order) {
    const inputs = sentences(n, 9, 1000 + serial++);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await model.extract(inputs, themes);
    const c = process.cpuUsage(c0);
    if (run === 0) continue; // warm-up: loads the encoder and the word vectors
    (cpu[name] ??= []).push((c.user + c.system) / 1000);
    (wall[name] ??= []).push(performance.now() - t0);
  }
}
for (const name of Object.keys(models)) {
  console.log(`extractions ${n}x${m} ${name}: median CPU ${median(cpu[name]).toFixed(0)} ms (all ${cpu[name].map((x) => x.toFixed(0)).join(' ')}), median wall ${median(wall[name]).toFixed(0)} ms`);
}
const ratio = (a: string, b: string) => {
  if (cpu[a] && cpu[b]) console.log(`CPU ratio ${a} / ${b}: ${(median(cpu[a]) / median(cpu[b])).toFixed(2)}`);
};
ratio('2026-12-01', '2026-11-30');
ratio('2026-12-03', '2026-11-30');
ratio('2026-12-04', '2026-12-03');
ratio('2026-12-05', '2026-12-04');
ratio('2026-12-06', '2026-12-05');
ratio('2026-12-07', '2026-12-06');
ratio('2026-12-08', '2026-12-07');
ratio('2026-12-09', '2026-12-08');
ratio('2026-12-10', '2026-12-09');
ratio('2026-12-11', '2026-12-10');
ratio('2026-12-12', '2026-12-10');
ratio('2026-12-13', '2026-12-12');
ratio('2026-12-14', '2026-12-13');
ratio('2026-12-15', '2026-12-14');
ratio('2026-12-16', '2026-12-14');
ratio('2026-12-17', '2026-12-16');
ratio('2026-12-18', '2026-12-17');
ratio('2026-12-19', '2026-12-18');
