/**
 * Sentiment version 2026-12-05: the pieces of a text that the blend judges on their own, so that a
 * text is read from what its parts say rather than from the words it mentions. Shapes of general
 * English, not phrases of any data set:
 *
 * - the two sides of a contrast: an explicit one ("X, but Y", "Although X, Y", "X; the Y, though,
 *   …"; contrastSides and widerSides), or two clauses set side by side with a comma ("Quick
 *   delivery, flimsy packaging", "Friendly staff, awful coffee");
 * - what a denial denies, to the end of its clause: "Nothing <broke during the move>", "not a single
 *   <drop in speed>", "no <complaints>", "never <had a problem>", "without ever <making me feel
 *   stupid>", "hasn't once <asked to stay at home>". A denied complaint is praise; the blend that
 *   reads the whole text sees only the complaint's words.
 */
import { contrastSides } from './sentiment-shapes.js';
import { widerSides } from './sentiment-outcomes-2026-12-04.js';
import { NEGATED_RE } from './sentiment-decision-2026-12-02.js';

/** Words of a text or piece (0 for an empty one). */
export const words = (x: string): number => x.trim().split(/\s+/u).filter(Boolean).length;
/** A side of two clauses set side by side with a comma is at most this many words. */
const JUXTAPOSED_SIDE = 10;

/** An opening adverbial phrase ("Without any fuss, …", "After a long wait, …") is no clause side. */
const OPENING_PHRASE_RE = /^\s*(?:without|with|after|before|despite|during|since|thanks to|apart from|in|on|for|at|by|from|until)\b/iu;
/** A denied noun phrase ("Not a single error message", "No crash") with no verb of its own is no clause side either. */
const DENIED_PHRASE_RE = /^\s*(?:not (?:a|one)(?: single)?|no|zero|none of)\b/iu;
const VERB_RE = /\b(?:is|was|were|are|am|be|been|being|has|have|had|did|does|do|could|can|would|will|went|broke|got|came|made|took|gave|ran|fell|felt|left|lost|found|\w+n['’]t)\b/iu;
/** "…, (it) just / only / simply / instead …": what comes next is the real point, so what was denied before it is no praise ("Nothing crashed, it just deleted everything"). */
const TURN_RE = /^[\s,;:.!–—-]*(?:\w+\s+){0,2}?(?:just|only|simply|merely|instead|rather)\b/iu;

/** The main clause after an opening phrase ("Without any errors, <the update wiped my settings>"), or undefined. */
export function mainClauseOf(text: string): string | undefined {
  const parts = text.trim().split(/\s*,\s+/u).filter((x) => x.trim() !== '');
  if (parts.length !== 2 || words(parts[0]) > JUXTAPOSED_SIDE || words(parts[1]) < 2) return undefined;
  return OPENING_PHRASE_RE.test(parts[0]) || (DENIED_PHRASE_RE.test(parts[0]) && !VERB_RE.test(parts[0])) ? parts[1] : undefined;
}

/** The two sides of a contrast, in order, and whether they are only set side by side (no contrast word), or undefined. */
export function sidesOf(text: string): [string, string, boolean] | undefined {
  const t = text.trim();
  const explicit = contrastSides(t);
  if (explicit) return [explicit[0], explicit[1], false];
  const wider = widerSides(t);
  if (wider) return [wider[0], wider[1], !wider[2]];
  // Two short clauses side by side: exactly one comma before a space, two to `JUXTAPOSED_SIDE` words either way.
  const parts = t.split(/\s*,\s+/u).filter((x) => x.trim() !== '');
  if (parts.length === 2 && parts.every((x) => words(x) >= 2 && words(x) <= JUXTAPOSED_SIDE) && !/^\s*(?:and|or|so|then|because|which|who|when|if|as|with|after|before|until|while|since|just|even|especially|including|like|such as|from|for|in|on|at|to|by)\b/iu.test(parts[1]) && !OPENING_PHRASE_RE.test(parts[0]) && !(DENIED_PHRASE_RE.test(parts[0]) && !VERB_RE.test(parts[0])) && !TURN_RE.test(parts[1])) {
    return [parts[0], parts[1], true];
  }
  return undefined;
}

/**
 * A denial and the phrase it denies, up to the end of its clause. Not a denial: "no longer", "no
 * doubt", "no matter", "nothing but", "nothing short of", "never again", a comparison ("never been
 * so…", "never seen worse") or a condition ("if nothing…", "unless…").
 */
const DENIAL_RE = /\b(?:nothing|none of (?:the|my|our|it|them|us)|not (?:a|one)(?: single)?|not once|no|zero|never|without(?: ever| any| a single| once)?|(?:has|have|had|did|does|do|is|was|were)(?:n't|n’t| not) (?:once|ever))\b/giu;
export const NOT_A_DENIAL = /^\s*(?:longer|doubt|matter|way|wonder|one|body|anyone|anybody|someone|somebody|thanks|idea|sooner|more|less|later|earlier|but|short of|again|else|other|end|(?:any |a |an |the )?(?:warning|notice|reason|explanation|apology|reply|response|answer|word|help|asking|telling|consent|permission|notification|update|call|refund|receipt|way out)|(?:once |ever )?(?:bothered|bother|cared|tried|offered|apologi[sz]ed|thanked|told|heard|got|received|came|arrived|showed|turned up|called|rang|replied|answered|responded|returned|refunded|fixed|explained|followed up|felt)\b)\b|^\s*(?:\w+\s+){0,2}(?:so|such|more|worse|better|as|this|that|happier|prouder)\b/iu;
export const CONDITION_RE = /\b(?:if|unless|in case|hope|hopefully|hoping|make sure|ensure|whether|would|should|will|pray)\b[^.,;!?]*$|\b(?:to|i'll|i’ll|we'll|we’ll)\s+$/iu;
/** "nothing … except", "no … other than": an exclusion, not a denial. */
const EXCLUSION_RE = /\b(?:except|apart from|other than|besides|aside from|but for)\b/iu;
export const CLAUSE_END_RE = /,\s|[.;:!?](?:\s|$)|\s[-–—]\s|\s(?:and|but|so|because|yet|although|though|while|whereas|which|until|after|before|when|since|despite|once|whenever|without|makes?|made|means?|meant)\s/iu;

/**
 * A fault put right by someone other than the writer: "fixed my leak", "sorted out the refund", "got me
 * over my fear of…", "cured the rattle"; not after a denial, an attempt or a condition ("never fixed",
 * "tried to fix", "I fixed it myself").
 */
const RESOLVED_RE = /\b(?<!(?:\b(?:i|we|not|never|to|nobody|no one|nothing|still|only|i've|we've|i’ve|we’ve|have|has|had)|n't|n’t)\s+)\b(?:fixed|solved|sorted(?: out)?|resolved|repaired|cured|cleared up|got rid of|got (?:me|us|him|her|them) (?:over|through|past)|stopped|eased|relieved|patched up|unblocked|recovered|put right)\b/giu;

/** A remedy denied ("Nothing stopped the leak", "Nothing could repair the damage", "Nothing they did helped") is a complaint, not a denied one. */
export const REMEDY_RE = /^(?:\S+\s+){0,4}?(?:(?:could|can|would|will|ever|has|have|had|really|actually|seemed to|seems to|managed to)\s+)*(?:stop|stops|stopped|repair|repairs|repaired|fix|fixes|fixed|solve|solves|solved|cure|cures|cured|prevent|prevents|prevented|help|helps|helped|work|works|worked|sort|sorts|sorted|resolve|resolves|resolved|ease|eased|relieve|relieved|improve|improved|change|changed)\b/iu;
/** A fix said to be doubtful ("Supposedly fixed…") or of the wrong thing ("fixed the wrong tooth"), or undone after it ("…, but it is still dripping"): no fault put right. */
const DOUBTED_FIX_RE = /\b(?:supposedly|apparently|allegedly|claimed|claims|claim|said|says|thought|meant to|supposed to|pretended)\b[^.,;!?]*$/iu;
const WRONG_THING_RE = /^\s*(?:(?:the|a|an|my|our|his|her|their)\s*)?(?:wrong|other)\b/iu;
const UNDONE_RE = /\b(?:still|again|anyway|no better|worse than|then|just|only)\b/iu;

export interface Denial {
  /** Where the denial starts in the text. */
  index: number;
  /** The denied phrase. */
  scope: string;
  /** The denial with its phrase, as written. */
  clause: string;
  /** A denial ("nothing", "never", "without") or a fault put right ("fixed", "sorted out"). */
  kind: 'denied' | 'resolved';
  /** What follows a turn after the denial ("…, it just <deleted everything>"), read on its own. */
  turn?: string;
}

export function denialsOf(text: string): Denial[] {
  const out: Denial[] = [];
  for (const [re, kind] of [[DENIAL_RE, 'denied'], [RESOLVED_RE, 'resolved']] as const) for (const m of text.matchAll(re)) {
    const start = m.index! + m[0].length;
    const rest = text.slice(start);
    if ((kind === 'denied' && NOT_A_DENIAL.test(rest)) || CONDITION_RE.test(text.slice(0, m.index))) continue;
    // A fix denied anywhere earlier in its clause ("Nobody has fixed…", "They never once sorted…") is no fix.
    if (kind === 'resolved' && NEGATED_RE.test(text.slice(0, m.index).split(CLAUSE_END_RE).pop() ?? '')) continue;
    const end = CLAUSE_END_RE.exec(rest);
    if (EXCLUSION_RE.test(rest)) continue;
    const after = end ? rest.slice(end.index) : '';
    if (kind === 'denied' && REMEDY_RE.test(rest.trim())) continue;
    // "…, (it) just …": what comes next is read on its own (a complaint there makes the denial part of it).
    const turn = kind === 'denied' && TURN_RE.test(after) ? after.replace(/^[\s,;:.!–—-]+/u, '').trim() : undefined;
    if (kind === 'resolved' && (DOUBTED_FIX_RE.test(text.slice(0, m.index)) || WRONG_THING_RE.test(rest) || UNDONE_RE.test(after))) continue;
    const scope = (end ? rest.slice(0, end.index) : rest).replace(/^\s*(?:ever|once|any|at all|a single|one|single|of the|of)\s+/iu, '').replace(/(?<!\s)\s*\bat all\b/giu, '').trim();
    if (words(scope) < 1) continue;
    out.push({ index: m.index!, scope, clause: text.slice(m.index!, start + (end ? end.index : rest.length)), kind, ...(turn ? { turn } : {}) });
  }
  return out;
}

/** What a text is made of, found once: its contrast sides (sidesOf), its main clause after an opening phrase (mainClauseOf), and the denials (denialsOf) in the text, each side and the main clause, by what they were found in. */
export interface FoundPieces {
  sides?: [string, string, boolean];
  main?: string;
  denials: ReadonlyMap<string, readonly Denial[]>;
}

export function findPieces(text: string): FoundPieces {
  const sides = sidesOf(text);
  const main = mainClauseOf(text);
  const denials = new Map<string, readonly Denial[]>();
  for (const t of [text, ...(sides?.slice(0, 2) as string[] | undefined ?? []), ...(main === undefined ? [] : [main])]) if (!denials.has(t)) denials.set(t, denialsOf(t));
  return { ...(sides ? { sides } : {}), ...(main === undefined ? {} : { main }), denials };
}

/** The denials found in `t` (one of the strings findPieces read). */
export const denialsIn = (found: FoundPieces, t: string): readonly Denial[] => found.denials.get(t) ?? denialsOf(t);

/** Every piece the blend reads on its own: the sides of a contrast, the main clause, and what each denial denies (in the text, each side and the main clause). */
export function pieceNames(found: FoundPieces): string[] {
  const sides = [...(found.sides?.slice(0, 2) as string[] | undefined ?? []), ...(found.main === undefined ? [] : [found.main])];
  const all = [...sides, ...[...found.denials.values()].flatMap((ds) => ds.flatMap((d) => (d.turn ? [d.scope, d.turn] : [d.scope])))];
  return [...new Set(all.map((x) => x.trim()).filter((x) => x !== ''))];
}

/** The pieces of a text of at most `maxWords` words (none in a longer one). */
export function piecesOf(text: string, maxWords: number): string[] {
  return words(text) > maxWords ? [] : pieceNames(findPieces(text));
}
