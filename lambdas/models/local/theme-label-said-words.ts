/**
 * Words and readings of the members that theme-label-said.ts (themes 2026-12-12) uses: which words
 * praise, what the members write as nouns, in a row or denied, and the verb forms they write.
 */
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { stem } from '../../core/text/theme-words.js';
import { analyseAndTagTexts, type TaggedWord } from './keyphrases-local.js';
import { CLAUSE_END } from './theme-phrase-candidates.js';
import { clauseAround, DENIAL_REACH, DENIALS, deniedAt, FUNCTION_END, LIGHT, nounForm, NOUNS, OBJECT_WAY, PARTICLES, wishedAt, WORDISH } from './theme-label-most.js';

export { LIGHT, nounForm, NOUNS, OBJECT_WAY, PARTICLES };
export type Tags = readonly (readonly TaggedWord[])[];

/** Words of a label or member that name no idea of their own (as theme-label-most.ts reads them). */
export const LINKING = new Set(['is', 'are', 'was', 'were', 'be', 'been', "'s", "'re", 'seems', 'seem', 'seemed', 'looks', 'look', 'looked', 'feels', 'feel', 'felt', 'gets', 'get', 'got', 'stays', 'stay', 'stayed', 'remain', 'remains', 'became', 'become']);
/** Words between a linking verb and the adjective ("are far too small", "were never hot"). */
export const DEGREE = new Set('always often usually still again very too so really quite far a bit rather pretty never not just also completely totally absolutely extremely incredibly bit n\'t nt'.split(' '));
/** Auxiliaries and adverbs between a noun and a verb it does or that is done to it ("kept getting cancelled", "has never worked"). */
export const BETWEEN = new Set("is are was were be been being got get gets getting keep keeps kept has have had always often just again all not n't nt never still constantly sometimes does do did would could will can wo ca".split(' '));
/** Words between a verb and the noun it is done to ("cleaned the showers", "answers the phone"). */
/** Words of a prepositional phrase after a subject's noun ("the staff on reception were lovely"). */
export const IN_PHRASE = new Set(['ADP', 'DET', 'NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Mended before release: words a label cannot end on, beyond the function words ("Phone rang out every", "Queue only", "Online claim form kept"). */
export const END = new Set([...FUNCTION_END, 'every', 'each', 'only', 'some', 'any', 'just', 'kept', 'keeps', 'got', 'had', 'has', 'have', 'did', 'does']);
/** Mended before release: everyday praise of a thing that VADER does not read ("Tidy toilets", "Wifi was fast", "Comfy bikes", "Handy app", "Repairs done quickly"). */
const PRAISE = new Set('tidy tidiest fast fastest quick quickly speedy prompt promptly comfy comfiest comfortable reliable reliably handy spotless efficient punctual smooth smoothly easy clean cleanest cleaned helpful friendly polite patient respectful attentive cosy cozy spacious'.split(' '));
/** Words VADER reads as praise that state a fact or name a thing ("free breakfast", "customer care"). */
const NOT_PRAISE = new Set('free care support help security well like'.split(' '));
/** A word that praises on its own: the everyday list, or VADER's clear praise ("lovely", "great"; not "huge", "security" or "support"). */
const PRAISING_WORD = 0.4;
export const praiseWord = (w: string) => PRAISE.has(w) || (!NOT_PRAISE.has(w) && SentimentIntensityAnalyzer.polarity_scores(w).compound >= PRAISING_WORD);
/** Does a saying praise its thing (a praising word and no denial)? */
export const praises = (display: string) => {
  const ws = display.toLowerCase().split(/\s+/);
  return !ws.some((w) => DENIALS.has(w) || w === "n't") && (ws.some(praiseWord) || ws.some((w, i) => w === 'time' && ws[i - 1] === 'on'));
};
/** A contraction split from its word ("did nt"; with an apostrophe, "would n't", "would n’t"): its tail. */
const SPLIT_NT = / nt\b/giu;
const SPLIT_APOSTROPHE = / n['’]t\b/giu;
/** A character of a word as `\b` reads it (ASCII letters, digits and "_", and the two that case-folding adds). */
const BOUNDARY_WORD = /[\w\u017F\u212A]/u;
const LETTER = /^\p{L}$/u;
/**
 * Mended before release: "did nt", "ca nt" as their writers meant them; with `apostrophe` (2026-12-14), "would n't" and
 * "would n’t". The answers of the pattern `\b(\p{L}+) nt\b` (the word is the letters before the tail from their first word
 * boundary), found in linear time: that pattern read a long word of mixed letters ("aéaé…", a word boundary between
 * every two) once from each boundary, in time growing with the square of its length.
 */
export function joinedContractions(label: string, apostrophe = false): string {
  const tail = apostrophe ? SPLIT_APOSTROPHE : SPLIT_NT;
  tail.lastIndex = 0;
  let out = '';
  let pos = 0;
  for (let found = tail.exec(label); found; found = tail.exec(label)) {
    const at = found.index;
    // The letters right before the tail (not before the end of the last match), by code point.
    let from = at;
    while (from > pos) {
      const pair = from - 2 >= pos && /[\uDC00-\uDFFF]/u.test(label.charAt(from - 1)) && /[\uD800-\uDBFF]/u.test(label.charAt(from - 2));
      const step = pair ? 2 : 1;
      if (!LETTER.test(label.slice(from - step, from))) break;
      from -= step;
    }
    let start = from;
    while (start < at && BOUNDARY_WORD.test(label.charAt(start - 1)) === BOUNDARY_WORD.test(label.charAt(start))) start++;
    if (start === at) continue;
    const w = label.slice(start, at);
    // 2026-12-12's "ca nt" reads "cann't" (its answers are pinned); with an apostrophe "ca n't" is "can't".
    out += `${label.slice(pos, start)}${apostrophe ? w : (({ ca: 'can', wo: 'won', sha: 'shan' } as Record<string, string>)[w.toLowerCase()] ?? w)}n't`;
    pos = at + found[0].length;
  }
  return out + label.slice(pos);
}
/** A member praises: a positive answer that is no wish (theme-label-checks.ts reads answers so). */
export const PRAISE_FROM = 0.1;
/** VADER valence from which a saying praises or blames ("lovely staff", "disgusting toilets"). */
export const JUDGING = 0.3;
/** Share of the theme writing one way (praise or not) for one member's saying to stand for it. */
export const LEANING = 0.8;
/** Share of the theme that must write the thing (three members at least). */
export const THING_SHARE = 0.4;

export function idea(x: TaggedWord): boolean {
  return x.word && WORDISH.test(x.normal) && x.normal.length > 2 && !LIGHT.has(x.lemma) && !LIGHT.has(x.normal);
}

/** Is the word at i denied after it in its clause ("emptied far too rarely", "cleaned hardly ever")? */
export function deniedAfter(m: readonly TaggedWord[], i: number, to: number): boolean {
  for (let k = i + 1; k <= Math.min(to, i + 3); k++) if (['rarely', 'seldom', 'hardly', 'barely', 'never'].includes(m[k].normal)) return true;
  return false;
}

/** What may stand between a denial and the words it denies ("never got a reply", "no one ever picks up"). */
export const HOW_DENIED = new Set(['got', 'get', 'had', 'have', 'a', 'an', 'any', 'ever', 'one', 'even', 'really', 'nt', "n't", 'did', 'does', 'do']);
export const PRONOUN_WORDS = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'me', 'us', 'i', 'we', 'you']);
const IRREGULAR = new Set('ring get take give come go make do see say tell send pay buy bring find hear keep leave put run write read'.split(' '));
/** The regular past of a verb's lemma ("answer" -> "answered"), none for irregular verbs. */
export const regularPast = (lemma: string) => (IRREGULAR.has(lemma) || !/^\p{L}+$/u.test(lemma) ? undefined : lemma.endsWith('e') ? `${lemma}d` : `${lemma}ed`);

/** Mended before release: is the word right after "nobody", "no one" (a verb the tagger reads as a noun: "Nobody answers the phone")? */
export const byNobodyAt = (m: readonly TaggedWord[], i: number) => (i > 0 && ['nobody', 'noone'].includes(m[i - 1].normal)) || (i > 1 && m[i - 2].normal === 'no' && m[i - 1].normal === 'one');

/** The label's words that praise ("tidy", "fast", "brilliant"). */
export const praiseWordsOf = (label: string) => label.toLowerCase().split(/\s+/).filter((w, i, ws) => praiseWord(w) || (w === 'time' && ws[i - 1] === 'on'));

/** Do the members write the word, and only as a noun ("care" of "customer care")? */
export function writtenAsNoun(w: string, typicalOrder: readonly number[], tags: Tags): boolean {
  let any = false;
  for (const t of typicalOrder) for (const x of tags[t]) {
    if (x.normal !== w) continue;
    if (!NOUNS.has(x.tag)) return false;
    any = true;
  }
  return any;
}

/** The members writing the words in a row. */
export function writtenInRow(words: readonly string[], typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>): number {
  let n = 0;
  for (const t of typicalOrder) if (tags[t].some((_, i) => words.every((w, j) => tags[t][i + j]?.normal === w))) n += weights[t];
  return n;
}

/** Do most writers of the stem deny it, two at least ("nobody answered", "never answered")? */
export function deniedWriters(s: string, typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>): boolean {
  let denied = 0;
  let affirmed = 0;
  for (const t of typicalOrder) {
    let d = false;
    let a = false;
    tags[t].forEach((x, i) => {
      if (!x.word || (stem(x.lemma) !== s && stem(x.normal) !== s) || (NOUNS.has(x.tag) && !byNobodyAt(tags[t], i))) return;
      if (deniedAt(tags[t], i)) d = true;
      else a = true;
    });
    if (d) denied += weights[t];
    else if (a) affirmed += weights[t];
  }
  return denied >= 2 && denied > affirmed;
}

/** Is a denial written between two positions of a clause ("toilets were never cleaned")? */
export const deniedBetween = (m: readonly TaggedWord[], a: number, b: number) => m.slice(a + 1, b).some((x) => DENIALS.has(x.normal) || x.lemma === 'not');

/** The -ing form members write of a verb's lemma, else the regular one where the tagger reads it back as that verb ("working"; not "lasting"). */
export function ingOf(lemma: string, tags: Tags, noun: string): string | undefined {
  for (const m of tags) for (const x of m) if (x.lemma === lemma && x.normal.endsWith('ing')) return x.normal;
  const form = /[^aeiouy]e$/u.test(lemma) && lemma !== 'be' ? `${lemma.slice(0, -1)}ing` : /^[^aeiou]*[aeiou][bdgmnprt]$/u.test(lemma) ? `${lemma}${lemma.slice(-1)}ing` : `${lemma}ing`;
  const label = `${noun} not ${form}`;
  let read = READ_BACK.get(label);
  if (read === undefined) {
    read = analyseAndTagTexts([label]).tags[0].at(-1)?.lemma ?? '';
    // Bounded: the keys hold members' nouns, and a long-lived process must not keep them all.
    if (READ_BACK.size >= READ_BACK_LIMIT) READ_BACK.clear();
    READ_BACK.set(label, read);
  }
  return read === lemma ? form : undefined;
}

/** The lemma the tagger reads for a built -ing form at the end of its label, per label. */
const READ_BACK = new Map<string, string>();
const READ_BACK_LIMIT = 4096;

/** Does the word praise or blame on its own ("lovely", "dirty")? */
export const judges = (w: string) => Math.abs(SentimentIntensityAnalyzer.polarity_scores(w).compound) >= JUDGING;

/** Is the stem written only as a noun by the members ("password", "padlock")? */
export function nounOnly(s: string, typicalOrder: readonly number[], tags: Tags): boolean {
  let any = false;
  for (const t of typicalOrder) for (const x of tags[t]) {
    if (!x.word || stem(x.lemma) !== s) continue;
    if (!NOUNS.has(x.tag)) return false;
    any = true;
  }
  return any;
}

/** The -ed form members write of a verb ("answered" for "answers"), if any. */
export function pastOf(word: string, tags: Tags): string | undefined {
  let lemma = word;
  for (const m of tags) for (const x of m) if (x.normal === word) lemma = x.lemma;
  for (const m of tags) for (const x of m) if (x.lemma === lemma && x.normal.endsWith('ed')) return x.normal;
  return undefined;
}

/**
 * The act most members deny, by two and a third of the theme at least: "Phone not answered" where two or more of its
 * deniers write the noun it is done to, else "Nobody answered" where two or more deny it by its doer ("nobody", "no one").
 */
export function deniedAct(typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>, size: number, excluded: ReadonlySet<string>): string | undefined {
  const acts = new Map<string, { writers: number; forms: Map<string, number>; nouns: Map<string, number>; nobody: number }>();
  for (const t of typicalOrder) {
    const m = tags[t];
    const seen = new Set<string>();
    m.forEach((y, v) => {
      if (y.tag !== 'VERB' || !idea(y) || excluded.has(y.lemma) || LINKING.has(y.normal) || wishedAt(m, v)) return;
      const [from, to] = clauseAround(m, v);
      const byNobody = v > from && ['nobody', 'noone'].includes(m[v - 1].normal) || (v > from + 1 && m[v - 2].normal === 'no' && m[v - 1].normal === 'one') || (v > from + 1 && ['nobody', 'noone'].includes(m[v - 2].normal) && m[v - 1].tag === 'ADV');
      if (!byNobody && !deniedAt(m, v)) return;
      const s = stem(y.lemma);
      if (seen.has(s)) return;
      seen.add(s);
      const act = acts.get(s) ?? acts.set(s, { writers: 0, forms: new Map(), nouns: new Map(), nobody: 0 }).get(s)!;
      act.writers += weights[t];
      act.forms.set(y.normal, (act.forms.get(y.normal) ?? 0) + 1);
      if (byNobody) act.nobody += weights[t];
      // The noun it is done to: its object, or the subject of a passive ("the phone is never answered").
      let n = v + 1;
      while (n <= to && OBJECT_WAY.has(m[n].tag)) n++;
      if (!(n <= to && NOUNS.has(m[n].tag))) {
        n = v - 1;
        while (n >= from && (BETWEEN.has(m[n].normal) || m[n].tag === 'ADV' || m[n].tag === 'AUX')) n--;
        if (!(n >= from && NOUNS.has(m[n].tag) && m.slice(n + 1, v).some((w) => ['be', 'get'].includes(w.lemma)))) n = -1;
      }
      if (n >= 0 && idea(m[n]) && !excluded.has(m[n].lemma)) act.nouns.set(m[n].lemma, (act.nouns.get(m[n].lemma) ?? 0) + weights[t]);
    });
  }
  let best: [string, { writers: number; forms: Map<string, number>; nouns: Map<string, number>; nobody: number }] | undefined;
  for (const a of acts) if (!best || a[1].writers > best[1].writers) best = a;
  if (!best || best[1].writers < 2 || best[1].writers * 3 < size) return undefined;
  const { forms, nouns, nobody } = best[1];
  const done = [...forms.keys()].find((f) => f.endsWith('ed')) ?? pastOf([...forms.keys()][0], tags);
  let noun: string | undefined;
  for (const [n, k] of nouns) if (k >= 2 && (!noun || k > nouns.get(noun)!)) noun = n;
  if (done && noun) return `${nounForm(noun, typicalOrder, tags)} not ${done}`;
  if (nobody >= 2) return `nobody ${done ?? [...forms].sort((a, b) => b[1] - a[1])[0][0]}`;
  return undefined;
}

/**
 * Mended before release: a label a member writes in a row right after a denial, which no member writes undenied ("Answers the
 * phone" of "Nobody answers the phone", "Reply to my email" of "Never got a reply to my email"): the member's words with its
 * denial ("Nobody answers the phone"), or, where they are too long, "No" and a label that opens on a noun ("No reply to my email").
 */
export function deniedInRow(words: readonly string[], typicalOrder: readonly number[], tags: Tags): string | undefined {
  if (words.length < 2 || words.length > 4) return undefined;
  let found: string | undefined;
  for (const t of typicalOrder) {
    const m = tags[t];
    for (let i = 0; i < m.length; i++) {
      if (!words.every((w, j) => m[i + j]?.normal === w)) continue;
      let d = -1;
      for (let k = i - 1; k >= Math.max(0, i - DENIAL_REACH); k--) {
        if (m[k].tag === 'PUNCT' || CLAUSE_END.has(m[k].normal)) break;
        if (DENIALS.has(m[k].normal) || m[k].lemma === 'not' || (m[k].normal === 'no' && m[k + 1]?.normal === 'one')) d = k;
      }
      if (d < 0) return undefined;
      // The denial is of the label's words: only "got a", "ever", "one" of "no one" between ("Couldnt hear the gate announcements" denies the hearing).
      if (found || !m.slice(d + 1, i).every((x) => HOW_DENIED.has(x.normal) || x.lemma === 'not')) continue;
      const noun = (NOUNS.has(m[i].tag) && !byNobodyAt(m, i)) || ['a', 'an', 'any'].includes(m[i - 1]?.normal ?? '');
      const span = m.slice(d, i + words.length);
      if ((m[i].tag === 'VERB' || byNobodyAt(m, i)) && span.length <= 5 && (m[d].normal === 'nobody' || m[d].normal === 'no')) {
        // "Nobody answers the phone": the thing not done ("Phone not answered") where its object closes the label.
        const object = m[i + words.length - 1];
        const done = NOUNS.has(object.tag) ? pastOf(m[i].normal, tags) ?? regularPast(m[i].lemma) : undefined;
        found = done ? `${object.normal} not ${done}` : span.map((x) => x.normal).join(' ');
      } else if (span.length <= 4) found = span.map((x) => x.normal).join(' ');
      else if (noun && words.length <= 4) found = `no ${words.filter((w) => !PRONOUN_WORDS.has(w)).join(' ')}`;
    }
  }
  return found;
}
