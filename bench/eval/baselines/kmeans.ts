/**
 * The themes baseline: k-means (k-means++ seeding, Lloyd iterations, best of several seeded
 * starts by inertia) on the unit-length embeddings, given the gold number of clusters.
 */
import { adjustedRandIndex, vMeasure } from '../metrics/clustering.js';
import { seededRandom, type Random } from '../sampling.js';

/** Independent starts; the lowest inertia wins (scikit-learn's classic default is 10). */
export const KMEANS_RESTARTS = 10;
const MAX_ITERATIONS = 100;

function squaredDistance(a: Float32Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] - b[i]) ** 2;
  return sum;
}

function seedCentres(points: readonly Float32Array[], k: number, random: Random): Float64Array[] {
  const centres = [Float64Array.from(points[Math.floor(random() * points.length)])];
  const nearest = points.map((p) => squaredDistance(p, centres[0]));
  while (centres.length < k) {
    const total = nearest.reduce((s, v) => s + v, 0);
    let target = random() * total;
    let pick = 0;
    while (pick < points.length - 1 && target >= nearest[pick]) target -= nearest[pick++];
    const centre = Float64Array.from(points[pick]);
    centres.push(centre);
    points.forEach((p, i) => (nearest[i] = Math.min(nearest[i], squaredDistance(p, centre))));
  }
  return centres;
}

function lloyd(points: readonly Float32Array[], centres: Float64Array[]): { labels: number[]; inertia: number } {
  const dimension = points[0].length;
  let labels = new Array<number>(points.length).fill(-1);
  let inertia = 0;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    inertia = 0;
    const next = points.map((p) => {
      let best = 0;
      let bestDistance = Infinity;
      centres.forEach((c, j) => {
        const d = squaredDistance(p, c);
        if (d < bestDistance) [best, bestDistance] = [j, d];
      });
      inertia += bestDistance;
      return best;
    });
    const moved = next.some((l, i) => l !== labels[i]);
    labels = next;
    if (!moved) break;
    centres.forEach((c, j) => {
      const members = points.filter((_, i) => labels[i] === j);
      if (members.length === 0) return;
      c.fill(0);
      for (const m of members) for (let d = 0; d < dimension; d++) c[d] += m[d] / members.length;
    });
  }
  return { labels, inertia };
}

/** Cluster labels (0..k-1) of each point: the best of `restarts` seeded k-means runs. */
export function kMeansLabels(points: readonly Float32Array[], k: number, random: Random, restarts = KMEANS_RESTARTS): number[] {
  if (points.length === 0) return [];
  const clusters = Math.min(k, points.length);
  let best = { labels: [] as number[], inertia: Infinity };
  for (let r = 0; r < restarts; r++) {
    const run = lloyd(points, seedCentres(points, clusters, random));
    if (run.inertia < best.inertia) best = run;
  }
  return best.labels;
}

/** Independent seeded k-means draws (each the best of its restarts) averaged into the baseline. */
export const KMEANS_DRAWS = 5;
/**
 * Samples larger than this get one draw: the intent sets' samples of 500 texts and 20 to 150
 * clusters take seconds a draw and are averaged over three samples already.
 */
export const KMEANS_DRAWS_UP_TO = 200;

/**
 * The k-means baseline of a sample: adjusted Rand index and V-measure against the gold labels,
 * averaged over `draws` independent seeded draws, so the target is what k-means gets on these
 * embeddings rather than one draw's luck (one draw's ARI moved by up to 0.16 between seeds on the
 * hand-written sets). The seeds are keyed by the sample's name without " +context": k-means never
 * reads the context, so a sample and its +context twin are held to the same baseline.
 */
export function kMeansBaseline<G>(
  points: readonly Float32Array[],
  gold: readonly G[],
  k: number,
  seed: number,
  name: string,
  draws = points.length <= KMEANS_DRAWS_UP_TO ? KMEANS_DRAWS : 1,
): { ari: number; v: number } {
  const base = name.replace(/ \+context$/, '');
  let ari = 0;
  let v = 0;
  for (let d = 0; d < draws; d++) {
    const labels = kMeansLabels(points, k, seededRandom(seed, d === 0 ? `kmeans/${base}` : `kmeans/${base}/${d}`));
    ari += adjustedRandIndex(gold, labels);
    v += vMeasure(gold, labels).vMeasure;
  }
  return { ari: ari / draws, v: v / draws };
}
