import { CUE_RULES_2026_11_25, type CueRules } from './sentiment-cues.js';

/**
 * The cue rules of sentiment version 2026-11-27: those of 2026-11-25 (sentiment-cues.ts) with
 * phrases they read the wrong way or not at all, written for any domain (surveys, reviews,
 * tickets), never for one data set. The extra idioms run first, so that "poorly organised" is
 * read as a complaint before "organised" is read as praise.
 */
const EXTRA_IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  // An adverb of poor quality turns the participle after it: "poorly organised", "badly explained".
  [/\b(?:poorly|badly|barely|hardly)\s+(?:\w+ed|\w+en|\w+t)\b/giu, 'poor'],
  [/\bnothing but (?:praise|good things|compliments|kind words|positives?)\b/giu, 'great'],
  [/\bnothing (?:special|to write home about)\b|\bnothing more,? nothing less\b/giu, 'average'],
  // A request's own words are not a judgement: "I would like to…", "please cancel…".
  [/\b(?:would|'d|’d)\s+like\s+to\b/giu, 'want to'],
  [/^\s*(?:please\s+)?(?:cancel|close|delete|remove|stop|end|terminate)\b/giu, 'change'],
  [/\bplease\s+(?:cancel|close|delete|remove|stop|end|terminate)\b/giu, 'please change'],
  [/\b(?:accurate|thorough|punctual|reliable|spot on|on the ball)\b/giu, 'good'],
];

const EXTRA_GOOD: readonly RegExp[] = [
  // A result that worked, said plainly at the end of its clause: "the treatment worked".
  /\b(?:it|this|that|treatment|fix|solution|update|medication|plan|method|advice)\s+(?:has\s+|have\s+|really\s+|finally\s+)?worked\b(?!\s+(?:at|for|on|in|with|as|from|there|here))/giu,
  /\b(?:back to normal|good as new|working again|walking again|sleeping again)\b/giu,
];

const EXTRA_BAD: readonly RegExp[] = [
  // Delays stated as facts: "took three weeks", "only after six phone calls".
  /\btook\s+(?:\w+\s+){0,2}(?:weeks?|months?|hours?|days?|ages|forever)\b/giu,
  /\bonly after\s+(?:\w+\s+){0,2}(?:calls?|emails?|attempts?|tries|complaints?|visits?|weeks?|months?|days?|hours?)\b/giu,
  /\b(?:wore|worn|wears)\s+(?:out|through|thin)\b|\bfell to pieces\b|\bcame apart\b/giu,
  /\b(?:disappeared|vanished|got deleted|was deleted|were deleted|wiped)\b/giu,
  /\b(?:wait|queue|delay)\s+(?:was|is|were|seemed)\s+(?:very\s+|so\s+|really\s+)?(?:long|endless|ridiculous)\b|\blong (?:wait|waits|queues?|delays?)\b/giu,
];

export const CUE_RULES_2026_11_27: CueRules = {
  idioms: [...EXTRA_IDIOMS, ...CUE_RULES_2026_11_25.idioms],
  good: [...CUE_RULES_2026_11_25.good, ...EXTRA_GOOD],
  bad: [...CUE_RULES_2026_11_25.bad, ...EXTRA_BAD],
};
