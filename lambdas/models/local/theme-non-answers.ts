/**
 * Themes 2027-01-01: answers that give no content ("Nothing.", "All good.", "n/a", "No complaints", "Same as
 * earlier") are a code of their own for a researcher. A non-answer is a whole answer whose first clause is one of a
 * few phrases of having nothing to say, or a pointer to an earlier answer, and whose other clauses (if any) only say
 * all is well ("Nothing, it's perfect", "Nope, keep doing what you're doing"); "Nothing, the staff are lovely" is
 * praise of the staff, not a non-answer.
 *
 * Where the non-answers weigh at least a theme's least size and there is room for one more theme, they form a theme
 * of their own (one theme, where the partition had split them or mixed them into content themes); else they stay
 * where the partition put them; a theme that lost its non-answers and fell under the least size goes to the content
 * themes nearest its members. Either way no content theme is represented (or named) by a non-answer while it holds
 * another member: they come last in its typical order.
 */
import { centroidDistances } from '../../core/clustering/kmeans.js';
import type { PointClustering } from '../../core/clustering/cluster-themes.js';
import type { WeightedPoints } from '../../core/clustering/weighted-points.js';

/** First clauses that say there is nothing to say (normalised: lower case, no apostrophes). */
const NOTHING = new Set(
  [
    'nothing', 'none', 'nope', 'no', 'na', 'nil', 'not really', 'nothing really', 'nothing at all', 'nothing else',
    'nothing to add', 'nothing to report', 'nothing comes to mind', 'nothing in particular', 'nothing i can think of',
    'no comment', 'no comments', 'no complaints', 'no complaint', 'no suggestions', 'no idea', 'not sure', 'dont know',
    'i dont know', 'cant think of anything', 'i cant think of anything', 'cannot think of anything', 'all good', 'all fine',
    'all ok', 'all okay', 'its fine', 'its all good', 'fine', 'fine as it is', 'everything is fine', 'everything was fine',
    'everything is good', 'no changes', 'no change', 'not applicable', 'dont understand the question',
  ],
);
/** Clauses that may follow it, saying only that all is well. */
const ALL_WELL = new Set(
  [
    'its fine', 'its perfect', 'its great', 'its all good', 'all good', 'all fine', 'perfect', 'great', 'fine',
    'we love it', 'i love it', 'love it', 'keep it up', 'keep up the good work', 'keep doing what youre doing',
    'happy as it is', 'happy with everything', 'everything is fine', 'everything was fine',
  ],
);
/** Words a clause may open or close on without saying more ("honestly nothing", "all good thanks"). */
export const FILLER = new Set(['thanks', 'thank', 'you', 'really', 'honestly', 'at', 'all', 'so', 'far', 'um', 'erm', 'well']);
/** A pointer to an earlier answer ("Same as earlier", "See last answer", "See answer to previous question"). */
const REFERENCE = /^(?:(?:see|same as|as per)\b.*\b(?:above|before|earlier|previous|last|prior)|as (?:above|before))\b/u;
/** The most words a clause pointing to an earlier answer, or what follows it, may hold. */
const REFERENCE_WORDS = 6;

/** The answer's clauses, lower case, without apostrophes ("n/a" and "N.A." read "na"). */
export function clausesOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\s+(['’])/gu, '$1')
    .replace(/\s+n['’]t\b/gu, "n't")
    .replace(/\bn\s*[/.]\s*a\b\.?/gu, 'na')
    .replace(/['’]/gu, '')
    .split(/[,.;:!?()\-–—/]+/u)
    .map((c) => c.replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
}

/** Whether a clause (as clausesOf gives it) is one of the phrases of having nothing to say. */
export const saysNothing = (clause: string) => NOTHING.has(clause);

/** A clause without the filler words at its ends. */
function core(clause: string): string {
  const words = clause.split(' ');
  while (words.length > 1 && FILLER.has(words[words.length - 1])) words.pop();
  while (words.length > 1 && FILLER.has(words[0]) && !NOTHING.has(words.join(' '))) words.shift();
  return words.join(' ');
}

/** Whether the answer points to an earlier one ("Same as earlier", "See last answer - department requires it"), saying at most a few words more. */
export function pointsBack(text: string): boolean {
  const [first, ...rest] = clausesOf(text);
  const words = (c: string) => c.split(' ').length;
  return first !== undefined && REFERENCE.test(first) && words(first) <= REFERENCE_WORDS && rest.length <= 1 && rest.every((c) => words(c) <= REFERENCE_WORDS / 2);
}

/** Whether the whole answer is a non-answer. */
export function isNonAnswer(text: string): boolean {
  const [first, ...rest] = clausesOf(text);
  if (first === undefined) return false;
  if (pointsBack(text)) return true;
  if (!NOTHING.has(first) && !NOTHING.has(core(first))) return false;
  return rest.every((c) => ALL_WELL.has(c) || ALL_WELL.has(core(c)) || c.split(' ').every((w) => FILLER.has(w)));
}

/**
 * The partition with the non-answers in one theme of their own, where they weigh `least` at least, some answer is
 * not one, and the count stays within `most`; else the partition as it is. Clusters are numbered by first member
 * and each point's distance is to its own cluster's centroid, as the partition's are.
 */
export function nonAnswersApart(clustering: PointClustering, points: WeightedPoints, nonAnswer: readonly boolean[], weights: readonly number[], least: number, most: number): PointClustering {
  const weight = nonAnswer.reduce((sum, na, t) => sum + (na ? weights[t] : 0), 0);
  if (weight < least || nonAnswer.every(Boolean)) return clustering;
  const apart = clustering.k;
  const moved = Int32Array.from(clustering.labels, (c, t) => (nonAnswer[t] ? apart : c));
  // A theme that lost its non-answers and fell under the least size goes to the content themes nearest its members.
  const weightOf = (c: number) => moved.reduce((sum, d, t) => sum + (d === c ? weights[t] : 0), 0);
  const shrunk = new Set(clustering.labels.filter((c, t) => nonAnswer[t] && weightOf(c) > 0 && weightOf(c) < least));
  const kept = [...new Set(moved)].filter((c) => c !== apart && !shrunk.has(c));
  if (kept.length === 0 || kept.length + 1 > most) return clustering;
  const before = centroidDistances(points, moved, apart + 1);
  moved.forEach((c, t) => {
    if (shrunk.has(c)) moved[t] = kept.reduce((best, d) => (before[t * (apart + 1) + d] < before[t * (apart + 1) + best] ? d : best));
  });
  const ids = new Map<number, number>();
  const labels = Int32Array.from(moved, (c) => (ids.has(c) ? ids.get(c)! : (ids.set(c, ids.size), ids.size - 1)));
  const k = ids.size;
  const distances = centroidDistances(points, labels, k);
  return { ...clustering, labels, k, distances: Float64Array.from(labels, (c, t) => distances[t * k + c]) };
}

/** Each cluster's points nearest its centroid first, then by first input: the typical order of the centroid representatives (as themes-local.ts reads it). */
export function nearestFirst(clustering: PointClustering, firstInput: (t: number) => number): number[][] {
  const groups: number[][] = Array.from({ length: clustering.k }, () => []);
  clustering.labels.forEach((c, t) => groups[c].push(t));
  return groups.map((g) => g.sort((a, b) => clustering.distances[a] - clustering.distances[b] || firstInput(a) - firstInput(b)));
}

/** Each theme's typical order with its non-answers last, where it holds other members. */
export function nonAnswersLast(typical: readonly number[][], nonAnswer: readonly boolean[]): number[][] {
  return typical.map((order) => [...order.filter((t) => !nonAnswer[t]), ...order.filter((t) => nonAnswer[t])]);
}
