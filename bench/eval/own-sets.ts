/**
 * The project's own hand-written test sets (test/fixtures/quality): sentences written for this
 * project, never taken from any data set, in several domains. `split` "dev" sentences may guide
 * design choices; "test" sentences never do, so their figures are the unseen-data figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractionCase } from './metrics/spans.js';
import {
  OWN_SENTIMENT_FRESH_FILE, OWN_SENTIMENT_FRESH2_FILE, OWN_SENTIMENT_FRESH3_FILE, OWN_SENTIMENT_FRESH4_FILE, OWN_SENTIMENT_FRESH5_FILE,
  OWN_SENTIMENT_FRESH6_FILE, OWN_SENTIMENT_FRESH7_FILE, OWN_SENTIMENT_FRESH8_FILE, OWN_SENTIMENT_FRESH9_FILE, OWN_SENTIMENT_FRESH10_FILE,
  OWN_SENTIMENT_FRESH11_FILE, OWN_SENTIMENT_FRESH12_FILE, OWN_SENTIMENT_FRESH13_FILE, OWN_SENTIMENT_FRESH14_FILE, OWN_SENTIMENT_FRESH15_FILE,
  OWN_SENTIMENT_FRESH16_FILE, OWN_SENTIMENT_FRESH17_FILE, OWN_SENTIMENT_FRESH18_FILE, OWN_SENTIMENT_FRESH19_FILE, OWN_SENTIMENT_FRESH20_FILE,
  OWN_SENTIMENT_FRESH21_FILE,
} from './own-sentiment-files.js';
export * from './own-sentiment-files.js';

export const OWN_SENTIMENT_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-own.jsonl', import.meta.url));
export const OWN_EXTRACTIONS_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-own.jsonl', import.meta.url));
/** A second set of hand-written sentences (`split` "check"), written before version 2026-11-27 was tuned and never used to choose. */
export const OWN_SENTIMENT_CHECK_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-check.jsonl', import.meta.url));
export const OWN_EXTRACTIONS_CHECK_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-check.jsonl', import.meta.url));
/** A third set (`split` "holdout"), written before version 2026-11-28 was built and never used to choose it (other domains: couriers, gyms, phones…). */
export const OWN_SENTIMENT_HOLDOUT_FILE = fileURLToPath(new URL('../../test/fixtures/quality/sentiment-holdout.jsonl', import.meta.url));
export const OWN_EXTRACTIONS_HOLDOUT_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-holdout.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh"): airline, grocery delivery, energy supplier and vet practice
 * answers, written before version 2026-11-29 was built and kept out of every choice made for it.
 */
export const OWN_EXTRACTIONS_FRESH_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh.jsonl', import.meta.url));
/**
 * Extractions only (`split` "unseen"): car rental, hair salon, public library, home internet and cinema
 * answers with multi-word and synonym themes, written before version 2026-11-30 was built and scored only at its end.
 */
export const OWN_EXTRACTIONS_UNSEEN_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-unseen.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh2"): rail, parcel courier, car repair garage, museum and nursery answers with
 * multi-word and related-word themes, sentences that mention no theme and sentences near a theme in meaning but
 * not about it, written before version 2026-12-01 was built and scored only once it was finished.
 */
export const OWN_EXTRACTIONS_FRESH2_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh2.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh3"): dentist, bin collection, student halls, mobile network and holiday
 * cottage answers with multi-word themes, themes told by verbs ("charged me twice", "waited forty minutes on
 * hold"), sentences that mention no theme and nouns near a theme in meaning but not about it, written before
 * 2026-12-02 was built and scored only once it was finished.
 */
export const OWN_EXTRACTIONS_FRESH3_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh3.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh4"): letting agency, fitness equipment shop, coffee shop, concert venue and
 * wedding venue answers with amounts of money paid for different things (only some of them a money theme),
 * currency written in several forms, "pound" as a weight, themes told by verbs and by related words, nouns near
 * a theme but not about it and sentences that mention no theme, committed before the models of 2026-12-03 were
 * built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH4_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh4.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh5"): removal company, opticians, taxi app, theme park and furniture store
 * answers with amounts of money paid for different things in one sentence (each coded to the theme it was paid
 * for), currency written in several forms, themes told by verbs and by related words, nouns near a theme but not
 * about it (storage heaters, a driving test, a staff room) and nine sentences that mention no theme, committed
 * before the models of 2026-12-04 were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH5_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh5.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh6"): dry cleaners, plumbing and heating firm, ferry crossing, bakery and golf club
 * answers with amounts of money paid for different things in one sentence (each coded to the theme it was paid for,
 * or to none: a locker, a visitor's round, parking), currency written in several forms, themes told by verbs and by
 * related words, nouns near a theme but not about it (a combi boiler, a bread stall, cakes named in a remark on the
 * staff) and nine sentences that mention no theme, committed before the models of 2026-12-05 were built and scored
 * only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH6_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh6.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh7"): pharmacy, bike repair shop, multi-storey car park, junior football club and dog
 * groomer answers with multi-word themes, people named by their own names ("Mr Haddad", "Coach Marcus") and a pet's
 * name that is nobody on the staff, themes told by related words ("expensive", "a tenner" for price), money paid for a
 * thing that is not the money theme (kit bought for 30 quid), two themes in one sentence in every domain and ten
 * sentences that mention no theme, committed before the models of 2026-12-06 were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH7_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh7.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh8"): ski school, village post office, language-exchange app, canoe hire centre and
 * tattoo studio answers with multi-word themes, people named by their own names ("Mrs Okafor", "Priya at the hut") and
 * a language partner found through the app ("Keiko"), themes told by related words ("cashpoint", "paddles", "check it was
 * healing"), money paid for a thing that is not the money theme (lessons, parking, a taxi, a grammar book), two themes in
 * one sentence twice in every domain and ten sentences that mention no theme, committed before the models of 2026-12-07
 * were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH8_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh8.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh9"): campsite, dance school, escape room, soft play centre and window cleaning firm
 * answers with multi-word themes ("shower block", "frames and sills", "missed visits"), people named by their own names
 * ("Gwen at reception", "Miss Adebayo", "Our host Callum"), themes told by related words ("The toilet block", "The riddles",
 * "The sprung floor", "drips and lines"), money paid for a thing that is not the money theme (a hook-up on a pitch, parking,
 * a group photo, a cup of squash, gutters), arrivals and times told in words, two themes in one sentence twice in every domain
 * and ten sentences that mention no theme, committed before the models of 2026-12-08 were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH9_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh9.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh10"): piano tuner, print shop, chimney sweep, shoe repair shop and children's swimming
 * lessons answers with multi-word themes ("appointment times", "mess in the house", "safety certificate", "lesson times"),
 * people named by their own names ("Mr Okafor", "Declan at the counter", "Miss Kowalski"), themes told by related words
 * ("the flue", "The blacks", "six copies of the front door key"), money paid by a third party (a grandmother, a church,
 * a landlord, a letting agent, a boss, a grandad), damage told without the word ("cracked two tiles", "scratch on the lid"),
 * two themes in one sentence twice in every domain and ten sentences that mention no theme, committed before the models
 * of 2026-12-09 were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH10_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh10.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh11"): upholsterer, picture framer, kitchen fitter, carpet fitter and school uniform shop
 * answers with multi-word themes ("collection and delivery", "mount and glass", "mess and dust", "embroidered logos"),
 * people named by their own names ("Bernard", "Mrs Lindqvist", "Gordon", "Mrs Okonjo"), appositives ("The framer, a former
 * art teacher called Hamid"), themes told by related words ("The swatch book", "The crest on the jumper", "The man who came
 * to measure"), money paid by a third party (a sister, a church, a landlord, an employer, a school's hardship fund), damage
 * told without the word ("knocked a chunk out of the door frame", "a long gouge in the floorboards"), two themes in one
 * sentence twice in every domain and ten sentences that mention no theme, committed before the models of 2026-12-10 were
 * built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH11_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh11.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh12"): tree surgeon, florist, roofer, pet sitter and phone repair shop answers with
 * multi-word themes, people named by their own names, some in appositives, themes told by related words, money paid by
 * a third party in every domain, damage told without the word, two themes in one sentence twice in every domain and ten
 * sentences that mention no theme, committed before the models of 2026-12-11 were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH12_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh12.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh13"): locksmith, bridal shop, driving instructor, electrician and guitar teacher answers
 * with multi-word themes, people named by their own names, some in appositives, themes told by related words, money paid
 * by a third party in every domain, damage told without the word, two themes in one sentence twice in every domain and ten
 * sentences that mention no theme, committed before the models of 2026-12-12 were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH13_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh13.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh14"): skip hire, dog trainer, car valeting, scaffolding firm and children's party entertainer
 * answers with multi-word themes, people named by their own names, some in appositives, themes told by related words ("cost me",
 * "£85"), money paid by a third party in every domain, money in hyphenated number words ("forty-five quid"), two themes in one
 * sentence twice in every domain and ten sentences that mention no theme, committed before the models of 2026-12-13 were built
 * and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH14_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh14.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh15"): landscape gardener, wedding photographer, farm shop, blinds fitter and pilates studio
 * answers with multi-word themes, people named by their own names, some in appositives, themes told by related words ("the
 * tearoom" for the café, "nearly two grand", "Forty quid extra"), money paid by a third party in every domain, two themes in one
 * sentence twice at least in every domain and ten sentences that mention no theme, committed before the models of 2026-12-14
 * were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH15_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh15.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh16"): plasterer, tailor, boat hire, oven cleaning and walking tour answers with multi-word
 * themes, people named by their own names, some in appositives, themes told by related words ("The walls" for the finish,
 * "The tales" for the stories, "Forty quid", "cost us nearly a grand"), money paid by a third party in every domain, two themes in
 * one sentence twice at least in every domain and ten sentences that mention no theme, committed before the models of 2026-12-15
 * were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH16_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh16.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh17"): gutter cleaning, aquarium, computer repair shop, boarding kennels and balloon flight
 * answers with multi-word themes, people named by their own names, five of them in appositives, themes told by related words
 * ("the pipe" for the gutters, "The jellyfish" for the tanks, "Touchdown" for the landing, "cost me ninety quid", "£85"),
 * durations and times ("took three weeks", "open till nine on Fridays"), money paid by a third party in every domain, two themes
 * in one sentence twice in every domain and ten sentences that mention no theme, committed before the models of 2026-12-16 were
 * built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH17_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh17.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh18"): mobile mechanic, ironing service, hot tub hire, sports massage and pest control
 * answers with multi-word themes, people named by their own names, five of them in appositives, themes told by related words
 * ("The knocking under the bonnet" for the repair, "scratching in the loft" for the mice, "The bubbles" for the tub, "cost me
 * less than the tow", "£95"), durations and times ("took three weeks", "open till nine on Thursdays", "on the drive at ten to"),
 * money paid by a third party in every domain, two themes in one sentence twice in every domain and ten sentences that mention
 * no theme, committed before the models of 2026-12-17 were built and scored once at their end.
 */
export const OWN_EXTRACTIONS_FRESH18_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh18.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh19"): riding school, stairlift installer, self-storage, cake maker and chiropodist
 * answers with multi-word themes, people named by their own names, five of them in appositives, themes told by related words
 * ("the seat" and "The rail" for the stairlift, "Every slice" and "the icing" for the cake, "My heel has not hurt" for the
 * treatment, "the rent", "cost me £32", "£180", "Forty quid"), durations and times ("took three weeks", "open till nine on
 * weeknights", "at ten to two", "until half seven on Thursdays"), money paid by a third party in every domain, two themes in
 * one sentence twice in every domain (some in one clause: "They charged £45 and fitted me in the same afternoon") and ten
 * sentences that mention no theme, committed before the models of 2026-12-18 were built and scored once at their end.
 */
export const OWN_EXTRACTIONS_FRESH19_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh19.jsonl', import.meta.url));
/**
 * Extractions only (`split` "fresh20"): dry cleaner, van hire, nail salon, golf driving range and plumber answers with
 * multi-word themes, people named by their own names, five of them in appositives, themes told by related words ("Red wine
 * came out" and "The grease mark" for the stains, "The heater in the cab" for the vans, "Two nails had lifted" for how long
 * they last, "The drip under the sink" for the leak, "cost me £14", "£9", "twenty pounds", "Ninety quid", "cost me nearly a
 * grand"), durations and times ("took three weeks", "open till nine on Fridays", "shuts at four on Saturdays", "forty minutes
 * after I rang"), money paid by a third party in every domain, two themes in one sentence twice in every domain and ten
 * sentences that mention no theme, committed before the models of 2026-12-19 were built and scored only once at their end.
 */
export const OWN_EXTRACTIONS_FRESH20_FILE = fileURLToPath(new URL('../../test/fixtures/quality/extractions-fresh20.jsonl', import.meta.url));

/** Splits of the own sets, in the order they are reported. */
export const OWN_SPLITS = ['dev', 'test', 'check', 'holdout'] as const;
/** Splits of the own extraction sets: the shared ones, then the extraction-only `fresh`, `unseen`, `fresh2`, `fresh3`, `fresh4`, `fresh5`, `fresh6`, `fresh7`, `fresh8`, `fresh9`, `fresh10`, `fresh11`, `fresh12`, `fresh13`, `fresh14`, `fresh15`, `fresh16`, `fresh17`, `fresh18`, `fresh19` and `fresh20` sets. */
export const OWN_EXTRACTION_SPLITS = [...OWN_SPLITS, 'fresh', 'unseen', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8', 'fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13', 'fresh14', 'fresh15', 'fresh16', 'fresh17', 'fresh18', 'fresh19', 'fresh20'] as const;
/** Splits of the own sentiment sets: the shared ones, then the sentiment-only `fresh` set. */
export const OWN_SENTIMENT_SPLITS = [...OWN_SPLITS, 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8', 'fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13', 'fresh14', 'fresh15', 'fresh16', 'fresh17', 'fresh18', 'fresh19', 'fresh20', 'fresh21'] as const;
export type OwnSplit = typeof OWN_EXTRACTION_SPLITS[number];

export interface OwnSentimentRow { text: string; label: string; domain: string; split: OwnSplit | 'fresh2' | 'fresh3' | 'fresh4' | 'fresh5' | 'fresh6' | 'fresh7' | 'fresh8' | 'fresh9' | 'fresh10' | 'fresh11' | 'fresh12' | 'fresh13' | 'fresh14' | 'fresh15' | 'fresh16' | 'fresh17' | 'fresh18' | 'fresh19' | 'fresh20' | 'fresh21' }
export interface OwnMention { theme: string; term: string; span: string; start: number; end: number }
export interface OwnExtractionRow { text: string; domain: string; themes: string[]; mentions: OwnMention[]; split: OwnSplit }

function lines<T>(file: string): T[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as T);
}

export const ownSentimentRows = (file = OWN_SENTIMENT_FILE): OwnSentimentRow[] => lines<OwnSentimentRow>(file);
export const ownExtractionRows = (file = OWN_EXTRACTIONS_FILE): OwnExtractionRow[] => lines<OwnExtractionRow>(file);
/** Every own sentiment sentence, all splits. */
export const allOwnSentimentRows = (): OwnSentimentRow[] => [OWN_SENTIMENT_FILE, OWN_SENTIMENT_CHECK_FILE, OWN_SENTIMENT_HOLDOUT_FILE, OWN_SENTIMENT_FRESH_FILE, OWN_SENTIMENT_FRESH2_FILE, OWN_SENTIMENT_FRESH3_FILE, OWN_SENTIMENT_FRESH4_FILE, OWN_SENTIMENT_FRESH5_FILE, OWN_SENTIMENT_FRESH6_FILE, OWN_SENTIMENT_FRESH7_FILE, OWN_SENTIMENT_FRESH8_FILE, OWN_SENTIMENT_FRESH9_FILE, OWN_SENTIMENT_FRESH10_FILE, OWN_SENTIMENT_FRESH11_FILE, OWN_SENTIMENT_FRESH12_FILE, OWN_SENTIMENT_FRESH13_FILE, OWN_SENTIMENT_FRESH14_FILE, OWN_SENTIMENT_FRESH15_FILE, OWN_SENTIMENT_FRESH16_FILE, OWN_SENTIMENT_FRESH17_FILE, OWN_SENTIMENT_FRESH18_FILE, OWN_SENTIMENT_FRESH19_FILE, OWN_SENTIMENT_FRESH20_FILE, OWN_SENTIMENT_FRESH21_FILE].flatMap((f) => ownSentimentRows(f));
/** Every own extraction sentence, all splits. */
export const allOwnExtractionRows = (): OwnExtractionRow[] => [OWN_EXTRACTIONS_FILE, OWN_EXTRACTIONS_CHECK_FILE, OWN_EXTRACTIONS_HOLDOUT_FILE, OWN_EXTRACTIONS_FRESH_FILE, OWN_EXTRACTIONS_UNSEEN_FILE, OWN_EXTRACTIONS_FRESH2_FILE, OWN_EXTRACTIONS_FRESH3_FILE, OWN_EXTRACTIONS_FRESH4_FILE, OWN_EXTRACTIONS_FRESH5_FILE, OWN_EXTRACTIONS_FRESH6_FILE, OWN_EXTRACTIONS_FRESH7_FILE, OWN_EXTRACTIONS_FRESH8_FILE, OWN_EXTRACTIONS_FRESH9_FILE, OWN_EXTRACTIONS_FRESH10_FILE, OWN_EXTRACTIONS_FRESH11_FILE, OWN_EXTRACTIONS_FRESH12_FILE, OWN_EXTRACTIONS_FRESH13_FILE, OWN_EXTRACTIONS_FRESH14_FILE, OWN_EXTRACTIONS_FRESH15_FILE, OWN_EXTRACTIONS_FRESH16_FILE, OWN_EXTRACTIONS_FRESH17_FILE, OWN_EXTRACTIONS_FRESH18_FILE, OWN_EXTRACTIONS_FRESH19_FILE, OWN_EXTRACTIONS_FRESH20_FILE].flatMap((f) => ownExtractionRows(f));
/** The extraction split committed blind for the models being built; the scripts that read every own row leave it out unless `--<split>` is given. */
export const BLIND_EXTRACTION_SPLIT = 'fresh20';
/** Every own extraction row but the blind split's, unless the command line names it (`--fresh20`). */
export const readableOwnExtractionRows = (argv: readonly string[] = process.argv): OwnExtractionRow[] =>
  allOwnExtractionRows().filter((r) => r.split !== BLIND_EXTRACTION_SPLIT || argv.includes(`--${BLIND_EXTRACTION_SPLIT}`));

/** The sentiment split committed blind for the models being built; the study scripts that read every own sentence never read it. */
export const BLIND_SENTIMENT_SPLIT = 'fresh21';
/** Every own sentiment sentence but the blind split's. */
export const readableOwnSentimentRows = (): OwnSentimentRow[] => allOwnSentimentRows().filter((r) => r.split !== BLIND_SENTIMENT_SPLIT);

/** One case per (sentence, theme of its domain), with the gold spans and the gold terms. */
export function ownExtractionCases(row: OwnExtractionRow, extracted: readonly string[][]): Array<ExtractionCase & { theme: string }> {
  return row.themes.map((theme, j) => {
    const mine = row.mentions.filter((m) => m.theme === theme);
    return {
      text: row.text, theme, extracted: extracted[j], mentioned: mine.length > 0, implicitOnly: false,
      goldSpans: mine.map((m) => m.span), goldTerms: mine.map((m) => m.term),
    };
  });
}
