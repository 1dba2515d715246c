/**
 * Themes 2026-12-12: a short label names what most members say of the thing they share, in their
 * words, faithful to their denials and to their praise.
 *
 * Read on answers it had not seen, 2026-12-10 still named themes after one member's detail where
 * the members word one idea in different ways but write of one thing: "Wifi password" for six
 * answers on the wifi (one says the password changed; the others that it never worked, kept
 * dropping out, was slow), "Night staff" for seven answers praising the staff, "Own padlock" for six
 * on the lockers, "Rice portion" for five about small portions. It also dropped a denial ("Answered
 * phone" for "nobody answered the phone"), ended labels in a function word ("Hard to hear the"), and
 * could deny what most members praise. Here, after the label of 2026-12-10 is chosen:
 *
 * - the thing: the noun (by stem) most members write, by at least three and half of the theme;
 * - what is said of it: in each member writing it, an adjective before it ("friendly staff",
 *   "helpful office staff"), an adjective or participle after it and a linking verb ("the lockers
 *   are too small", "the showers are never hot"), a participle of a verb done to it ("nobody
 *   cleaned the showers", "toilets never get cleaned"), or a verb it does ("the wifi kept dropping
 *   out", "downloads disappear"); with the member's denial ("Showers not hot", "Phone not answered");
 * - the label gives way where one of its content words is written by one member only, or it ends
 *   in a function word, or most writers of one of its words deny it and the label does not, or it
 *   denies or blames where most members writing its thing praise it: to the saying of the thing the
 *   most members write (two at least, in the direction most of the theme writes: praise or
 *   complaint), else, where the label is one member's words, to the saying of the most typical
 *   member that writes of the thing in that direction. A label written by two members or more
 *   (all its words together) stays unless it ends in a function word, drops a denial or reverses
 *   the members' polarity.
 *
 * Denials are read as in theme-label-most.ts (DENIALS, DENIAL_REACH, deniedAt).
 */
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { stem } from '../../core/text/theme-words.js';
import { analyseAndTagTexts, type TaggedWord } from './keyphrases-local.js';
import { CLAUSE_END } from './theme-phrase-candidates.js';
import { memberStems } from './theme-label-support.js';
import { memberValence, wish } from './theme-label-checks.js';
import { DENIAL_REACH, DENIALS, deniedAt, FUNCTION_END, wishedAt } from './theme-label-most.js';

type Tags = readonly (readonly TaggedWord[])[];

/** Words of a label or member that name no idea of their own (as theme-label-most.ts reads them). */
const LIGHT = new Set('be have do get got make go come take give put keep let use want need like love feel seem say know think try see look find help would could should can will good great nice bad better best more less much many lot really very well also just still even thing things time day week way people person one problem issue always never ever not no too enough only'.split(' '));
const WORDISH = /^\p{L}[\p{L}'-]*$/u;
const NOUNS = new Set(['NOUN', 'PROPN']);
const LINKING = new Set(['is', 'are', 'was', 'were', 'be', 'been', "'s", "'re", 'seems', 'seem', 'seemed', 'looks', 'look', 'looked', 'feels', 'feel', 'felt', 'gets', 'get', 'got', 'stays', 'stay', 'stayed', 'remain', 'remains', 'became', 'become']);
/** Words between a linking verb and the adjective ("are far too small", "were never hot"). */
const DEGREE = new Set('always often usually still again very too so really quite far a bit rather pretty never not just also completely totally absolutely extremely incredibly bit n\'t nt'.split(' '));
/** Auxiliaries and adverbs between a noun and a verb it does or that is done to it ("kept getting cancelled", "has never worked"). */
const BETWEEN = new Set("is are was were be been being got get gets getting keep keeps kept has have had always often just again all not n't nt never still constantly sometimes does do did would could will can wo ca".split(' '));
const PARTICLES = new Set(['off', 'out', 'up', 'down', 'away', 'over']);
/** Words between a verb and the noun it is done to ("cleaned the showers", "answers the phone"). */
const OBJECT_WAY = new Set(['DET', 'NUM', 'ADJ']);
/** Words of a prepositional phrase after a subject's noun ("the staff on reception were lovely"). */
const IN_PHRASE = new Set(['ADP', 'DET', 'NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Mended before release: words a label cannot end on, beyond the function words ("Phone rang out every", "Queue only", "Online claim form kept"). */
const END = new Set([...FUNCTION_END, 'every', 'each', 'only', 'some', 'any', 'just', 'kept', 'keeps', 'got', 'had', 'has', 'have', 'did', 'does']);
/** Mended before release: everyday praise of a thing that VADER does not read ("Tidy toilets", "Wifi was fast", "Comfy bikes", "Handy app", "Repairs done quickly"). */
const PRAISE = new Set('tidy tidiest fast fastest quick quickly speedy prompt promptly comfy comfiest comfortable reliable reliably handy spotless efficient punctual smooth smoothly easy clean cleanest cleaned helpful friendly polite patient respectful attentive cosy cozy spacious'.split(' '));
/** Words VADER reads as praise that state a fact or name a thing ("free breakfast", "customer care"). */
const NOT_PRAISE = new Set('free care support help security well like'.split(' '));
/** A word that praises on its own: the everyday list, or VADER's clear praise ("lovely", "great"; not "huge", "security" or "support"). */
const PRAISING_WORD = 0.4;
const praiseWord = (w: string) => PRAISE.has(w) || (!NOT_PRAISE.has(w) && SentimentIntensityAnalyzer.polarity_scores(w).compound >= PRAISING_WORD);
/** Does a saying praise its thing (a praising word and no denial)? */
const praises = (display: string) => {
  const ws = display.toLowerCase().split(/\s+/);
  return !ws.some((w) => DENIALS.has(w) || w === "n't") && (ws.some(praiseWord) || ws.some((w, i) => w === 'time' && ws[i - 1] === 'on'));
};
/** Mended before release: "did nt", "ca nt" as their writers meant them. */
export function joinedContractions(label: string): string {
  return label.replace(/\b(\p{L}+) nt\b/giu, (_, w: string) => `${({ ca: 'can', wo: 'won', sha: 'shan' } as Record<string, string>)[w.toLowerCase()] ?? w}n't`);
}
/** A member praises: a positive answer that is no wish (theme-label-checks.ts reads answers so). */
const PRAISE_FROM = 0.1;
/** VADER valence from which a saying praises or blames ("lovely staff", "disgusting toilets"). */
const JUDGING = 0.3;
/** Share of the theme writing one way (praise or not) for one member's saying to stand for it. */
const LEANING = 0.8;
/** Share of the theme that must write the thing (three members at least). */
const THING_SHARE = 0.4;

function idea(x: TaggedWord): boolean {
  return x.word && WORDISH.test(x.normal) && x.normal.length > 2 && !LIGHT.has(x.lemma) && !LIGHT.has(x.normal);
}

interface Saying {
  display: string;
  /** Members writing it, most typical first by the order found. */
  writers: Set<number>;
  /** The member's answer praises (else complains or states). */
  denied: boolean;
  /** A verb its thing does ("Buses arrive") or an adjective that does not judge ("Newer phones"), not a quality or a state ("Lovely staff", "Lockers too small", "Wifi not working"). */
  act: boolean;
}

/** The label that names what most members say of their thing, or undefined where the label stands: see the file comment. */
export function saidOfLabel(
  label: string,
  typicalOrder: readonly number[],
  tags: Tags,
  weights: ArrayLike<number>,
  size: number,
  excluded: ReadonlySet<string>,
  ok: (label: string) => boolean,
  free: (label: string) => boolean = ok,
  /** A label not taken (one noun may stand where a praise word is taken off it). */
  fresh: (label: string) => boolean = free,
): string | undefined {
  const said = saidOf(label, typicalOrder, tags, weights, size, excluded, ok, free, fresh);
  const joined = joinedContractions(said ?? label);
  return joined !== label && free(joined) ? joined : said;
}

function saidOf(
  label: string,
  typicalOrder: readonly number[],
  tags: Tags,
  weights: ArrayLike<number>,
  size: number,
  excluded: ReadonlySet<string>,
  ok: (label: string) => boolean,
  /** A label not taken, of plain words (without the checks of theme-label-checks.ts, which read "Nobody answered" as a fragment): for the members' own phrases. */
  free: (label: string) => boolean,
  fresh: (label: string) => boolean,
): string | undefined {
  if (size < 3) return undefined;
  const words = label.toLowerCase().split(/\s+/).filter(Boolean);
  const content = words.filter((w) => w.length > 2 && !LIGHT.has(w) && !END.has(w) && !DENIALS.has(w));
  const cache = new Map<string, number>();
  const writers = (s: string) => {
    let n = cache.get(s);
    if (n === undefined) {
      n = 0;
      for (const t of typicalOrder) if (memberStems(tags[t]).has(s)) n += weights[t];
      cache.set(s, n);
    }
    return n;
  };
  const together = (stems: readonly string[]) => {
    let n = 0;
    for (const t of typicalOrder) if (stems.every((s) => memberStems(tags[t]).has(s))) n += weights[t];
    return n;
  };
  // The members praising (read only where a rule needs it: each member's valence is the step's main cost).
  let praisingWeight: number | undefined;
  const praising = () => {
    if (praisingWeight === undefined) {
      praisingWeight = 0;
      for (const t of typicalOrder) if (!wish(tags[t]) && memberValence(tags[t]) > PRAISE_FROM) praisingWeight += weights[t];
    }
    return praisingWeight;
  };
  const praiseTheme = () => praising() * 2 > size;
  /** Mended before release: do most members not praise (no undenied praising word of their own or of the label's)? VADER's reading of a whole answer counts nouns ("security") and misses "didnt". */
  const complaining = (labelPraise: readonly string[]) => {
    let praisers = 0;
    for (const t of typicalOrder) if (praisingMember(tags[t], labelPraise)) praisers += weights[t];
    return (size - praisers) * 2 > size;
  };

  // The label's faults.
  const stems = content.map((w) => stem(w));
  // A label ending in a function word or a denial ("Hard to hear the", "Phone rang out nobody").
  const fragment = words.length > 0 && (END.has(words[words.length - 1]) || DENIALS.has(words[words.length - 1]));
  const labelDenied = words.slice(0, -1).some((w) => DENIALS.has(w)) || (!fragment && words.some((w) => DENIALS.has(w)));
  const dropped = !labelDenied && stems.some((s) => deniedWriters(s, typicalOrder, tags, weights));
  // Mended before release: one member's words with its denial cut off ("Answers the phone" of "Nobody answers the phone", "Reply to my email" of "Never got a reply").
  const ownDenied = !labelDenied && !fragment && !dropped ? deniedInRow(words, typicalOrder, tags) : undefined;
  const deniedInstead = fragment || dropped || ownDenied ? deniedAct(typicalOrder, tags, weights, size, excluded) : undefined;
  if (deniedInstead && free(deniedInstead)) return deniedInstead;
  if (ownDenied && free(ownDenied)) return ownDenied;
  let trimmed = words.length;
  while (trimmed > 0 && (END.has(words[trimmed - 1]) || DENIALS.has(words[trimmed - 1]))) trimmed--;
  const cut = label.split(/\s+/).slice(0, trimmed).join(' ');
  // The words left, where two members write them in a row ("Hard to hear").
  // Mended before release: not where it praises and most members do not ("Repairs done quickly" of "Repairs done quickly this time" beside seven complaints).
  const fragmentInstead = fragment && trimmed >= 2 && (ok(cut) || (free(cut) && writtenInRow(words.slice(0, trimmed), typicalOrder, tags, weights) >= 2)) && !(praises(cut) && complaining(praiseWordsOf(cut))) ? cut : undefined;
  // A fragment that nothing better replaces loses its end ("Half my order was" -> "Half my order"; a label needs two words, so "Queue only" stays).
  const cutOnly = fragment && trimmed >= 1 && !(praises(cut) && complaining(praiseWordsOf(cut))) && free(cut) ? cut : undefined;
  // Mended before release: a praising label (or its cut) over a theme most of whose members do not praise its thing ("Clean toilets"
  // where three of four say dirty or out of order) gives way to what they say of it, else to the thing without the praise.
  const praisedLabel = fragment ? cut : label;
  const labelPraise = praiseWordsOf(praisedLabel).filter((w) => w === 'time' || !writtenAsNoun(w, typicalOrder, tags));
  // A wish ("More attentive lifeguards") is no praise.
  const wished = typicalOrder.some((t) => wish(tags[t]) && writtenInRow(praisedLabel.toLowerCase().split(/\s+/), [t], tags, weights) > 0);
  const praisedOver = !labelDenied && trimmed >= 1 && labelPraise.length > 0 && !wished && complaining(labelPraise) ? complaintOf(praisedLabel, labelPraise, typicalOrder, tags, weights, excluded, ok, fresh) : undefined;

  // The thing: the noun most members write.
  const nounWriters = new Map<string, number>();
  for (const t of typicalOrder) {
    const seen = new Set<string>();
    for (const x of tags[t]) {
      if (!NOUNS.has(x.tag) || !idea(x) || excluded.has(x.lemma) || excluded.has(x.normal)) continue;
      seen.add(stem(x.lemma));
    }
    for (const s of seen) nounWriters.set(s, (nounWriters.get(s) ?? 0) + weights[t]);
  }
  let thing = '';
  for (const [s, n] of nounWriters) {
    const best = thing ? nounWriters.get(thing)! : 0;
    if (n > best || (n === best && s < thing)) thing = s;
  }
  if (praisedOver) return praisedOver;
  if (!thing || nounWriters.get(thing)! < 3 || nounWriters.get(thing)! < THING_SHARE * size) return fragmentInstead ?? cutOnly;

  const lone = stems.some((s) => writers(s) < 2);
  const reversed = labelDenied && praiseTheme();
  const ownWriters = stems.length > 0 ? together(stems) : 0;
  // A theme of praise named by its thing alone ("Delivery driver" where each member praises the driver in other words).
  const unpraised = stems.includes(thing) && !content.some(judges) && praiseTheme();
  if (!fragment && !dropped && !reversed && !unpraised && !(lone && ownWriters < 2)) return undefined;
  if (fragmentInstead) return fragmentInstead;

  const sayings = sayingsOf(thing, typicalOrder, tags, excluded);
  // In the direction most of the theme writes: no blame or denial of what most praise, no praise where most complain.
  const direction = (s: Saying) => {
    const v = SentimentIntensityAnalyzer.polarity_scores(s.display).compound;
    // Mended before release: where most members do not praise, no everyday praise VADER does not read either; where the label dropped its writers' denial, their denial.
    if (dropped && s.denied && stems.some((st) => s.display.toLowerCase().split(/\s+/).some((w) => stem(w) === st))) return true;
    return praiseTheme() ? !s.denied && v > -JUDGING : (v < JUDGING || s.denied) && !praises(s.display);
  };
  const weighed = (s: Saying) => [...s.writers].reduce((sum, t) => sum + weights[t], 0);
  // The saying most members write (the first found among equals) that passes: checked in that order, the checks being the costly part.
  const best = [...sayings].sort((a, b) => weighed(b) - weighed(a)).find((s) => {
    const n = s.display.split(/\s+/).length;
    return n >= 2 && n <= 4 && direction(s) && ok(s.display);
  });
  if (best && weighed(best) >= 2 && weighed(best) > ownWriters) return best.display;
  // One member's detail (a label without the thing, or with a noun of one member beside it: "Wifi password") gives way to the most
  // typical member's saying of the thing the theme shares; a label that already says something of the thing ("Bumpy greens") stays.
  // A label of things only ("Wifi password", "Own padlock", "Container lid"), one of them one member's, names no idea.
  const detail = stems.some((s) => writers(s) < 2 && nounOnly(s, typicalOrder, tags)) && content.every((w, i) => nounOnly(stems[i], typicalOrder, tags) || !judges(w));
  let typical: Saying | undefined;
  for (const s of sayings) {
    const n = s.display.split(/\s+/).length;
    // One member's saying stands for the theme only as a quality or a state of the thing, not as an act ("App logs").
    if (n >= 2 && n <= 4 && !s.act && direction(s) && ok(s.display)) {
      typical = s;
      break;
    }
  }
  // A label without the thing stands for the theme unless half the theme writes the thing ("Mobile version" beside three of seven writing of tasks).
  const thingHalf = stems.includes(thing) || nounWriters.get(thing)! * 2 >= size;
  // One member's saying stands for a theme that leans one way (four in five members praising, or not), not for one that mixes praise and complaint.
  const leaning = (praiseTheme() ? praising() : size - praising()) >= LEANING * size;
  if (fragment || dropped || reversed || (ownWriters < 2 && detail && thingHalf)) return (best && weighed(best) >= 2 ? best : leaning ? typical : undefined)?.display ?? (fragment ? cutOnly : undefined);
  if (unpraised) return sayings.find((s) => s.display.split(/\s+/).length <= 4 && !s.denied && SentimentIntensityAnalyzer.polarity_scores(s.display).compound >= JUDGING && ok(s.display))?.display;
  return undefined;
}

/**
 * The act most members deny, by two and a third of the theme at least: "Phone not answered" where two or more of its
 * deniers write the noun it is done to, else "Nobody answered" where two or more deny it by its doer ("nobody", "no one").
 */
function deniedAct(typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>, size: number, excluded: ReadonlySet<string>): string | undefined {
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

/** Is the word at i denied after it in its clause ("emptied far too rarely", "cleaned hardly ever")? */
function deniedAfter(m: readonly TaggedWord[], i: number, to: number): boolean {
  for (let k = i + 1; k <= Math.min(to, i + 3); k++) if (['rarely', 'seldom', 'hardly', 'barely', 'never'].includes(m[k].normal)) return true;
  return false;
}

/** What may stand between a denial and the words it denies ("never got a reply", "no one ever picks up"). */
const HOW_DENIED = new Set(['got', 'get', 'had', 'have', 'a', 'an', 'any', 'ever', 'one', 'even', 'really', 'nt', "n't", 'did', 'does', 'do']);
const PRONOUN_WORDS = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'me', 'us', 'i', 'we', 'you']);
const IRREGULAR = new Set('ring get take give come go make do see say tell send pay buy bring find hear keep leave put run write read'.split(' '));
/** The regular past of a verb's lemma ("answer" -> "answered"), none for irregular verbs. */
const regularPast = (lemma: string) => (IRREGULAR.has(lemma) || !/^\p{L}+$/u.test(lemma) ? undefined : lemma.endsWith('e') ? `${lemma}d` : `${lemma}ed`);

/** Mended before release: is the word right after "nobody", "no one" (a verb the tagger reads as a noun: "Nobody answers the phone")? */
const byNobodyAt = (m: readonly TaggedWord[], i: number) => (i > 0 && ['nobody', 'noone'].includes(m[i - 1].normal)) || (i > 1 && m[i - 2].normal === 'no' && m[i - 1].normal === 'one');

/**
 * Mended before release: a label a member writes in a row right after a denial, which no member writes undenied ("Answers the
 * phone" of "Nobody answers the phone", "Reply to my email" of "Never got a reply to my email"): the member's words with its
 * denial ("Nobody answers the phone"), or, where they are too long, "No" and a label that opens on a noun ("No reply to my email").
 */
function deniedInRow(words: readonly string[], typicalOrder: readonly number[], tags: Tags): string | undefined {
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

/** The label's words that praise ("tidy", "fast", "brilliant"). */
const praiseWordsOf = (label: string) => label.toLowerCase().split(/\s+/).filter((w, i, ws) => praiseWord(w) || (w === 'time' && ws[i - 1] === 'on'));

/** Does the member praise: a praising adjective, adverb or verb of its own, or one of the label's, not denied, and no blame word? */
function praisingMember(m: readonly TaggedWord[], labelPraise: readonly string[]): boolean {
  let praise = false;
  for (let i = 0; i < m.length; i++) {
    const x = m[i];
    // A noun only where the tagger misreads an adjective: first, or after a linking verb or "and" ("Helpful and polite staff", "Staff were kind and patient").
    if (!x.word || (NOUNS.has(x.tag) && !(i === 0 || LINKING.has(m[i - 1].normal) || DEGREE.has(m[i - 1].normal) || m[i - 1].tag === 'CCONJ'))) continue;
    const v = SentimentIntensityAnalyzer.polarity_scores(x.normal).compound;
    const denied = deniedAt(m, i);
    if (v <= -JUDGING && !denied) return false;
    const onTime = x.normal === 'time' && m[i - 1]?.normal === 'on' && !deniedAt(m, i - 1);
    if (onTime || (!denied && !NOUNS.has(x.tag) && (praiseWord(x.normal) || labelPraise.some((w) => stem(w) === stem(x.lemma)))) || (!denied && NOUNS.has(x.tag) && praiseWord(x.normal))) praise = true;
  }
  return praise && !wish(m);
}

/**
 * What the members who do not praise say of the praised label's noun (its most written complaint, the most typical
 * member's first among equals), else that noun alone ("Security" for "Quick security").
 */
function complaintOf(label: string, praise: readonly string[], typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>, excluded: ReadonlySet<string>, ok: (l: string) => boolean, fresh: (l: string) => boolean): string | undefined {
  // The label's nouns, by the lemma the tagger reads of the members' word ("app" -> "application").
  const lemmaOf = (w: string) => {
    for (const t of typicalOrder) for (const x of tags[t]) if (x.normal === w && NOUNS.has(x.tag)) return stem(x.lemma);
    return undefined;
  };
  const nouns = label.toLowerCase().split(/\s+/).filter((w) => !praise.includes(w) && !LINKING.has(w) && lemmaOf(w) !== undefined && nounOnly(lemmaOf(w)!, typicalOrder, tags));
  if (nouns.length === 0) return undefined;
  const head = lemmaOf(nouns[nouns.length - 1])!;
  const complaining = typicalOrder.filter((t) => !praisingMember(tags[t], []));
  const sayings = sayingsOf(head, complaining, tags, excluded).filter((s) => {
    const n = s.display.split(/\s+/).length;
    return n >= 2 && n <= 4 && (s.denied || SentimentIntensityAnalyzer.polarity_scores(s.display).compound < JUDGING) && !praises(s.display);
  });
  const weighed = (s: Saying) => [...s.writers].reduce((sum, t) => sum + weights[t], 0);
  // One member's act ("Driver spent") names no complaint; the label checks last, the costly part.
  const best = sayings.filter((s) => !s.act || weighed(s) >= 2).sort((a, b) => weighed(b) - weighed(a)).find((s) => ok(s.display));
  if (best) return best.display;
  // The label without its praise, where the members who do not praise write its noun ("Problems with security"; not "Problems with Priya" of the one who praises her).
  if (!complaining.some((t) => tags[t].some((x) => stem(x.lemma) === head))) return undefined;
  const kept = label.split(/\s+/).filter((w) => !praise.includes(w.toLowerCase()) && !LINKING.has(w.toLowerCase()));
  while (kept.length > 0 && END.has(kept[kept.length - 1].toLowerCase())) kept.pop();
  // Only nouns and the words between them ("Repairs done" is no complaint).
  const bare = kept.every((w) => END.has(w.toLowerCase()) || nouns.includes(w.toLowerCase())) ? kept.join(' ').toLowerCase() : nouns[nouns.length - 1];
  const named = bare.includes(' ') ? bare : `problems with ${bare}`;
  return fresh(named) ? named : undefined;
}

/** Do the members write the word, and only as a noun ("care" of "customer care")? */
function writtenAsNoun(w: string, typicalOrder: readonly number[], tags: Tags): boolean {
  let any = false;
  for (const t of typicalOrder) for (const x of tags[t]) {
    if (x.normal !== w) continue;
    if (!NOUNS.has(x.tag)) return false;
    any = true;
  }
  return any;
}

/** The members writing the words in a row. */
function writtenInRow(words: readonly string[], typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>): number {
  let n = 0;
  for (const t of typicalOrder) if (tags[t].some((_, i) => words.every((w, j) => tags[t][i + j]?.normal === w))) n += weights[t];
  return n;
}

/** Do most writers of the stem deny it, two at least ("nobody answered", "never answered")? */
function deniedWriters(s: string, typicalOrder: readonly number[], tags: Tags, weights: ArrayLike<number>): boolean {
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

/** A noun as its writers write it, plural where any writes the plural ("lockers"). */
function nounForm(lemma: string, typicalOrder: readonly number[], tags: Tags): string {
  for (const t of typicalOrder) for (const x of tags[t]) if (x.lemma === lemma && x.normal !== lemma && x.normal.startsWith(lemma.slice(0, -1))) return x.normal;
  return lemma;
}

/** The clause of tokens around i (between punctuation and clause words). */
function clauseAround(tokens: readonly TaggedWord[], i: number): [number, number] {
  let from = i;
  while (from > 0 && tokens[from - 1].tag !== 'PUNCT' && !CLAUSE_END.has(tokens[from - 1].normal)) from--;
  let to = i;
  while (to + 1 < tokens.length && tokens[to + 1].tag !== 'PUNCT' && !CLAUSE_END.has(tokens[to + 1].normal)) to++;
  return [from, to];
}

/** Is a denial written between two positions of a clause ("toilets were never cleaned")? */
const deniedBetween = (m: readonly TaggedWord[], a: number, b: number) => m.slice(a + 1, b).some((x) => DENIALS.has(x.normal) || x.lemma === 'not');

/** The -ing form members write of a verb's lemma, else the regular one where the tagger reads it back as that verb ("working"; not "lasting"). */
function ingOf(lemma: string, tags: Tags, noun: string): string | undefined {
  for (const m of tags) for (const x of m) if (x.lemma === lemma && x.normal.endsWith('ing')) return x.normal;
  const form = /[^aeiouy]e$/u.test(lemma) && lemma !== 'be' ? `${lemma.slice(0, -1)}ing` : /^[^aeiou]*[aeiou][bdgmnprt]$/u.test(lemma) ? `${lemma}${lemma.slice(-1)}ing` : `${lemma}ing`;
  const label = `${noun} not ${form}`;
  let read = READ_BACK.get(label);
  if (read === undefined) {
    read = analyseAndTagTexts([label]).tags[0].at(-1)?.lemma ?? '';
    READ_BACK.set(label, read);
  }
  return read === lemma ? form : undefined;
}

/** The lemma the tagger reads for a built -ing form at the end of its label, per label. */
const READ_BACK = new Map<string, string>();

/** Does the word praise or blame on its own ("lovely", "dirty")? */
const judges = (w: string) => Math.abs(SentimentIntensityAnalyzer.polarity_scores(w).compound) >= JUDGING;

/** Is the stem written only as a noun by the members ("password", "padlock")? */
function nounOnly(s: string, typicalOrder: readonly number[], tags: Tags): boolean {
  let any = false;
  for (const t of typicalOrder) for (const x of tags[t]) {
    if (!x.word || stem(x.lemma) !== s) continue;
    if (!NOUNS.has(x.tag)) return false;
    any = true;
  }
  return any;
}

/** What each member says of the thing: see the file comment. */
function sayingsOf(thing: string, typicalOrder: readonly number[], tags: Tags, excluded: ReadonlySet<string>): Saying[] {
  const found: Saying[] = [];
  const add = (display: string, t: number, act: boolean) => {
    const key = display.toLowerCase();
    const at = found.find((s) => s.display.toLowerCase() === key);
    if (at) at.writers.add(t);
    else found.push({ display, writers: new Set([t]), denied: display.includes(' not '), act });
  };
  const usable = (x: TaggedWord) => idea(x) && !excluded.has(x.lemma) && !excluded.has(x.normal);
  for (const t of typicalOrder) {
    const m = tags[t];
    const said = new Map<string, boolean>();
    m.forEach((x, i) => {
      if (!NOUNS.has(x.tag) || stem(x.lemma) !== thing || said.size > 0) return;
      const [from, to] = clauseAround(m, i);
      // Only the head of a noun phrase ("the lockers", not "locker key").
      if (i + 1 <= to && NOUNS.has(m[i + 1].tag)) return;
      // With the noun before it ("car park", "office staff"; not a measure: "four-hour shifts").
      const compound = i > from && NOUNS.has(m[i - 1].tag) && idea(m[i - 1]) && !/[-\d]/u.test(m[i - 1].normal) && (i - 1 === from || !NOUNS.has(m[i - 2].tag));
      const noun = compound ? `${m[i - 1].normal} ${x.normal}` : nounForm(x.lemma, typicalOrder, tags);
      const head = compound ? i - 1 : i;
      // An adjective right before it ("friendly staff", "full car park"; not over another noun: "large print books").
      const k = head - 1;
      // One member's adjective before the noun stands for the theme only where it judges ("lovely staff", not "newer phones").
      if (k >= from && m[k].tag === 'ADJ' && usable(m[k]) && !deniedAt(m, k) && !wishedAt(m, k)) said.set(`${m[k].normal} ${noun}`, !judges(m[k].normal));
      // The noun phrase is no subject after a verb ("Editing a task on the app is fiddly").
      let start = head;
      while (start > from && ['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN'].includes(m[start - 1].tag)) start--;
      if (start > from && m[start - 1].tag === 'VERB') return;
      // Mended before release: nor the object of a preposition ("Oven in our kitchen doesnt work" says nothing of the kitchen).
      let before = start;
      while (before > from && m[before - 1].tag === 'PRON') before--;
      if (before > from && m[before - 1].tag === 'ADP') return;
      // Its subject's predicate: a linking verb (after a prepositional phrase of up to four words) and an adjective or participle.
      let j = i + 1;
      while (j <= to && j - i <= 4 && IN_PHRASE.has(m[j].tag) && !LINKING.has(m[j].normal) && m[j].tag !== 'VERB' && m[j].tag !== 'AUX') j++;
      if (j > i + 1 && m[i + 1].tag !== 'ADP') j = i + 1;
      const linkAt = j;
      if (j <= to && LINKING.has(m[j].normal)) {
        let k = j + 1;
        while (k <= to && DEGREE.has(m[k].normal)) k++;
        const q = m[k];
        // Not an adjective of another noun, nor one with a complement ("impossible to read", "full of sand").
        // Mended before release: a denied one needs no guard ("Prescription wasnt ready after a week").
        if (k <= to && q && (q.tag === 'ADJ' || (q.tag === 'VERB' && /ed$/u.test(q.normal))) && usable(q) && !wishedAt(m, k) && !deniedAfter(m, k, to) && !(!deniedBetween(m, i, k) && k + 1 <= to && (NOUNS.has(m[k + 1].tag) || ['ADJ', 'ADP', 'PART'].includes(m[k + 1].tag) || m[k + 1].normal === 'to') && m[k - 1]?.normal !== 'too')) {
          const denied = deniedBetween(m, i, k);
          const particle = PARTICLES.has(m[k + 1]?.normal ?? '') ? ` ${m[k + 1].normal}` : '';
          said.set(denied ? `${noun} not ${q.normal}${particle}` : q.tag === 'ADJ' ? `${q.normal} ${noun}` : `${noun} ${q.normal}${particle}`, false);
        }
      }
      // A verb it does, or one done to it.
      for (let v = from; v <= to; v++) {
        const y = m[v];
        if (y.tag !== 'VERB' || v === i || !usable(y) || LINKING.has(y.normal) || wishedAt(m, v)) continue;
        if (v > i) {
          // Subject (or passive subject) then verb: only auxiliaries and adverbs between.
          if (!m.slice(linkAt, v).every((w) => BETWEEN.has(w.normal) || w.tag === 'ADV' || w.tag === 'AUX')) continue;
          // Mended before release: "not" right before a participle is a passive without its verb ("Toilets not cleaned all day").
          const passive = m.slice(linkAt, v).some((w) => ['be', 'get'].includes(w.lemma)) || (v === linkAt + 1 && m[linkAt].normal === 'not' && /ed$/u.test(y.normal));
          // Mended before release: a passive needs a participle ("The food was stone cold" is no act of stoning).
          if (passive && !/(?:ed|en|wn|t)$/u.test(y.normal) && !['done', 'gone'].includes(y.normal)) continue;
          const denied = deniedBetween(m, i, v);
          const particle = PARTICLES.has(m[v + 1]?.normal ?? '') ? ` ${m[v + 1].normal}` : '';
          // "had broken doors": a participle before a noun qualifies that noun; "emptied far too rarely" is no fact of emptying.
          if ((v + 1 <= to && NOUNS.has(m[v + 1].tag)) || deniedAfter(m, v, to)) continue;
          // "never worked", "couldn't connect", "doesn't reach": a denied act reads as its -ing form ("Wifi not working").
          const form = denied && !passive ? ingOf(y.lemma, tags, noun) : y.normal;
          if (!form) continue;
          // The noun as this member writes it, so that it agrees with the verb ("pontoon wobbles").
          const own = passive || denied ? noun : x.normal;
          said.set(denied ? `${noun} not ${form}${particle}` : passive && /ed$/u.test(form) && !particle ? `${form} ${noun}` : `${own} ${form}${particle}`, !passive && !denied);
        } else if (m.slice(v + 1, i).every((w) => OBJECT_WAY.has(w.tag))) {
          // Verb then its object ("nobody cleaned the showers", "nobody answers the phone"): a denied act reads as the thing not done.
          const denied = deniedAt(m, v) || m.slice(from, v).some((w) => ['nobody', 'noone', 'nothing'].includes(w.normal));
          if (!denied) continue;
          const done = /ed$/u.test(y.normal) ? y.normal : pastOf(y.lemma, tags);
          if (done) said.set(`${noun} not ${done}`, false);
        }
      }
    });
    for (const [d, act] of said) add(d, t, act);
  }
  return found;
}

/** The -ed form members write of a verb ("answered" for "answers"), if any. */
function pastOf(word: string, tags: Tags): string | undefined {
  let lemma = word;
  for (const m of tags) for (const x of m) if (x.normal === word) lemma = x.lemma;
  for (const m of tags) for (const x of m) if (x.lemma === lemma && x.normal.endsWith('ed')) return x.normal;
  return undefined;
}
