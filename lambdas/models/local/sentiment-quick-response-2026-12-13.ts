import { sentimentCues } from './sentiment-cues.js';
import { CUE_RULES_2026_11_30 } from './sentiment-cue-rules-2026-11-30.js';
import { tagText } from './extractions-tagger.js';
import { contrastOf } from './sentiment-decision-2026-12-10.js';

/**
 * Part 2 of sentiment 2026-12-13: a thing that arrived or was done a short span after the writer asked for it ("My
 * permit arrived in the post two days after the call", "The pothole was filled two days after I rang it in", "mended the
 * morning after I rang"): a span of minutes, hours or days (never weeks or months) after or within a span of the writer's
 * call, request or report, the verb before it (on the wink-nlp tags) one of arriving, coming back, or a passive of
 * doing, paying, mending or sending. No denial, no waiting or lateness word, no return ("again"), no listed negative
 * word or bad outcome, one sentence and no contrast.
 */
const SMALL = '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|a\\s+few|a\\s+couple\\s+of|half\\s+an|\\d{1,2})';
const ASKED = '(?:(?:i|we)\\s+(?:rang|called|phoned|emailed|asked|reported|booked|ordered|applied|wrote|complained|checked\\s+out|sent)|(?:the|my|our)\\s+(?:call|phone\\s+call|request|report|email|booking|order|application))';
const QUICK_AFTER_RE = new RegExp([
  `\\b${SMALL}\\s+(?:minutes?|hours?|days?)\\s+after\\s+${ASKED}`,
  `\\bthe\\s+(?:same\\s+)?(?:morning|day|afternoon|evening|night)\\s+after\\s+${ASKED}`,
  `\\bwithin\\s+${SMALL}\\s+(?:minutes?|hours?|days?)\\s+of\\s+${ASKED}`,
  `\\bwithin\\s+the\\s+hour\\s+of\\s+${ASKED}`,
].join('|'), 'iu');
/** Arriving or coming back, and the passives of a thing done for the writer (lemmas). */
const ARRIVED = new Set(['arrive', 'come', 'appear', 'land', 'turn']);
const DONE = new Set(['fill', 'fix', 'mend', 'repair', 'pay', 'refund', 'send', 'post', 'deliver', 'sort', 'replace', 'clear', 'collect', 'book', 'see', 'approve', 'issue', 'credit', 'return', 'finish', 'do', 'seal', 'patch', 'unblock', 'restore', 'reconnect']);
const BLOCK_RE = /\b(?:not|no|never|nothing|nobody|without|again|still|only|finally|eventually|wait(?:ed|ing)?|late|later|delayed|took|chas(?:e|ed|ing)|but|though|although)\b|n['’]t\b|\?/iu;

/** Whether a text is one statement with no contrast: no second sentence or clause after a full stop or semicolon, no "but" or "while" (both readings of 2026-12-13 ask it). */
export function oneUncontrastedStatement(text: string): boolean {
  return !/[.!?;]["'”’)]*\s+\S/u.test(text) && !contrastOf(text);
}

export function quickResponse(text: string): boolean {
  const m = QUICK_AFTER_RE.exec(text);
  if (m === null || BLOCK_RE.test(text) || !oneUncontrastedStatement(text)) return false;
  const c = sentimentCues(text, CUE_RULES_2026_11_30);
  if (c.strongestNegative >= 0.05 || c.badOutcomes > 0) return false;
  const tokens = tagText(text.slice(0, m.index));
  const verbs = tokens.filter((t) => t.pos === 'VERB');
  if (verbs.length === 0) return false;
  const last = verbs[verbs.length - 1];
  const passive = tokens.some((t) => t.pos === 'AUX' && /^(?:was|were|is|are|been|got)$/iu.test(t.value) && t.end <= last.start);
  return ARRIVED.has(last.lemma) || (passive && DONE.has(last.lemma));
}
