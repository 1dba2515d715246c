/**
 * Themes 2026-12-17: labels that say what most members say of their thing.
 *
 * Read on new hand-written answers, 2026-12-14 still
 * - put one member's adjective over the thing where most of the theme write another of it ("Bright waiting room" over
 *   six answers of which four call the practice clean);
 * - named a thing most members say does not work by the thing alone, dropping the failure ("Smart meter" over seven
 *   answers that say it never worked, stopped sending readings or is not working);
 * - named a thing most members praise by the thing alone, dropping the praise ("Nursing staff" over answers that call
 *   the nurses kind, gentle, caring).
 *
 * Each rule acts after the label of 2026-12-14 is chosen, only where the label has the fault, and only with words the
 * members write; a label without the fault stays.
 */
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { stem } from '../../core/text/theme-words.js';
import { memberStems } from './theme-label-support.js';
import { deniedAt, DENIALS, NOUNS } from './theme-label-most.js';
import { BETWEEN, DEGREE, idea, praiseWord, type Tags } from './theme-label-said-words.js';
import { CLAUSE_END } from './theme-phrase-candidates.js';
import { praisingMember } from './theme-label-said.js';
import { unrealPraise } from './theme-label-unreal.js';
import { tagWords } from './keyphrases-local.js';
import type { LabelContext } from './theme-label-context.js';

/** The share of the theme that must write an adjective for it to name the theme over one member's (one in two, and three members). */
const SHARED_ADJECTIVE = 0.5;

/** The share of the theme that must say its thing fails for "<thing> not working" (one in two, and three members). */
const FAILING_SHARE = 0.5;

/** Words that say a thing fails where written undenied ("broken", "crashes", "keeps freezing"). */
const FAILING = new Set(['broken', 'break', 'breaks', 'faulty', 'crash', 'crashes', 'crashing', 'crashed', 'freeze', 'freezes', 'freezing', 'froze', 'frozen', 'fail', 'fails', 'failing', 'failed', 'dead', 'blank', 'glitchy', 'unusable']);

/** A word that stops: "stopped working", "stopped sending". */
const STOPS = new Set(['stop', 'stopped', 'stops', 'stopping']);

/**
 * The label with one member's adjective replaced by the one most of the theme write of the same thing, or a label of
 * the thing alone with the failure most members report ("Smart meter" -> "Smart meter not working") or the praise ("Nursing staff" ->
 * "Lovely nursing staff"); undefined where the label has none of the faults.
 */
export function sharedSayingLabel(label: string, context: LabelContext): string | undefined {
  const { size } = context;
  const written = label.trim().split(/\s+/);
  const words = written.map((w) => w.toLowerCase());
  if (words.length < 2 || words.length > 4 || size < 4) return undefined;
  // The label's words keep the capitals they carry ("Tutor Lucia" -> "Fantastic tutor Lucia").
  const kept = written.map((w, i) => (i === 0 && w.slice(1) === w.slice(1).toLowerCase() ? words[0] : w));
  return sharedAdjective(words, kept, context) ?? notWorking(words, kept, context) ?? praised(words, kept, context);
}

/**
 * How the members write a word: an adjective (never a noun or a verb), a noun (never an adjective or a verb), or
 * otherwise. A word the tagger reads only as a name (a capital opening an answer: "Stuffy classroom") is read as the
 * tagger reads it after "it was".
 */
export function writtenAs(word: string, typicalOrder: readonly number[], tags: Tags): 'ADJ' | 'NOUN' | undefined {
  const seen = new Set<string>();
  for (const t of typicalOrder) for (const x of tags[t]) if (x.word && x.normal === word) seen.add(x.tag);
  if (seen.has('ADJ') && !seen.has('NOUN') && !seen.has('VERB')) return 'ADJ';
  if (seen.has('NOUN') && !seen.has('ADJ') && !seen.has('VERB')) return 'NOUN';
  if (seen.size === 1 && seen.has('PROPN')) return tagWords(`it was ${word}`).at(-1)?.tag === 'ADJ' ? 'ADJ' : 'NOUN';
  return undefined;
}

/** The sign of a word's sentiment (VADER): 1, -1 or 0. */
export const sign = (w: string) => Math.sign(Math.round(SentimentIntensityAnalyzer.polarity_scores(w).compound * 10));

/**
 * "Bright waiting room" over six answers of which four call the practice clean: "Clean waiting room". The label opens
 * on an adjective one member writes and closes on nouns; another adjective, written undenied by half the theme and
 * three members, of no opposite sentiment, stands with the label's nouns in a member's answer.
 */
function sharedAdjective(words: readonly string[], kept: readonly string[], context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, excluded, ok } = context;
  const [first, ...rest] = words;
  if (writtenAs(first, typicalOrder, tags) !== 'ADJ' || !rest.every((w) => writtenAs(w, typicalOrder, tags) === 'NOUN')) return undefined;
  let firstWriters = 0;
  const counts = new Map<string, number>();
  const restStems = rest.map((w) => stem(w));
  for (const t of typicalOrder) {
    const m = tags[t];
    if (m.some((x) => x.normal === first)) firstWriters += weights[t];
    const seen = new Set<string>();
    m.forEach((x, i) => {
      if (x.tag !== 'ADJ' || !idea(x) || x.normal === first || DEGREE.has(x.normal) || excluded.has(x.lemma) || excluded.has(x.normal) || restStems.includes(stem(x.lemma)) || deniedAt(m, i)) return;
      seen.add(x.normal);
    });
    for (const a of seen) counts.set(a, (counts.get(a) ?? 0) + weights[t]);
  }
  if (firstWriters >= 2) return undefined;
  let best: [string, number] | undefined;
  for (const c of counts) if (!best || c[1] > best[1]) best = c;
  if (!best || best[1] < 3 || best[1] < SHARED_ADJECTIVE * size || sign(best[0]) * sign(first) < 0) return undefined;
  const adjective = best[0];
  const together = typicalOrder.some((t) => tags[t].some((x) => x.normal === adjective) && restStems.every((s) => memberStems(tags[t]).has(s)));
  const next = [adjective, ...kept.slice(1)].join(' ');
  return together && ok(next) ? next : undefined;
}

/** Mended before release: pronouns that stand for a thing ("it never works", "mine keeps freezing"); a person ("I", "we", "nobody") does not. */
const THING_PRONOUNS = new Set(['it', 'they', 'this', 'that', 'these', 'those', 'mine', 'ours', 'one']);

/**
 * Mended before release: is the failure at i said of the thing whose stem is `head`? Its subject, back over
 * auxiliaries and adverbs ("the scanners don't work", "mine never works", "headset mic stopped working"), is a noun of
 * the thing or a thing's pronoun; a failing word stands before the thing ("broken scanners"). A person ("I don't work
 * well", "my group didn't ...") or another noun is no evidence; with no subject ("Not working again"), only "works",
 * "working", "worked", "doesn't work" or a failing word are read as said of the theme's thing.
 */
function saidOfThing(m: Tags[number], i: number, head: string): boolean {
  const isHead = (x: Tags[number][number]) => NOUNS.has(x.tag) && (stem(x.lemma) === head || stem(x.normal) === head);
  if (FAILING.has(m[i].normal)) {
    let j = i + 1;
    while (j < m.length && m[j].tag === 'ADJ') j++;
    for (; j < m.length && NOUNS.has(m[j].tag); j++) if (isHead(m[j])) return true;
  }
  let k = i - 1;
  let does = false;
  while (k >= 0 && (BETWEEN.has(m[k].normal) || STOPS.has(m[k].normal) || m[k].tag === 'ADV' || m[k].tag === 'AUX' || m[k].tag === 'PART')) {
    if (m[k].normal === 'does' || m[k].normal === 'is' || m[k].normal === 'has') does = true;
    k--;
  }
  if (k < 0 || m[k].tag === 'PUNCT' || CLAUSE_END.has(m[k].normal)) return FAILING.has(m[i].normal) || (m[i].lemma === 'work' && (m[i].normal !== 'work' || does));
  if (m[k].tag === 'PRON') return THING_PRONOUNS.has(m[k].normal);
  for (; k >= 0 && NOUNS.has(m[k].tag); k--) if (isHead(m[k])) return true;
  return false;
}

/** Mended again before release: times after "work" that tell when people work ("do not work weekends", "never work late"). */
const WORK_TIMES = new Set(['late', 'early', 'weekends', 'weekend', 'nights', 'evenings', 'mornings', 'sundays', 'saturdays', 'overtime', 'shifts', 'holidays']);

/**
 * Mended before release: "doesn't work for big families", "doesn't work well for me" tell who it does not suit, not
 * that it fails; mended again: "support staff do not work weekends", "never work late" tell when people work.
 */
function workFor(m: Tags[number], i: number): boolean {
  if (WORK_TIMES.has(m[i + 1]?.normal ?? '')) return true;
  let j = i + 1;
  while (j < m.length && m[j].tag === 'ADV') j++;
  return m[j]?.normal === 'for';
}

/** Mended again before release: words that say a thing was put right ("fixed", "sorted", "replaced"; not before a noun: "fixed price"). */
const REPAIRED = new Set(['fixed', 'sorted', 'replaced', 'repaired', 'mended', 'resolved']);
/** Words before a repair word that make it a request or a future ("needs to be fixed", "please sort"). */
const UNDONE = new Set(['be', 'to', 'need', 'needs', 'needed', 'should', 'must', 'please', 'never', 'yet', 'get', 'getting', 'hope', 'want', 'wish']);
/** The forms of "work". */
const WORK_FORMS = new Set(['work', 'works', 'worked', 'working']);
/** Words after "works" that say it works now ("works fine now", "works perfectly"). */
const WORKS_WELL = new Set(['fine', 'perfectly', 'well', 'great', 'now', 'again', 'properly']);
/** "fine now", "ok now", "all good": the thing is right now. */
const RIGHT_NOW = new Set(['fine', 'ok', 'okay', 'good', 'perfect', 'sorted']);

/** Mended once more before release: words after "back" that say a thing is running again ("back up", "came back on", "back online"). */
const BACK_ON = new Set(['up', 'on', 'online']);

/** Words that make a clause a question, a wish or a time to come ("when will it be back up", "if it is back on", "until it is up and running"). */
const TO_COME = new Set(['when', 'will', 'hope', 'hoping', 'if', 'until', 'till', 'chance', 'wait', 'waiting', 'want', 'wants', 'need', 'needs']);

/** Per member: for each word, is its clause a question or does a word of asking or waiting come before it (askedOrToCome). */
const TO_COME_SEEN = new WeakMap<Tags[number], { asked: boolean[]; toCome: boolean[] }>();

/**
 * Mended before release, a last time: is the clause of the word at i a question (it ends in "?": "is it back on?") or
 * does it hold a word of asking, hoping or waiting before the word ("when will it be back up", "any chance it is back
 * on")? Then it says no repair. The clause runs from the last punctuation or joining word before i (a joining "when",
 * "if" or "until" counts) to the next punctuation. Found in one pass each way per member.
 */
function askedOrToCome(m: Tags[number], i: number): boolean {
  let seen = TO_COME_SEEN.get(m);
  if (!seen) {
    const asked = new Array<boolean>(m.length).fill(false);
    const toCome = new Array<boolean>(m.length).fill(false);
    let q = false;
    for (let k = m.length - 1; k >= 0; k--) {
      asked[k] = q;
      if (m[k].tag === 'PUNCT') q = m[k].normal.includes('?');
    }
    let come = false;
    for (let k = 0; k < m.length; k++) {
      toCome[k] = come;
      if (m[k].tag === 'PUNCT') come = false;
      else if (TO_COME.has(m[k].normal)) come = true;
      else if (CLAUSE_END.has(m[k].normal)) come = false;
    }
    seen = { asked, toCome };
    TO_COME_SEEN.set(m, seen);
  }
  return seen.asked[i] || seen.toCome[i];
}

/**
 * Mended once more before release: is the word at i the start of a phrase that says the thing runs again ("it is back
 * up", "came back on", "back to normal", "up and running", "fine since", "ok since", "working again", "works again")?
 * Not where it is denied, asked for or to come ("not working again", "stopped working again", "hope it is back up"); mended a last time: nor in a question or a clause of asking or waiting ("is it back on?", "when will it be back up", askedOrToCome).
 */
function runsAgain(m: Tags[number], i: number, before: readonly string[]): boolean {
  if (deniedAt(m, i) || before.some((w) => UNDONE.has(w) || STOPS.has(w))) return false;
  const w = m[i].normal;
  const next = m[i + 1]?.normal;
  const closes = (k: number) => k >= m.length || m[k].tag === 'PUNCT' || CLAUSE_END.has(m[k].normal) || m[k].normal === 'now' || m[k].normal === 'again';
  let again: boolean;
  if (w === 'back') again = (next !== undefined && BACK_ON.has(next) && closes(i + 2)) || (next === 'to' && m[i + 2]?.normal === 'normal');
  else if (w === 'up') again = next === 'and' && m[i + 2]?.normal === 'running';
  else if (RIGHT_NOW.has(w)) again = next === 'since';
  else again = WORK_FORMS.has(w) && next === 'again';
  return again && !askedOrToCome(m, i);
}

/**
 * Mended again before release: does the member say the thing works now or was put right ("did not work at first but
 * works fine now", "was broken, engineer fixed it, all good", "failed in March, replaced")? Such a member is no failure
 * and counts against one. Mended once more: or that it runs again (runsAgain: "it is back up", "all fine since").
 */
function repaired(m: Tags[number], head: string): boolean {
  return m.some((x, i) => {
    const before = m.slice(Math.max(0, i - 3), i).map((y) => y.normal);
    if (REPAIRED.has(x.normal) && !deniedAt(m, i) && !before.some((w) => UNDONE.has(w)) && !NOUNS.has(m[i + 1]?.tag ?? '')) return true;
    if (runsAgain(m, i, before)) return true;
    if (x.normal === 'good' && m[i - 1]?.normal === 'all') return true;
    if (RIGHT_NOW.has(x.normal) && m[i + 1]?.normal === 'now') return true;
    if (x.lemma !== 'work' || x.tag !== 'VERB' || deniedAt(m, i) || STOPS.has(m[i - 1]?.normal ?? '') || before.includes('used')) return false;
    const well = WORKS_WELL.has(m[i + 1]?.normal ?? '') || WORKS_WELL.has(m[i + 2]?.normal ?? '') || m[i - 1]?.normal === 'now';
    return well && !m.slice(i + 1).some((y) => y.normal === 'until' || y.normal === 'till') && !askedOrToCome(m, i) && saidOfThing(m, i, head);
  });
}

/**
 * "Smart meter" over answers most of which say it fails (a denied verb, "broken", "crashes", "stopped ..."), where a
 * member says it does not work ("never worked", "not working", "stopped working"): "Smart meter not working". The
 * label names the thing alone (a noun, or an adjective and a noun, of no failure, denial or complaint) and half the
 * theme write one of its words. Mended before release: a failure counts only where it is said of the thing (its last
 * word; saidOfThing), and "doesn't work for ..." is none ("Night shifts" over "I don't work well on nights", "I can't do
 * night shifts" stays "Night shifts"). Mended again before release: two members must say it does not work, a member
 * who says it works now or was put right is no failure (repaired), and where such members are half as many as the
 * failing ones or more the label stays.
 */
function notWorking(words: readonly string[], kept: readonly string[], context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, ok } = context;
  const as = words.map((w) => writtenAs(w, typicalOrder, tags));
  if (words.length > 2 || as[as.length - 1] !== 'NOUN' || as.some((a) => a === undefined) || words.some((w) => DENIALS.has(w) || FAILING.has(w) || sign(w) < 0)) return undefined;
  const stems = words.map((w) => stem(w));
  const head = stems[stems.length - 1];
  let thing = 0;
  let failing = 0;
  let notWorks = 0;
  let fixed = 0;
  for (const t of typicalOrder) {
    const m = tags[t];
    const written = memberStems(m);
    if (stems.some((s) => written.has(s))) thing += weights[t];
    let fails = false;
    let notWork = false;
    m.forEach((x, i) => {
      if (!x.word) return;
      const stopped = i > 0 && STOPS.has(m[i - 1].normal);
      const denied = deniedAt(m, i);
      // "stopped working" where the tagger reads "working" as an adjective is a failure too.
      const stoppedWork = stopped && WORK_FORMS.has(x.normal);
      const failure = (x.tag === 'VERB' && denied) || (FAILING.has(x.normal) && !denied) || (stopped && x.tag === 'VERB') || stoppedWork;
      if (!failure || !saidOfThing(m, i, head)) return;
      if ((x.lemma === 'work' && x.tag === 'VERB') || stoppedWork) {
        if (workFor(m, i)) return;
        notWork = true;
      }
      fails = true;
    });
    if (repaired(m, head)) fixed += weights[t];
    else {
      if (fails) failing += weights[t];
      if (notWork) notWorks += weights[t];
    }
  }
  if (notWorks < 2 || thing < size / 2 || failing < 3 || failing < FAILING_SHARE * size || fixed * 2 >= failing) return undefined;
  const next = `${kept.join(' ')} not working`;
  return ok(next) ? next : undefined;
}

/** Whether each member praises (praisingMember of theme-label-said.ts, reading every word's sentiment), read once per member and request. */
const PRAISING = new WeakMap<Tags[number], boolean>();
export function praises(m: Tags[number]): boolean {
  let p = PRAISING.get(m);
  if (p === undefined) PRAISING.set(m, (p = praisingMember(m, [])));
  return p;
}

/** The share of the theme that must praise for a label of the thing alone to take a praising word (three in five, and three members). */
const PRAISING_SHARE = 0.6;

/**
 * "Nursing staff" over answers three in five of which praise (a praising word, no complaint): the praising adjective
 * the praisers write most (the most typical member's first among equals) before the label, where a member writes it
 * of the label's thing (the checks of theme-label-checks.ts): "Lovely nursing staff". The label names the thing alone
 * (nouns, no judging word) and half the theme write one of its words.
 * `namedOtherwise` (2026-12-19, theme-label-verdict.ts): the same where fewer than half the theme write the label's
 * words (a thing named in several ways: "customer service", "support team", "the advisor"); the checks still want a
 * member that writes the adjective of the label's thing.
 */
export function praised(words: readonly string[], kept: readonly string[], context: LabelContext, namedOtherwise = false): string | undefined {
  const { typicalOrder, tags, weights, size, excluded, ok } = context;
  if (words.length > 3 || words.some((w) => writtenAs(w, typicalOrder, tags) !== 'NOUN' || sign(w) !== 0 || DENIALS.has(w))) return undefined;
  const stems = words.map((w) => stem(w));
  let thing = 0;
  for (const t of typicalOrder) if (stems.some((s) => memberStems(tags[t]).has(s))) thing += weights[t];
  if (namedOtherwise ? thing * 2 >= size : thing < size / 2) return undefined;
  let praisers = 0;
  const counts = new Map<string, number>();
  // 2026-12-19 (namedOtherwise): the reading stops where the members left cannot make the praisers enough (the answer is the same).
  let left = namedOtherwise ? typicalOrder.reduce((sum, t) => sum + weights[t], 0) : 0;
  for (const t of typicalOrder) {
    if (namedOtherwise && praisers + left < Math.max(3, PRAISING_SHARE * size)) return undefined;
    left -= weights[t];
    const m = tags[t];
    // Mended again before release: praise hoped for, conditional or past ("used to be friendly", "could be great") is none.
    const praising = m.map((x, i) => x.tag === 'ADJ' && praiseWord(x.normal) && !deniedAt(m, i));
    if (!praises(m) || (praising.some(Boolean) && praising.every((p, i) => !p || unrealPraise(m, i)))) continue;
    praisers += weights[t];
    const seen = new Set<string>();
    m.forEach((x, i) => {
      if (praising[i] && idea(x) && !excluded.has(x.normal) && !unrealPraise(m, i)) seen.add(x.normal);
    });
    for (const a of seen) counts.set(a, (counts.get(a) ?? 0) + weights[t]);
  }
  if (praisers < 3 || praisers < PRAISING_SHARE * size) return undefined;
  // Most written first; among equals, the first the most typical members write (the map's order).
  for (const [adjective] of [...counts].sort((a, b) => b[1] - a[1])) {
    const next = `${adjective} ${kept.join(' ')}`;
    if (ok(next)) return next;
  }
  return undefined;
}
