import { agglomerate, cutDendrogram } from '../clustering/agglomerative.js';
import { kMeans } from '../clustering/kmeans.js';
import { gramMatrix } from '../clustering/vectors.js';
import { weightedPoints } from '../clustering/weighted-points.js';
import type { ClusteringAlgorithm } from './limits.js';

export interface Cluster {
  clusterId: number;
  items: string[];
}

export interface ClusteringResult {
  algorithm: ClusteringAlgorithm;
  clusters: Cluster[];
}

/**
 * Clusters L2-normalised vectors (one per input) into k groups. k-means on unit vectors is
 * spherical k-means in effect, so `kmeans` and `skmeans` run the same (seeded k-means++, best of
 * several starts); `agglomerative` is Ward's method; `hdbscan` is answered by average-linkage
 * clustering cut at k (density-based clustering decides its own count, which the clients' `k`
 * does not allow). Identical texts are one point weighted by their count, so they always share a
 * cluster; clusters are numbered by their first input and list their inputs in input order.
 */
export function clusterVectors(inputs: readonly string[], vectors: readonly ArrayLike<number>[], k: number, algorithm: ClusteringAlgorithm = 'kmeans'): ClusteringResult {
  const pointOf = new Map<string, number>();
  const points: number[] = [];
  const weights: number[] = [];
  const index = inputs.map((text, i) => {
    let p = pointOf.get(text);
    if (p === undefined) {
      p = points.length;
      pointOf.set(text, p);
      points.push(i);
      weights.push(0);
    }
    weights[p]++;
    return p;
  });
  const count = Math.min(k, points.length);
  const wp = weightedPoints(gramMatrix(points.map((i) => vectors[i])), weights);
  let labels: Int32Array;
  if (count <= 1) labels = new Int32Array(points.length);
  else if (algorithm === 'agglomerative') labels = cutDendrogram(agglomerate(wp, 'ward'), count);
  else if (algorithm === 'hdbscan') labels = cutDendrogram(agglomerate(wp, 'average'), count);
  else labels = kMeans(wp, count).labels;
  const byLabel = new Map<number, number>();
  const clusters: Cluster[] = [];
  inputs.forEach((text, i) => {
    const label = labels[index[i]];
    let c = byLabel.get(label);
    if (c === undefined) {
      c = clusters.length;
      byLabel.set(label, c);
      clusters.push({ clusterId: c, items: [] });
    }
    clusters[c].items.push(text);
  });
  return { algorithm, clusters };
}
