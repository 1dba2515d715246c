/**
 * Themes 2027-01-02: a whole answer that says only to carry on or that all is fine ("Keep doing what you are doing.",
 * "Carry on as you are", "Nah, we're happy", "Zero complaints", "Can't fault it") gives no content, as the
 * non-answers of 2027-01-01 (theme-non-answers.ts) do. It is read by the kind of its words, not as a fixed phrase:
 * every clause holds a verb or adjective of carrying on or of satisfaction, or a denied complaint, and otherwise only
 * words that name no thing (pronouns, auxiliaries, particles, "the way", "good work"). "Keep the prices where they
 * are" and "Happy with the repair but the wait was long" name a thing and stay content answers; "No." is read as in
 * 2027-01-01.
 */
import { clausesOf, FILLER, isNonAnswer } from './theme-non-answers.js';
import { nonAnswerLabelBy } from './theme-label-non-answer.js';

/** Verbs of carrying on, and words of satisfaction. */
const CARRY_ON = new Set(['keep', 'keeping', 'carry', 'continue', 'stay', 'going', 'happy', 'satisfied', 'content', 'pleased', 'love']);
/** Verbs and nouns of complaint, which say all is fine where denied ("Can't fault it", "Zero complaints", "Can't complain"). */
const FAULT = new Set(['fault', 'complain', 'complaints', 'complaint', 'issues', 'problems', 'change', 'changes', 'ask']);
/** Denials of a complaint. */
const DENIAL = new Set(['cant', 'cannot', 'couldnt', 'dont', 'wouldnt', 'no', 'zero', 'never', 'not', 'nothing']);
/** Words that name no thing: pronouns, auxiliaries, particles, degree words, and the few nouns of the service itself. */
const EMPTY = new Set([
  'i', 'we', 'you', 'it', 'its', 'were', 'youre', 'im', 'ive', 'weve', 'they', 'what', 'that', 'this', 'everything',
  'things', 'thing', 'are', 'is', 'am', 'be', 'been', 'was', 'do', 'doing', 'did', 'does', 'done', 'up', 'on', 'as',
  'with', 'the', 'a', 'same', 'way', 'just', 'very', 'quite', 'more', 'than', 'for', 'of', 'to', 'good', 'great',
  'work', 'job', 'please', 'nah', 'yeah', 'yep', 'totally', 'completely', 'perfectly', 'absolutely', 'always', 'like',
  'now', 'whole', 'team', 'lot', 'lots', 'much', 'any', 'anything', 'brilliant', 'excellent', 'fantastic', 'well',
]);

/** Whether a clause (as clausesOf gives it) says only to carry on, that all is fine, or denies any complaint. */
function carriesOn(clause: string): boolean {
  const words = clause.split(' ');
  const denied = words.some((w) => DENIAL.has(w)) && words.some((w) => FAULT.has(w));
  if (!denied && !words.some((w) => CARRY_ON.has(w))) return false;
  return words.every((w) => CARRY_ON.has(w) || FAULT.has(w) || DENIAL.has(w) || EMPTY.has(w) || FILLER.has(w));
}

/** Whether the whole answer gives no content: a non-answer of 2027-01-01, or an answer every clause of which carries on or says all is fine. */
export function isCarryOnOrNonAnswer(text: string): boolean {
  if (isNonAnswer(text)) return true;
  const clauses = clausesOf(text);
  // Beside a clause that carries on, another may only praise without naming a thing ("Great work, carry on").
  return clauses.some(carriesOn) && clauses.every((c) => carriesOn(c) || isNonAnswer(c) || c.split(' ').every((w) => FILLER.has(w) || EMPTY.has(w)));
}

/** The naming of a theme of non-answers (theme-label-non-answer.ts) with the carry-on answers read as non-answers. */
export const carryOnLabel = nonAnswerLabelBy(isCarryOnOrNonAnswer);
