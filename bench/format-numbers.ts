import { SimilarityEngine } from '../lambdas/core/similarity/similarity-engine.js';
import { writeSimilarityRun } from '../lambdas/core/similarity/similarity-text.js';
import { similarityArray } from '../lambdas/core/json-format.js';
import { randomUnitVectors } from './lib/vectors.js';
import { median, timeOnce } from './lib/timing.js';
import { fixed, table, type Benchmark } from './lib/report.js';

const DIMENSION = 512;
/** Bytes per value at most with its comma, for the output buffer. */
const BYTES_PER_VALUE = 10;

/** Real similarity values: the self triangle of random unit vectors (typical lengths of text). */
function similarityValues(n: number): Float64Array {
  const engine = SimilarityEngine.self(randomUnitVectors(n, DIMENSION, 5), n, DIMENSION);
  const out = new Float64Array(engine.valueCount());
  engine.computeRows(0, n, out);
  return out;
}

export const formatNumbersBenchmark: Benchmark = {
  name: 'format',
  title: 'Number formatting vs JSON.stringify',
  async run(context) {
    const n = context.quick ? 1_000 : 2_000;
    const runs = context.quick ? 3 : 7;
    const values = similarityValues(n);
    const rounded = similarityArray(values);
    const out = new Uint8Array(values.length * BYTES_PER_VALUE);
    const state = { pos: 0 };
    let checked = false;
    const sides = {
      ours: () => {
        state.pos = 0;
        writeSimilarityRun(values, 0, values.length, false, out, state, out.length);
      },
      stringify: () => JSON.stringify(rounded),
      current: () => Buffer.from(JSON.stringify(similarityArray(values)), 'utf8'),
    };
    const wall: Record<keyof typeof sides, number[]> = { ours: [], stringify: [], current: [] };
    const cpu: Record<keyof typeof sides, number[]> = { ours: [], stringify: [], current: [] };
    for (const run of Object.values(sides)) run(); // warm-up
    // Interleaved, so other processes' load falls on every side alike.
    for (let i = 0; i < runs; i++) {
      for (const [name, run] of Object.entries(sides) as [keyof typeof sides, () => unknown][]) {
        const sample = await timeOnce(run);
        wall[name].push(sample.wallMs);
        cpu[name].push(sample.cpuMs);
      }
      if (!checked) {
        // The same bytes as the reference, or the comparison means nothing.
        const text = Buffer.from(out.subarray(0, state.pos)).toString('latin1');
        if (`[${text}]` !== JSON.stringify(rounded)) throw new Error('formatted text differs from JSON.stringify');
        checked = true;
      }
    }
    const rate = (ms: number) => values.length / (ms / 1000) / 1e6;
    const row = (label: string, name: keyof typeof sides) => {
      const w = median(wall[name]);
      const c = median(cpu[name]);
      return [label, fixed(w, 1), fixed(rate(w), 1), fixed(c, 1), name === 'ours' ? '1' : fixed(w / median(wall.ours), 1), name === 'ours' ? '1' : fixed(c / median(cpu.ours), 1)];
    };
    context.log(`format: ours ${fixed(rate(median(wall.ours)), 1)} M values/s, JSON.stringify ${fixed(rate(median(wall.stringify)), 1)} M values/s`);
    return [
      `${values.length.toLocaleString('en')} similarity values (the self triangle of ${n} random unit vectors, d = ${DIMENSION}), median of ${runs} interleaved runs, one thread. Ours: \`writeSimilarityRun\`, rounding included, float64 values straight to UTF-8 bytes, checked byte-identical to \`JSON.stringify\`. References: \`JSON.stringify\` of the already rounded numbers (a plain array), and the current service path (\`similarityArray\` rounding + \`JSON.stringify\` + UTF-8 \`Buffer\`). Ratio = reference time / our time (target ≥ 10 vs \`JSON.stringify\`). CPU time is this process's, less sensitive to other load on the machine.`,
      '',
      table(
        ['side', 'wall ms', 'M values/s', 'CPU ms', 'ratio (wall)', 'ratio (CPU)'],
        [row('ours', 'ours'), row('JSON.stringify(rounded numbers)', 'stringify'), row('current path: round + stringify + UTF-8', 'current')],
      ),
    ].join('\n');
  },
};
