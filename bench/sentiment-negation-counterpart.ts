/**
 * The affirmative counterpart of a negated clause (tried for sentiment 2026-12-12 and not adopted; bench only, docs/models.md): the clause of a sentence that one negator
 * scopes ("never", "not", "no", "nobody", "nothing", "no longer", "hasn't", "didn't", "not a single", "not once"), with
 * that negator taken away ("Head chef never shouts at us" → "Head chef shouts at us", "my back hasn't ached at the end
 * of a shift" → "my back has ached at the end of a shift", "Nobody ever made me feel daft" → "Somebody ever made me feel
 * daft", "Not a single scuff on the hallway wall" → "a scuff on the hallway wall"). The sentence is read by wink-nlp
 * (tokens and parts of speech); clauses are cut at clause punctuation and at conjunctions.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model as Parameters<typeof winkNLP>[0]);
const its = nlp.its;

interface Tok { value: string; lower: string; pos: string; space: string }

function tokensOf(text: string): Tok[] {
  const out = nlp.readDoc(text).tokens().out as (f: unknown) => unknown;
  const values = out(its.value) as string[];
  const tags = out(its.pos) as string[];
  const spaces = out(its.precedingSpaces) as string[];
  return values.map((value, i) => ({ value, lower: value.toLowerCase(), pos: tags[i], space: spaces[i] }));
}

/** A clause break: clause punctuation, a coordinating or subordinating conjunction, or "so" after a comma. */
const BREAK_PUNCT = new Set([',', ';', ':', '—', '–', '(', ')', '.', '!', '?', '...', '…']);
const BREAK_WORDS = new Set(['and', 'but', 'or', 'so', 'because', 'since', 'although', 'though', 'while', 'whilst', 'whereas', 'when', 'if', 'unless', 'until', 'after', 'before', 'as', 'cos', 'cause']);
function isBreak(toks: readonly Tok[], i: number): boolean {
  const t = toks[i];
  if (t.pos === 'PUNCT') return BREAK_PUNCT.has(t.value) || ((t.value === '-' || t.value === '--') && t.space !== '');
  return (t.pos === 'CCONJ' || t.pos === 'SCONJ' || t.lower === 'so') && BREAK_WORDS.has(t.lower);
}

/** Words that are a negator on their own (with what they become in the counterpart; '' drops them). */
const SOLE: Record<string, string> = { never: '', nobody: 'somebody', nothing: 'something', none: 'some', nowhere: 'somewhere', noone: 'someone' };
/** Other negators: their presence twice, or any of these, leaves the sentence unread. */
const OTHER_NEGATORS = new Set(['without', 'hardly', 'barely', 'neither', 'nor', 'cannot', 'scarcely', 'lack', 'lacks', 'lacked', 'lacking']);
/** Contracted auxiliaries whose stem wink leaves shortened ("ca" + "n't"). */
const STEMS: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall' };

export interface NegatedClause {
  /** The negated clause affirmed. */
  counterpart: string;
  /** The negated clause as written. */
  clause: string;
  /** The rest of the sentence, outside the negated clause. */
  rest: string;
  /** Which negator: 'aux' ("hasn't"), 'never', 'no' ("no", "not a", "not one"), 'nobody' (and nothing, none), 'longer' ("no longer"), 'not' (another "not"). */
  kind: string;
  /** The negated clause has a subject-less auxiliary denied first ("Don't bother …"): an imperative. */
  imperative: boolean;
  /** What the negator denies, without the subject and the setting: the verb with its particle, object and complement, or the noun phrase ("ached", "shouts at us", "go off", "scuff", "sign of mites", "made me feel daft"). */
  scope: string;
  /** "not even", "still", "yet", "anymore" within the clause. */
  blocked: boolean;
}

const join = (toks: readonly Tok[]): string => toks.map((t, k) => (k === 0 ? '' : t.space) + t.value).join('').trim();

/** The one negated clause of `text` and its counterpart, or undefined where there is no negator or more than one. */
export function negatedClause(text: string): NegatedClause | undefined {
  const toks = tokensOf(text);
  const at: number[] = [];
  for (let i = 0; i < toks.length; i++) {
    const l = toks[i].lower;
    if (OTHER_NEGATORS.has(l)) return undefined;
    const prev = toks[i - 1]?.lower;
    // "no one", "not once", "never once" count once.
    if ((l === 'one' && prev === 'no') || (l === 'once' && (prev === 'not' || prev === 'never' || prev === "n't"))) continue;
    if (l === "n't" || l === 'not' || l === 'no' || l in SOLE || (l === 'noone')) at.push(i);
  }
  if (at.length !== 1) return undefined;
  const n = at[0];
  let start = n;
  while (start > 0 && !isBreak(toks, start - 1)) start--;
  let end = n + 1;
  while (end < toks.length && !isBreak(toks, end)) end++;
  const clause = toks.slice(start, end);
  const k = n - start;
  const l = toks[n].lower;
  const next = toks[n + 1]?.lower;
  const out: Tok[] = clause.map((t) => ({ ...t }));
  const drop = new Set<number>();
  let kind = 'not';
  let imperative = false;
  if (l === "n't" || (l === 'not' && k > 0 && toks[n - 1].pos === 'AUX')) {
    kind = 'aux';
    drop.add(k);
    if (k > 0 && out[k - 1].lower in STEMS) out[k - 1].value = STEMS[out[k - 1].lower];
    imperative = k === 1;
    if (next === 'once' || next === 'ever') drop.add(k + 1);
  } else if (l === 'never') {
    kind = 'never';
    drop.add(k);
    if (next === 'once' || next === 'ever') drop.add(k + 1);
  } else if (l in SOLE) {
    kind = 'nobody';
    out[k].value = SOLE[l];
    if (out[k].value === '') drop.add(k);
    if (next === 'ever' || next === 'once') drop.add(k + 1);
  } else if (l === 'no' && (next === 'longer' || next === 'more')) {
    kind = next === 'longer' ? 'longer' : 'no';
    drop.add(k).add(k + 1);
  } else if (l === 'no' && next === 'one') {
    kind = 'nobody';
    out[k].value = 'someone';
    drop.add(k + 1);
  } else if (l === 'no') {
    kind = 'no';
    drop.add(k);
  } else if (l === 'not' && (next === 'a' || next === 'one' || next === 'once' || next === 'an')) {
    kind = 'no';
    drop.add(k);
    if (toks[n + 2]?.lower === 'single') drop.add(k + 2);
    if (next === 'once') drop.add(k + 1);
  } else {
    drop.add(k);
  }
  const kept = out.filter((_, j) => !drop.has(j));
  if (kept.length === 0) return undefined;
  // The first word keeps the case of the sentence.
  const counterpart = join(kept).replace(/^\p{Ll}/u, (c) => (start === 0 ? c.toUpperCase() : c));
  const scope = scopeOf(out.slice(k).filter((_, j) => !drop.has(j + k)));
  const blocked = clause.some((t, j) => t.lower === 'still' || t.lower === 'yet' || t.lower === 'anymore' || (j === k + 1 && t.lower === 'even'));
  const rest = join([...toks.slice(0, start), ...toks.slice(end)].filter((t) => t.pos !== 'PUNCT'));
  return { counterpart, clause: join(clause), rest, kind, imperative, blocked, scope };
}

/** Words that end what is denied: a relative or a setting ("where he worked", "since March", "when you need one"). */
const SCOPE_END = new Set(['where', 'when', 'that', 'which', 'who', 'since', 'until', 'while', 'during', 'after', 'before', 'because', 'by', 'in', 'at', 'on', 'for', 'from', 'since', 'to', 'into', 'about', 'with', 'as']);
/** The denied words from the negator on: up to a preposition that follows no verb (a particle does: "go off", "shouts at us"), a relative or a setting; "of" after the first noun is kept once ("sign of mites"). */
function scopeOf(after: readonly Tok[]): string {
  const out: Tok[] = [];
  let ofs = 0;
  for (const t of after) {
    if (t.pos === 'PUNCT' && t.space !== '') break;
    const prev = out[out.length - 1];
    if (t.lower === 'of' && ofs === 0 && prev?.pos === 'NOUN') { ofs++; out.push(t); continue; }
    if ((t.pos === 'ADP' || t.pos === 'SCONJ' || SCOPE_END.has(t.lower)) && out.length > 0 && !(prev.pos === 'VERB' && t.pos === 'ADP' && t.lower !== 'during' && t.lower !== 'since')) break;
    if (t.pos === 'ADV' && (t.lower === 'ever' || t.lower === 'once') ) continue;
    out.push(t);
  }
  return join(out);
}
