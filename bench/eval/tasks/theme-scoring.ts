/**
 * Scoring of one themes response against a sample's gold labels: the service's own assignment
 * when the response has one (`includeAssignments`), otherwise each text to the theme it represents
 * or whose representatives it is nearest; ARI and V-measure; the label checks.
 */
import { adjustedRandIndex, vMeasure } from '../metrics/clustering.js';
import { assignToThemes } from './theme-assignment.js';
import { checkLabelQuality, membersOf, NO_LABEL_QUALITY, type LabelQuality } from './label-quality.js';

export interface ScoredResponse {
  themes: number;
  ari: number;
  v: number;
  /** Whether the service's own assignment was scored. */
  ownAssignment: boolean;
  labels: LabelQuality;
}

export function scoreResponse(
  texts: readonly string[],
  gold: readonly string[],
  response: { themes: readonly { shortLabel: string; representatives: readonly string[] }[]; assignments?: readonly number[] },
  embedding: (text: string) => Float32Array,
): ScoredResponse {
  const own = response.assignments !== undefined && response.assignments.length === texts.length;
  const assigned = own ? [...response.assignments!] : assignToThemes(texts, response.themes, embedding);
  return {
    themes: response.themes.length,
    ari: adjustedRandIndex(gold, assigned),
    v: vMeasure(gold, assigned).vMeasure,
    ownAssignment: own,
    labels: checkLabelQuality(NO_LABEL_QUALITY, response.themes, membersOf(texts, assigned, response.themes.length)),
  };
}

/** Sums label checks. */
export function addLabelQuality(a: LabelQuality, b: LabelQuality): LabelQuality {
  return { labels: a.labels + b.labels, inMembers: a.inMembers + b.inMembers, templates: a.templates + b.templates, numbered: a.numbered + b.numbered };
}
