/**
 * Praise of something not there now (theme-label-shared.ts: a saying of praise names a theme only where
 * its writers praise what is there): wishes ("I hope the staff stay this friendly"), conditions ("could be
 * a lot more reliable") and the past ("lovely once") are read in one pass over each member's clauses.
 */
import type { TaggedWord } from './keyphrases-local.js';
import { ASKING } from './theme-label-checks.js';

/** Words that hope or ask for what is not there (the asking words but "should", a modal below, and "hope", "wanted", "wished"). */
const HOPING = new Set([...ASKING, 'hope', 'hopes', 'hoped', 'hoping', 'wanted', 'wished', 'wishing'].filter((w) => w !== 'should'));
/** Verbs after "hope to", "want to" that keep what follows hoped for ("hope to get a good bus service"; "hope to see these lovely staff" is praise). */
const HOPED_VERBS = new Set(['be', 'get', 'become', 'have', 'find']);
/** Verbs of wanting after a modal ("would love", "would have liked"). */
const WANTING = new Set(['love', 'like', 'prefer', 'loved', 'liked', 'preferred']);
/** Modals that, before "be", "get" or "become" and the praise, make it a condition ("could be great", "should be reliable"). */
const MODALS = new Set(['could', 'should', 'would', 'might', "'d"]);
/** Verbs that, after a modal, make what follows a condition. */
const CONDITION_VERBS = new Set(['be', 'get', 'become', 'look']);
/** Tags of the words that may stand between "could be" and the praise ("could be a lot more reliable", "should be great and friendly"). */
const CONDITION_BETWEEN = new Set(['ADV', 'DET', 'ADJ', 'PART', 'CCONJ']);
/** A comparative ("friendlier", "better", "more"), after "could have" a wish. */
const COMPARATIVE = /^(?:better|more|[a-z]{2,}er)$/;
/** Words of a time gone by ("years ago"); "once" only as an adverb (closing its clause or before an adjective, not "once we arrived"), "before" and "then" only beside "was"/"were". */
const PAST = new Set(['ago', 'formerly']);

/** Each member's words read as praise of something not there now (unrealPraise), found in one pass over its clauses. */
const UNREAL = new WeakMap<readonly TaggedWord[], readonly boolean[]>();

/** The words of each clause (between punctuation and "but") of `m` that praise no thing of now: see unrealPraise. */
function unrealWords(m: readonly TaggedWord[]): readonly boolean[] {
  const unreal = new Array<boolean>(m.length).fill(false);
  const conditioned = new Array<boolean>(m.length).fill(false);
  const ends = (k: number) => k >= m.length || m[k].tag === 'PUNCT' || m[k].normal === 'but';
  let from = 0;
  while (from < m.length) {
    let to = from;
    while (!ends(to)) to++;
    // The clause is from..to-1. Flags read once: a time gone by anywhere in it, "was"/"were", "still", the last "before" or clause-closing "then".
    let past = false;
    let was = false;
    let still = false;
    let lastBefore = -1;
    let lastThen = -1;
    // The first word after which the rest of the clause is hoped for or past ("hope the ...", "used to be ...").
    let hopedFrom = to;
    for (let k = from; k < to; k++) {
      const w = m[k].normal;
      const next = k + 1 < to ? m[k + 1] : undefined;
      if (PAST.has(w) || (w === 'once' && (!next || next.tag === 'ADJ' || next.tag === 'ADV'))) past = true;
      if (w === 'was' || w === 'were') was = true;
      if (w === 'still') still = true;
      if (w === 'before') lastBefore = k;
      if (w === 'then' && k === to - 1) lastThen = k;
      const toVerb = next?.normal === 'to' ? m[k + 2]?.normal : undefined;
      // "would love", "'d have liked": a modal before a verb of wanting hopes too ("would love to see the lovely staff again" is praise).
      const wants = !MODALS.has(w) ? -1 : WANTING.has(next?.normal ?? '') ? k + 1 : next?.normal === 'have' && WANTING.has(m[k + 2]?.normal ?? '') ? k + 2 : -1;
      const wanting = wants >= 0 && !(m[wants + 1]?.normal === 'to' && !HOPED_VERBS.has(m[wants + 2]?.normal ?? ''));
      const hoping = wanting || (HOPING.has(w) && (toVerb === undefined || HOPED_VERBS.has(toVerb)));
      const usedTo = w === 'used' && toVerb !== undefined && (m[k + 2].tag === 'VERB' || m[k + 2].tag === 'AUX');
      if ((hoping || usedTo) && k < hopedFrom) hopedFrom = k;
      // "could be", "'d get", "could have been": the words after, up to the first that cannot stand before the praise, are conditions;
      // after "could have", "should have" only from a comparative on ("should have friendlier staff"; "might have the friendliest staff" is praise).
      const have = next?.normal === 'have' && m[k + 2]?.normal !== 'been';
      const after = MODALS.has(w) && next ? (CONDITION_VERBS.has(next.normal) ? k + 2 : next.normal === 'have' ? k + (have ? 2 : 3) : -1) : -1;
      let comparative = !have;
      // A word already read stops the walk: the walk before it went on from there.
      for (let j = after; after >= 0 && j < to && !conditioned[j] && CONDITION_BETWEEN.has(m[j].tag); j++) {
        comparative ||= COMPARATIVE.test(m[j].normal) && m[j].normal !== 'super';
        conditioned[j] = comparative;
      }
    }
    const lastPast = still ? lastBefore : Math.max(lastBefore, lastThen);
    for (let i = from; i < to; i++) unreal[i] = past || i > hopedFrom || conditioned[i] || (was && i < lastPast);
    from = to + 1;
  }
  return unreal;
}

/**
 * Is the praise at i no praise of the thing now: hoped or asked for ("Hope the bus service gets better", "Want a good
 * bus service"), a condition ("could be great", "should be reliable"; "could not be nicer" is praise), or past ("used
 * to be friendly", "friendly once", "great years ago", "were nice before the takeover")? Read in i's clause. Mended
 * once more before release: "once" before a subject ("friendly once we arrived"), "used to" before no verb ("got used
 * to the friendly staff"), "hope to see these lovely staff", "should be proud of such lovely staff", "might have the
 * friendliest staff", and "lovely then and still are" are praise; each member's clauses are read once.
 */
export function unrealPraise(m: readonly TaggedWord[], i: number): boolean {
  let words = UNREAL.get(m);
  if (!words) UNREAL.set(m, (words = unrealWords(m)));
  return words[i] ?? false;
}
