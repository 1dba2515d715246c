/**
 * Themes 2026-12-29: a label reads as a phrase one of its members could have written.
 *
 * The blind and review readings of 2026-12-27 found labels that no member's sentence holds as a phrase, each the first
 * choice of the naming or an earlier step's, left by every later step (the fragment step of 2026-12-27 reads the tags,
 * and the tagger reads "cost", "seats", "park", "book" as nouns after a noun). Here, after every earlier step, the
 * label is read against its members' sentences where they write its words in order (auxiliaries and adverbs between):
 *
 * - a piece of a hyphenated word ("Pricey bric-a" of "bric-a-brac": the tokenizer keeps "self-checkout" and
 *   "drop-off" whole and cuts words of three parts after the second) is made whole as the members write it
 *   ("Pricey bric-a-brac");
 * - a head used as a verb ("Kids cost" of "my two kids cost me sixty pounds", "Room seats" of "the room seats about
 *   twenty", "Groups book" of "let groups book over the phone"): most of the label's writers write its last word as
 *   a verb, by its tag or by where it stands (after a modal, "to", a subject pronoun or "let"/"make"; or after a noun
 *   and before an object, an amount or a determiner: `verbUsed`); named by the verb's "-ing" form (or the verb
 *   written as a noun) where two members write it, "for" and the label's noun ("Booking for groups");
 * - a noun cut from its compound ("Problems with lap" of "lap times", "Open more cloakroom" of "cloakroom windows"):
 *   most of its writers write a noun right after the label's last noun; completed with the noun two of its writers
 *   write there, four words at most (else the label stands: "Free water" of one member's "free water taps" is a
 *   phrase already);
 * - a verb cut from its particle of place ("Less hanging" of "less hanging about"), which 2026-12-27 reads only for
 *   "up", "out", "off", "down", "away", "over": completed with it as written;
 * - words stitched across a gap ("Buses every mins" of "buses every 15 mins", "Drivers and morning"): the label holds
 *   a determiner, preposition or conjunction and no member writes its words in order.
 *
 * A label so found (but a cut compound), when it is not made whole, completed or named by its act, gives way to the phrase of the naming's pool (at most
 * four words) whose content words the most members write (two at least), the most typical member's first among equals,
 * that is none of these and no fragment of 2026-12-27; the new label passes the label checks of 2026-12-08. Otherwise
 * the label stands. The members are read only where the label's words are written by them, so the step costs little.
 */
import type { LabelContext } from './theme-label-context.js';
import { fragmentOf, occurrences, rankedPool } from './theme-label-fragment.js';
import type { Tags } from './theme-label-said-words.js';

/** Words after which the next word is a verb. */
const BEFORE_VERB = new Set("can could will would should must might may shall 'll wo ca do does did n't not to i we they you he she".split(' '));
/** Words that make their object do the next word ("let groups book"). */
const CAUSING = new Set('let lets make makes help helps'.split(' '));
/** Words that stand after a verb as its object or amount, hardly after a noun that ends a noun phrase ("every", "each" do: "queue every time"). */
const OBJECT_OR_AMOUNT = new Set('me us them him you a an the all about around nearly almost double twice extra nothing everything'.split(' '));
/** Particles of place a verb may take that 2026-12-27's fragment step does not read ("hanging about"). */
const PLACE_PARTICLES = new Set(['about', 'around']);
/** Words that join or hold a phrase together: a label holding one is a phrase only where a member writes it so. */
const JOINING = new Set('the a an and or but of to in on at for with by from every each'.split(' '));
const NOUNS = new Set(['NOUN', 'PROPN']);
/** The most words a new label may have. */
const MOST_WORDS = 4;
/** Candidates of the pool tried against the label checks. */
const TRIED = 4;

/** Is the word at i written as a verb, by its tag or by the words around it? */
export function verbUsed(m: Tags[number], i: number): boolean {
  const x = m[i];
  if (x.tag === 'VERB' || x.tag === 'AUX') return true;
  const before = m[i - 1];
  if (!before) return false;
  if (BEFORE_VERB.has(before.normal) || CAUSING.has(m[i - 2]?.normal ?? '')) return true;
  const after = m[i + 1];
  // The noun before is the doer, not the verb's own object ("let us book classes more than two days ahead").
  return NOUNS.has(before.tag) && !!after && (after.tag === 'NUM' || OBJECT_OR_AMOUNT.has(after.normal)) && !(i >= 2 && verbUsed(m.slice(0, i), i - 1));
}

/** The whole hyphenated word a member writes where the label's word is a piece of it ("bric-a" of "bric-a-brac"), if any. */
function wholeOf(word: string, typicalOrder: readonly number[], tags: Tags): string | undefined {
  for (const t of typicalOrder) {
    const m = tags[t];
    for (let i = 0; i < m.length; i++) {
      if (m[i].normal !== word) continue;
      let a = i;
      let b = i;
      while (m[b + 1]?.normal === '-' && m[b + 2]?.word && m[b].normal.includes('-')) b += 2;
      while (a >= 2 && m[a - 1].normal === '-' && m[a - 2].word && m[a - 2].normal.includes('-')) a -= 2;
      if (b > a) return m.slice(a, b + 1).map((x) => x.normal).join('');
    }
  }
  return undefined;
}

type Reading = { why: 'hyphen'; whole: string } | { why: 'verb'; lemma: string } | { why: 'stitched' } | { why: 'compound' | 'particle'; forms: Map<string, number> };

/** Why the label does not read as a phrase its members write, or undefined where it does. */
export function phraseFault(label: string, typicalOrder: readonly number[], tags: Tags): Reading | undefined {
  const words = label.trim().toLowerCase().split(/\s+/);
  if (words.length === 0 || words[0] === '') return undefined;
  for (const w of words) {
    const whole = wholeOf(w, typicalOrder, tags);
    if (whole) return { why: 'hyphen', whole: words.map((x) => (x === w ? whole : x)).join(' ') };
  }
  if (words.length < 2) return undefined;
  // "Problems with X" (2026-12-12) is a frame no member writes: its X is read.
  const core = words[0] === 'problems' && words[1] === 'with' ? words.slice(2) : words;
  const inOrder = occurrences(core, typicalOrder, tags);
  const last = core.length - 1;
  if (inOrder.length === 0 && core.length > 1 && core.some((w) => JOINING.has(w))) return { why: 'stitched' };
  // Where no member writes the words in order, the last word is read wherever it is written.
  const found = inOrder.length > 0 ? inOrder : core.length < words.length ? occurrences(core.slice(-1), typicalOrder, tags).map(([t, at]): [number, number[]] => [t, [...new Array<number>(last).fill(-1), at[0]]]) : [];
  if (found.length === 0) return undefined;
  const writers = new Set(found.map(([t]) => t)).size;
  const share = (test: (m: Tags[number], at: number) => boolean) => new Set(found.filter(([t, at]) => test(tags[t], at[last])).map(([t]) => t)).size * 2 > writers;
  const completions = (test: (x: Tags[number][number] | undefined) => boolean) => {
    const forms = new Map<string, number>();
    for (const [t, at] of found) {
      const next = tags[t][at[last] + 1];
      if (test(next)) forms.set(`${words.join(' ')} ${next!.normal}`, (forms.get(`${words.join(' ')} ${next!.normal}`) ?? 0) + 1);
    }
    return forms;
  };
  const placeParticle = (x: Tags[number][number] | undefined) => PLACE_PARTICLES.has(x?.normal ?? '');
  if (share((m, at) => (m[at].tag === 'VERB' || m[at].normal.endsWith('ing')) && placeParticle(m[at + 1]) && m[at + 2]?.tag !== 'NUM')) return { why: 'particle', forms: completions(placeParticle) };
  // A verb after its noun said with a verb's tag is a clause ("Prices went up", "Bus arrived late"); only a head a
  // reader takes for a noun ("cost", "seats", "park") is read as a verb misnamed.
  if (share((m, at) => NOUNS.has(m[at].tag) && verbUsed(m, at))) {
    const [t, at] = found.find(([u, a]) => verbUsed(tags[u], a[last]))!;
    return { why: 'verb', lemma: tags[t][at[last]].lemma };
  }
  const nounAfter = (x: Tags[number][number] | undefined) => !!x?.word && NOUNS.has(x.tag);
  if (share((m, at) => NOUNS.has(m[at].tag) && nounAfter(m[at + 1]))) return { why: 'compound', forms: completions(nounAfter) };
  return undefined;
}

/**
 * A label whose head its members use as a verb, said as the members name the act: the verb's "-ing" form, else the verb
 * itself written as a noun, where two members write it so, before "for" and the noun the label said does it ("Buyers park"
 * becomes "Parking for buyers", "Groups book" "Booking for groups"). The noun must stand just before the verb in the label.
 */
function verbNamed(label: string, lemma: string, typicalOrder: readonly number[], tags: Tags): string | undefined {
  const words = label.trim().toLowerCase().split(/\s+/);
  const doer = words[words.length - 2];
  if (!doer || JOINING.has(doer) || words[0] === 'problems') return undefined;
  const forms = [lemma.endsWith('e') && !lemma.endsWith('ee') ? `${lemma.slice(0, -1)}ing` : `${lemma}ing`, lemma];
  for (const [k, form] of forms.entries()) {
    // The "-ing" form names the act wherever written ("Booking online", "the booking page"); the verb itself only as a noun.
    const writers = typicalOrder.filter((t) => tags[t].some((x, i) => x.normal === form && (k === 0 || (NOUNS.has(x.tag) && !verbUsed(tags[t], i))))).length;
    if (writers >= 2) return `${form} for ${doer}`;
  }
  return undefined;
}

/** The label for a theme whose label does not read as a phrase its members write, or undefined where the label stands. */
export function phraseLabel(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, ok } = context;
  const reading = phraseFault(label, typicalOrder, tags);
  if (!reading) return undefined;
  if (reading.why === 'hyphen') return ok(reading.whole) || context.free(reading.whole) ? reading.whole : undefined;
  if (reading.why === 'compound' || reading.why === 'particle') {
    // A verb's particle completes the label's own writers' words, so one writer is enough; a noun after the label's
    // noun must be written by two ("Free water" of one member's "free water taps" is a phrase already).
    const needed = reading.why === 'compound' ? 2 : 1;
    const best = [...reading.forms].filter(([f, n]) => n >= needed && f.split(' ').length <= MOST_WORDS).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
    if (best && !phraseFault(best, typicalOrder, tags) && (ok(best) || context.free(best))) return best;
    if (reading.why === 'compound') return undefined;
  }
  if (reading.why === 'verb') {
    const named = verbNamed(label, reading.lemma, typicalOrder, tags);
    // Written by no member in this order, it is built of their words as a reader names the act.
    if (named && ok(named)) return named;
  }
  const scored = rankedPool(context);
  const seen = new Set<string>([label.trim().toLowerCase()]);
  let tried = 0;
  for (const { p } of scored) {
    const l = p.display.toLowerCase();
    if (seen.has(l) || phraseFault(l, typicalOrder, tags) || fragmentOf(l, typicalOrder, tags)) continue;
    seen.add(l);
    if (tried++ >= TRIED) break;
    if (ok(l)) return l;
  }
  return undefined;
}
