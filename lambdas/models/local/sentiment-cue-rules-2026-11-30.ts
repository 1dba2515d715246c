import { CUE_RULES_2026_11_27 } from './sentiment-cue-rules.js';
import type { CueRules } from './sentiment-cues.js';

/**
 * The cue rules of sentiment version 2026-11-30: those of 2026-11-27 (sentiment-cue-rules.ts) with
 * three more shapes of any domain, never one sentence:
 *
 * - praise said as the impossibility of praising enough: "I can't recommend this dentist highly
 *   enough", "we cannot thank the midwives enough", "couldn't speak more highly of them" (2026-11-27
 *   knew only "can't recommend it enough"; a bare "I can't recommend this dentist." stays a complaint);
 * - a machine's malfunction told with a plain verb: "the printer jams", "the laptop overheats", "the
 *   screen flickers", "the call cuts out" (VADER has none of these words);
 * - calendar and occasion names whose lexicon word judges nothing: "public holidays", "bank
 *   holiday", "the holiday season", "Christmas party" ("holiday" and "party" are positive words in
 *   VADER, so "Is the museum closed on public holidays?" read as praise).
 */
const EXTRA_IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:can't|can’t|cannot|can not|couldn't|couldn’t|could not)\s+(?:recommend|praise|thank|rate|speak (?:highly|well) of)\s+(?:[\w’'-]+\s+){0,4}?(?:(?:highly|strongly|more|enough)\s+)?enough\b/giu, 'great'],
  [/\b(?:can't|can’t|cannot|can not|couldn't|couldn’t|could not)\s+(?:say|speak)\s+(?:enough\s+good|more\s+highly|highly\s+enough)\b/giu, 'great'],
];

const EXTRA_BAD: readonly RegExp[] = [
  // A malfunction verb after its subject (not after a determiner or a fruit: "jams" may be food).
  /(?<!\b(?:the|these|those|some|homemade|strawberry|raspberry|fruit|of|and)\s{1,3})\b(?:jams|jammed|jamming|overheats|overheated|overheating|flickers|flickered|flickering|stutters|stuttered|stuttering|buffers|buffering|glitches|glitched|glitching)\b/giu,
  /\b(?:cuts|cut|cutting|drops|dropped|dropping|conks|conked)\s+out\b|\bkeeps?\s+(?:jamming|overheating|flickering|buffering|cutting out|dropping out|switching off|turning off|restarting|rebooting)\b/giu,
  /\b(?:switches|turns|shuts)\s+(?:itself\s+)?(?:off|down)\s+(?:by itself|on its own|randomly|without warning|mid-\w+)\b/giu,
];

/** Calendar and occasion names: the occasion is not the writer's judgement. */
const NEUTRAL_PHRASES: readonly RegExp[] = [
  /\b(?:public|bank|school|national|religious|summer|winter|christmas|easter|half-term|federal)\s+holidays?\b|\bholiday\s+(?:season|period|weekend|hours|dates|times|opening|closures?)\b/giu,
  /\b(?:christmas|office|staff|team|birthday|leaving|retirement)\s+part(?:y|ies)\b/giu,
];

export const CUE_RULES_2026_11_30: CueRules = {
  idioms: [...EXTRA_IDIOMS, ...CUE_RULES_2026_11_27.idioms],
  good: CUE_RULES_2026_11_27.good,
  bad: [...CUE_RULES_2026_11_27.bad, ...EXTRA_BAD],
  neutral: NEUTRAL_PHRASES,
};
