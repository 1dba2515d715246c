/**
 * CPU time of the synchronous sentiment worst case (×200 survey-length texts, new texts each run)
 * per version, in one process: the versions take turns in every round, so the load of a shared
 * machine falls on all alike, and each is reported as a ratio to the default `2026-11-29` measured in
 * the same run. CPU time (every thread of the process, `process.cpuUsage`) does not depend on other
 * load the way wall time does; wall time is reported beside it.
 *
 *   nice -n 10 node --import tsx bench/sentiment-version-cpu.ts [--rounds 5] [--versions 2026-11-29,2026-11-30,2026-12-01]
 */
import { parseArgs } from 'node:util';
import { LIMITS } from '../lambdas/core/limits.js';
import { LocalModelProvider } from '../lambdas/models/local/provider.js';
import { median } from './lib/timing.js';
import { sentences } from './sync-latency.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, versions: { type: 'string', default: '2026-11-29,2026-11-30,2026-12-01' } } });
const versions = values.versions.split(',');
const reference = versions[0];
const provider = new LocalModelProvider();
const n = LIMITS.sentiment.inputs.sync;
for (const v of versions) await provider.sentiment(v).classify(sentences(n, 8, 0));
const cpu = new Map<string, number[]>(versions.map((v) => [v, []]));
const wall = new Map<string, number[]>(versions.map((v) => [v, []]));
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const v of versions) {
    const texts = sentences(n, 8, round * versions.length + versions.indexOf(v));
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await provider.sentiment(v).classify(texts);
    const c = process.cpuUsage(c0);
    wall.get(v)!.push(performance.now() - t0);
    cpu.get(v)!.push((c.user + c.system) / 1000);
  }
}
console.log(`sentiment ×${n}, ${values.rounds} rounds; median CPU ms (all threads), median wall ms, CPU ratio to ${reference} in the same run`);
for (const v of versions) {
  const c = median(cpu.get(v)!);
  console.log(`  ${v}: CPU ${c.toFixed(0)} ms, wall ${median(wall.get(v)!).toFixed(0)} ms, CPU / ${reference} ${(c / median(cpu.get(reference)!)).toFixed(2)}`);
}
