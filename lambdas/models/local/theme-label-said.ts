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
import type { TaggedWord } from './keyphrases-local.js';
import { memberStems } from './theme-label-support.js';
import { memberValence, wish } from './theme-label-checks.js';
import { clauseAround, DENIAL_REACH, DENIALS, deniedAt, wishedAt } from './theme-label-most.js';
import {
  BETWEEN, DEGREE, deniedAct, deniedAfter, deniedBetween, deniedInRow, deniedWriters, END, idea, IN_PHRASE,
  ingOf, joinedContractions, judges, JUDGING, LEANING, LIGHT, LINKING, nounForm, nounOnly, NOUNS, OBJECT_WAY,
  PARTICLES, pastOf, PRAISE_FROM, praises, praiseWord, praiseWordsOf, type Tags, THING_SHARE, writtenAsNoun,
  writtenInRow
} from './theme-label-said-words.js';
import type { LabelContext } from './theme-label-context.js';

export interface Saying {
  display: string;
  /** Members writing it, most typical first by the order found. */
  writers: Set<number>;
  /** The member's answer praises (else complains or states). */
  denied: boolean;
  /** A verb its thing does ("Buses arrive") or an adjective that does not judge ("Newer phones"), not a quality or a state ("Lovely staff", "Lockers too small", "Wifi not working"). */
  act: boolean;
}

/** The label that names what most members say of their thing, or undefined where the label stands: see the file comment. */
export function saidOfLabel(label: string, context: LabelContext): string | undefined {
  const said = saidOf(label, context);
  const joined = joinedContractions(said ?? label);
  return joined !== label && context.free(joined) ? joined : said;
}

function saidOf(label: string, context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, size, excluded, ok, free, fresh } = context;
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
  const cutAgainst = fragment && trimmed >= 1 && praises(cut) && complaining(praiseWordsOf(cut));
  const fragmentInstead = fragment && trimmed >= 2 && (ok(cut) || (free(cut) && writtenInRow(words.slice(0, trimmed), typicalOrder, tags, weights) >= 2)) && !cutAgainst ? cut : undefined;
  // A fragment that nothing better replaces loses its end ("Half my order was" -> "Half my order"; a label needs two words, so "Queue only" stays).
  const cutOnly = fragment && trimmed >= 1 && !cutAgainst && free(cut) ? cut : undefined;
  // Mended before release: a praising label (or its cut) over a theme most of whose members do not praise its thing ("Clean toilets"
  // where three of four say dirty or out of order) gives way to what they say of it, else to the thing without the praise.
  const praisedLabel = fragment ? cut : label;
  const labelPraise = praiseWordsOf(praisedLabel).filter((w) => w === 'time' || !writtenAsNoun(w, typicalOrder, tags));
  // A wish ("More attentive lifeguards") is no praise.
  const wished = typicalOrder.some((t) => wish(tags[t]) && writtenInRow(praisedLabel.toLowerCase().split(/\s+/), [t], tags, weights) > 0);
  const praisedOver = !labelDenied && trimmed >= 1 && labelPraise.length > 0 && !wished && complaining(labelPraise) ? complaintOf(praisedLabel, labelPraise, context) : undefined;

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

/** Does the member praise: a praising adjective, adverb or verb of its own, or one of the label's, not denied, and no blame word? */
export function praisingMember(m: readonly TaggedWord[], labelPraise: readonly string[]): boolean {
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
function complaintOf(label: string, praise: readonly string[], context: LabelContext): string | undefined {
  const { typicalOrder, tags, weights, excluded, ok, fresh } = context;
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

/** What each member says of the thing: see the file comment. */
export function sayingsOf(thing: string, typicalOrder: readonly number[], tags: Tags, excluded: ReadonlySet<string>): Saying[] {
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
