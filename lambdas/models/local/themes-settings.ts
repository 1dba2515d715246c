/**
 * The settings of every themes version (themes-local.ts runs them): what differs between the
 * versions. A version's settings never change once served; a new behaviour is a new flag set
 * only in the new version.
 */
import type { NoStructureCount } from '../../core/clustering/cluster-themes.js';
import type { NamingStyle } from './theme-names.js';
import type { UnsharedNaming } from './theme-idea-names.js';
import type { NeighbourSmoothing } from '../../core/clustering/neighbour-smoothing.js';

/** Share of the sentence embedding in the blended similarity (the rest is lexical TF-IDF). */
export const EMBEDDING_SHARE = 0.6;

/** What differs between the versions of the themes model (the label flags of 2026-12-30 on: StepFlags of theme-label-steps.ts, read by its laterStepFlags). */
export interface ThemesSettings extends Pick<import('./theme-label-steps.js').StepFlags, 'polarity' | 'praisedOrPrice' | 'nonAnswers' | 'sharedBySeveral' | 'carryOn'> {
  /** Share of the sentence embedding in the blended similarity (the rest is lexical TF-IDF). */
  embeddingShare: number;
  /**
   * How the representatives are chosen: `centroid`, the members nearest the theme's centre in
   * the clustering space; `pair`, the pair of central members that best stands for the theme in
   * the embedding space (see core/clustering/representatives.ts).
   */
  representatives: 'centroid' | 'pair';
  /** The theme count when the data show no cluster structure. */
  noStructure: NoStructureCount;
  /**
   * How the theme count is chosen: the gap statistic's knee (default); the silhouette peak with
   * small themes merged; or, where the gap sees no structure, the better of a Ward and a spectral
   * partition by silhouette (`two-view`, two-view-count.ts).
   */
  count?: 'gap' | 'silhouette' | 'two-view';
  /**
   * What `context` does: `focus` re-weights texts by relevance (default); `remove` takes its
   * direction and words out, so what every answer shares with the question does not group them;
   * `labels` leaves the grouping exactly as without context and only keeps its words out of labels.
   */
  context?: 'focus' | 'remove' | 'labels';
  /**
   * How themes are named: c-TF-IDF key phrases with count descriptions (default), the members' own
   * phrases (theme-names.ts), or the shared idea in the members' words read by part of speech
   * (`ideas`, theme-idea-names.ts).
   */
  names?: 'keyphrases' | 'members' | 'ideas';
  /** With `members` names: which candidates come first (theme-names.ts; default `phrases-first`). */
  naming?: NamingStyle;
  /**
   * The spectral view's eigenvectors (two-view count): `full`, every eigenvector by ml-matrix's
   * full decomposition (default); `krylov`, only the leading ones (krylov-eigenvectors.ts).
   */
  eigenvectors?: 'full' | 'krylov';
  /** Two-view count: a theme holds at least this many answers (default MIN_THEME_SIZE). */
  minThemeSize?: number;
  /** Two-view count: neighbours per answer in the spectral view's graph (default SPECTRAL_NEIGHBOURS). */
  neighbours?: number;
  /** With `ideas` names: how a theme without a shared phrase is named (theme-idea-names.ts; default `first-words`). */
  unshared?: UnsharedNaming;
  /**
   * Two-view count (2026-11-29): the partition refined by each answer's similarity to a theme's
   * other members and the theme's distinctive words it writes, with this weight on the words,
   * while the mean silhouette does not fall (evidence-refinement.ts).
   */
  evidence?: number;
  /**
   * With `ideas` names (2026-11-30): `typical` scores every phrase the members write by the
   * members it covers and its closeness to the theme's centre in GloVe SIF space, typical
   * writers first (theme-typical-names.ts), instead of 2026-11-29's order of rules.
   */
  labels?: 'typical';
  /** 2026-11-30: the evidence refinement's rounds may leave the mean silhouette this far below its start. */
  evidenceTolerance?: number;
  /** 2026-11-30: a gap knee of two themes below the lowest count never stands; the two views search from one theme above it. */
  noLowKnee?: boolean;
  /** 2026-12-01 labels: a sentence-initial word the tagger calls a proper noun but reads as an adjective is one ("Long wait"; theme-sentence-starts.ts). */
  sentenceStarts?: boolean;
  /** 2026-12-01 labels: words several members write, a noun, no template fallback, descriptions without counts (theme-label-rules.ts). */
  sharedIdea?: boolean;
  /** 2026-12-02 labels: a label of bare nouns gets the qualifier its members write of that noun, or the praise or blame most of them give it, with their polarity; no counting adjective as a label's only qualifier (theme-stated-ideas.ts). */
  statedIdea?: boolean;
  /** 2026-12-03 labels: qualifiers and judgements count only where written of the label's noun, and a label's words are written by several members, never a person's name (theme-label-support.ts). */
  writtenOf?: boolean;
  /** 2026-12-04 labels: no sentence punctuation in a short label, and the noun a label names is the one most of the theme writes (theme-label-heads.ts). */
  sharedHead?: boolean;
  /** 2026-12-04 labels: a label one member writes gives way to a phrase holding the lemma most of the theme writes (theme-label-heads.ts). */
  sharedLemma?: boolean;
  /** 2026-12-05 labels: where no phrase's every word is shared, a noun, a preposition and a noun the members write may name the theme ("Phones during the film"; theme-label-ideas.ts). */
  prepositions?: boolean;
  /** 2026-12-05 labels: a label's own writers for sharedLemma counted by lemma, not stem ("work" writes no "Shift workers"; theme-label-ideas.ts). */
  loneByLemma?: boolean;
  /** 2026-12-05 labels: a word a candidate holds as a noun is not dropped for its verb's denials ("Pay machines" beside "for not paying"; theme-phrase-candidates.ts). */
  nounsUndenied?: boolean;
  /** 2026-12-13: where the knee at two was turned down and the views chose fewer themes than `lowest`, that count stands only if its themes hold together: the weighted mean similarity of answers in the same theme, as a share of the way from two answers at random to an answer with itself, at least this; otherwise the views search from `lowest`. */
  kneeCohesion?: number;
  /** Two-view count (2026-12-06): the lowest count searched is at least one theme per `perTheme` answers, up to `atLeast` themes (themes-local.ts, raisedLowestCount). */
  lowest?: { atLeast: number; perTheme: number; /** 2026-12-07: not where a gap knee at two was turned down (the views search from one above it). */ notAtKnee?: boolean };
  /** 2026-12-06: a theme holding more than `share` of the answers and `ratio` times the next largest is split in two while the count allows (catch-all-split.ts). */
  catchAll?: { share: number; ratio: number };
  /** 2026-12-08 labels: a chosen label checked against its members' words, and replaced where it misreads them (theme-label-checks.ts). */
  labelChecks?: boolean;
  /** 2026-12-10 labels: a label of a few members' words gives way to a phrase around the word most of the theme writes (theme-label-most.ts). */
  mostSaid?: boolean;
  /** 2026-12-12 labels: a label of one member's detail, a dropped denial, a fragment or a reversed polarity gives way to what most members say of the thing they share (theme-label-said.ts). */
  saidOf?: boolean;
  /** 2026-12-14 labels: a padded word, a closing verb or empty noun, or one member's words where members deny one act give way to the members' own terms; a context word that is the theme's own thing may name it; descriptions quote the members (theme-label-terms.ts). */
  membersTerms?: boolean;
  /** 2026-12-17 labels: one member's adjective gives way to the one most of the theme write of the thing, and a thing most members say fails is named with "not working" (theme-label-shared.ts). */
  sharedSaying?: boolean;
  /** 2026-12-19 labels: a theme named by its thing alone says what its members say of it, their complaint or their praise (theme-label-verdict.ts). */
  thingVerdict?: boolean;
  /** 2026-12-22 labels: a theme of requests says what its members ask for ("Better lighting", "More toilets"; theme-label-wish.ts). */ wishes?: boolean; /** 2026-12-24 labels: a theme of complaints says the complaint most members write ("Too expensive", "Arrived late"; theme-label-complaint.ts). */ complaints?: boolean; /** 2026-12-25 labels: a complaint said in different words of one kind (theme-label-kindred.ts). */ kindredComplaints?: boolean; /** 2026-12-25 labels: no "Problems with X" over members who do not complain (theme-label-unfounded.ts). */ unfoundedProblems?: boolean; /** 2026-12-26: a count the caller fixes (minThemes = maxThemes) is partitioned by the two views where the answers show no structure (themes-fixed-count.ts). */ fixedCount?: 'two-view'; /** 2026-12-27 labels: no fragment cut from one answer (theme-label-fragment.ts). */ fragments?: boolean; /** 2026-12-28 labels: one member's detail gives way to the kind its members share (theme-label-kind.ts). */ kinds?: boolean; /** 2026-12-29 labels: a label reads as a phrase its members write (theme-label-phrase.ts). */ phrases?: boolean;
  /** 2026-12-09: on the two-view path (where the gap statistic's knee does not stand), answers that only praise get one extra feature of this weight, so praise groups apart from complaints (theme-praise.ts). */
  praise?: number;
  /** 2026-12-11: on the two-view path, the count chosen as before, then the partition at that count found on the answers each averaged with its nearest neighbours (neighbour-smoothing.ts); the evidence refinement, representatives and labels read the answers as they are. */
  smoothing?: NeighbourSmoothing;
  /**
   * 2026-12-15: on the two-view path, after the evidence refinement, the two most alike themes become
   * one while the count stays above the lowest count the views search and the mean similarity of an
   * answer of one to an answer of the other is at least this share of the geometric mean of each
   * theme's own mean similarity of two of its answers (mergeAlikeThemes, theme-merge.ts).
   */
  mergeAlike?: number;
  /**
   * 2026-12-18: on the two-view path (where the gap statistic's knee does not stand), this share of each
   * answer's sentence-embedding component along the set's own direction of answer length (the log of the
   * word count; withoutCovariates, covariate-removal.ts) is removed before the answers are compared, so
   * short answers, or long ones, of different codes are no closer for their length.
   */
  lengthShare?: number;
  /**
   * 2026-12-18, mended before release: `lengthShare` takes nothing out where the mean length of each
   * answer's `neighbours` nearest answers explains more than `explained` of the spread of the lengths
   * (length is then what tells the codes apart: short praise, long complaints).
   */
  lengthGate?: { neighbours: number; explained: number };
}

/** Version 2026-11-21. */
export const THEMES_V1_SETTINGS: ThemesSettings = { embeddingShare: EMBEDDING_SHARE, representatives: 'centroid', noStructure: 'sqrt' };

/**
 * Version 2026-11-22 (on the embeddings of 2026-11-22): representatives chosen as the pair that
 * stands for the theme, and a third as many themes as comments where the data show no structure.
 */
export const THEMES_V2_SETTINGS: ThemesSettings = { embeddingShare: EMBEDDING_SHARE, representatives: 'pair', noStructure: 'thirds' };

/**
 * Version 2026-11-25 (on the embeddings of 2026-11-22): where the gap statistic sees no structure,
 * the count at the silhouette peak with themes of fewer than MIN_THEME_SIZE answers merged into
 * their nearest theme; the context's direction and words removed instead of a focus; labels in
 * the members' words; representatives the members nearest their theme's centre (the most typical,
 * not a pair chosen to stand for the theme, whose second member could sit at its edge).
 */
export const THEMES_V3_SETTINGS: ThemesSettings = { ...THEMES_V2_SETTINGS, representatives: 'centroid', count: 'silhouette', context: 'remove', names: 'members' };

/**
 * Version 2026-11-26 (on the embeddings of 2026-11-22): the count and partition from the better of
 * a Ward and a spectral view (two-view-count.ts); the context touches only the labels, so it can
 * never make the grouping worse than without it (in 2026-11-25 removing its direction cost three
 * survey questions a third of their ARI).
 */
export const THEMES_V4_SETTINGS: ThemesSettings = { ...THEMES_V3_SETTINGS, count: 'two-view', context: 'labels', naming: 'runs-first' };

/**
 * Version 2026-11-27 (on the embeddings of 2026-11-22): as 2026-11-26, with only the leading
 * eigenvectors of the spectral view computed (krylov-eigenvectors.ts), and short labels that name
 * the shared idea as the members write it, read by part of speech (theme-idea-names.ts).
 */
export const THEMES_V5_SETTINGS: ThemesSettings = { ...THEMES_V4_SETTINGS, eigenvectors: 'krylov', names: 'ideas' };

/**
 * Version 2026-11-28 (on the embeddings of 2026-11-22): the grouping of 2026-11-27; a theme with
 * no phrase two members share is named by words several members write (theme-shared-words.ts),
 * not by one member's phrase or the typical answer's first words.
 */
export const THEMES_V6_SETTINGS: ThemesSettings = { ...THEMES_V5_SETTINGS, unshared: 'shared-words' };

/**
 * Version 2026-11-29 (on the embeddings of 2026-11-22): the partition of 2026-11-28 refined by
 * similarity and distinctive-word evidence while its mean silhouette does not fall
 * (evidence-refinement.ts; the words of every answer, so `context` still leaves the grouping
 * alone); short labels whose every word several members write (theme-common-names.ts) before any
 * one member's phrase.
 */
export const THEMES_V7_SETTINGS: ThemesSettings = { ...THEMES_V6_SETTINGS, unshared: 'common', evidence: 0.5 };

/**
 * Version 2026-11-30 (on the embeddings of 2026-11-22): the grouping of 2026-11-29; short labels
 * are the members' phrases that stand for the whole theme, scored by the members they cover and
 * their closeness to the theme's centre in GloVe SIF space, typical writers first; the longer
 * label quotes the most typical member writing the short label's words (theme-typical-names.ts).
 * Grouping: the evidence refinement keeps rounds while the mean silhouette stays within 0.005 of
 * its start (2026-11-29: while it does not fall at all), and a gap knee of two themes below the
 * lowest count no longer stands (two catch-all themes for 57 answers on six ideas won on
 * silhouette): the two views search from three themes up instead.
 */
export const THEMES_V8_SETTINGS: ThemesSettings = { ...THEMES_V7_SETTINGS, labels: 'typical', evidenceTolerance: 0.005, noLowKnee: true };

/**
 * Version 2026-12-01 (on the embeddings of 2026-11-22): 2026-11-30 with the label and grouping
 * changes of its own flags (each set only here, so every older version stays as it was).
 * Grouping: as 2026-11-30. A small-theme rule (small themes of small sets kept when they stood apart) was
 * tried here and removed before release: in small sets it kept nearly every pair, splitting single
 * ideas into themes of two answers, and no variant told a real two-answer idea from a piece of a
 * bigger one (docs/themes.md).
 * Labels: sentence-initial adjectives read as adjectives, and names of what several members write
 * (theme-sentence-starts.ts, theme-label-rules.ts, theme-shared-pairs.ts).
 */
export const THEMES_V9_SETTINGS: ThemesSettings = { ...THEMES_V8_SETTINGS, sentenceStarts: true, sharedIdea: true };

/**
 * Version 2026-12-02 (on the embeddings of 2026-11-22): the grouping of 2026-11-30 and the labels
 * of 2026-12-01, with a label of bare nouns given the qualifier its members write of that noun,
 * with the polarity most of them give it ("Late delivery times", "Staff not helpful";
 * theme-stated-ideas.ts).
 */
export const THEMES_V10_SETTINGS: ThemesSettings = { ...THEMES_V9_SETTINGS, statedIdea: true };

/**
 * Version 2026-12-03 (on the embeddings of 2026-11-22): the grouping and representatives of
 * 2026-11-30 and the labels of 2026-12-02, with a qualifier or judgement counted only where a
 * member writes it of the label's noun, every word of a label written by several members (two, and
 * a quarter of the theme), and no person's name as a theme's label (theme-label-support.ts).
 */
export const THEMES_V11_SETTINGS: ThemesSettings = { ...THEMES_V10_SETTINGS, writtenOf: true };

/**
 * Version 2026-12-04 (on the embeddings of 2026-11-22): the grouping and representatives of
 * 2026-11-30 and the labels of 2026-12-03, with no sentence punctuation inside a short label
 * ("Coming in."), and the noun a label names the one most of its members write where a phrase
 * names a noun fewer of them write ("Kitchen counters" for a theme about the kitchen;
 * theme-label-heads.ts), and a label one member writes replaced by a phrase holding the lemma most
 * of them write ("Shift workers" → "Opening hours"; sharedLemma).
 */
export const THEMES_V12_SETTINGS: ThemesSettings = { ...THEMES_V11_SETTINGS, sharedHead: true, sharedLemma: true };

/**
 * Version 2026-12-05 (on the embeddings of 2026-11-22): the grouping and representatives of
 * 2026-11-30 and the labels of 2026-12-04, with a noun, a preposition and a noun as a candidate
 * where no phrase's every word is shared ("Loud teenagers" → "Phones during the film"), and a
 * label's own writers counted by lemma before the lemma most members write replaces it ("Shift
 * workers" → "Opening hours"; theme-label-ideas.ts).
 */
export const THEMES_V13_SETTINGS: ThemesSettings = { ...THEMES_V12_SETTINGS, prepositions: true, loneByLemma: true, nounsUndenied: true };

/**
 * Version 2026-12-06 (on the embeddings of 2026-11-22): the labels of 2026-12-05 on a new grouping.
 * The evidence refinement moves answers by their similarity to each theme's other members alone
 * (`evidence: 0`; 2026-11-30 added a weight of 0.5 on the theme's distinctive words, which pulled
 * answers into a theme by one shared word such as "dog" or "lesson") and keeps rounds while the
 * mean silhouette stays within 0.01 of its start; the two views search from one theme per 3.4
 * answers, up to six themes, when that is above ⌊√n⌋ − 1 (17 answers on five ideas had three
 * themes, one a catch-all); and a theme holding over a fifth of the answers and over twice the
 * next largest is split in two while the count allows (catch-all-split.ts; 500 StackOverflow
 * titles on five tags: 254 in one theme mixing three). Offline, over the 33 hand-written sets of
 * 251e8a9 and four new ones, with and without context: mean ARI 0.525 -> 0.554 (docs/themes.md).
 */
export const THEMES_V14_SETTINGS: ThemesSettings = { ...THEMES_V13_SETTINGS, evidence: 0, evidenceTolerance: 0.01, lowest: { atLeast: 6, perTheme: 3.4 }, catchAll: { share: 0.2, ratio: 2 } };

/**
 * Version 2026-12-07 (on the embeddings of 2026-11-22): 2026-12-06 (the labels of 2026-12-05 and its
 * grouping) with the raised lowest count kept out of one case: where the gap statistic's knee at
 * two themes was turned down, the two views search from one theme above the knee as in 2026-11-30.
 * There the knee says the answers hold few clear topics, and 2026-12-06's floor of one theme per
 * 3.4 answers split 30 answers on three clear topics into their six sub-topics.
 */
export const THEMES_V15_SETTINGS: ThemesSettings = { ...THEMES_V14_SETTINGS, lowest: { atLeast: 6, perTheme: 3.4, notAtKnee: true } };

/**
 * Version 2026-12-08 (on the embeddings of 2026-11-22): the grouping and representatives of
 * 2026-12-07 with each candidate label checked against what its members write
 * (theme-label-checks.ts): an adjective only on a noun a member says it of, no fragment of a
 * longer phrase, no person's name after a title, no "No X" where as many members complain of X;
 * a label that fails gives way to the next candidate.
 */
export const THEMES_V16_SETTINGS: ThemesSettings = { ...THEMES_V15_SETTINGS, labelChecks: true };

/**
 * Version 2026-12-09 (on the embeddings of 2026-11-22): 2026-12-08 (the grouping of 2026-12-07
 * and its checked labels), with answers that only praise given one extra feature (weight 0.4) in
 * the similarity the two-view grouping reads (theme-praise.ts; where the gap statistic's knee stands, as on intent-like data,
 * nothing changes), so a few answers of praise form their own theme instead of joining the
 * complaints about the same thing ("Lovely staff" inside "Changing rooms"). Suggestions ("would be
 * great") and answers with any complaint, contrast or denial count as no praise.
 */
export const THEMES_V17_SETTINGS: ThemesSettings = { ...THEMES_V16_SETTINGS, praise: 0.4 };

/**
 * Version 2026-12-10 (on the embeddings of 2026-11-22): the grouping and representatives of
 * 2026-12-08 (THEMES_V16_SETTINGS) with labels that name what most of a theme's members write
 * (theme-label-most.ts): a label of a few members' words gives way to a phrase of the members
 * around the word most of them write ("Visitor centre" → "More toilets", "Ill instructor" →
 * "Cancelled lessons"). Later versions with another grouping spread these settings.
 */
export const THEMES_V18_SETTINGS: ThemesSettings = { ...THEMES_V16_SETTINGS, mostSaid: true };

/**
 * Version 2026-12-11 (on the embeddings of 2026-11-22): the labels of 2026-12-10
 * (THEMES_V18_SETTINGS) on a new grouping. On the two-view path (survey answers, where the gap
 * statistic's knee does not stand) the theme count is chosen as in 2026-12-08; the partition at
 * that count is then found on the answers each moved a tenth of the way to the mean of its seven
 * nearest answers (neighbour-smoothing.ts), so one answer's stray wording pulls it less far from
 * the answers on its topic. The count, intent-like data (the gap path) and the context's part
 * (labels only) are as in 2026-12-08.
 */
export const THEMES_V19_SETTINGS: ThemesSettings = { ...THEMES_V18_SETTINGS, smoothing: { neighbours: 7, weight: 0.1 } };

/**
 * Version 2026-12-12 (on the embeddings of 2026-11-22): the grouping and representatives of
 * 2026-12-10 (THEMES_V18_SETTINGS) with short labels that name what most members say of the thing
 * they share (theme-label-said.ts): a label of one member's detail ("Wifi password" where five write
 * of the wifi), a dropped denial, a fragment or a label against the members' praise gives way to it.
 */
export const THEMES_V20_SETTINGS: ThemesSettings = { ...THEMES_V18_SETTINGS, saidOf: true };

/**
 * Version 2026-12-13 (on the embeddings of 2026-11-22): the labels of 2026-12-12
 * (THEMES_V20_SETTINGS) with one change to the count. Where the gap statistic's knee at two themes
 * is turned down, the views search from three themes up (2026-12-07), and a count they choose below
 * the lowest count of 2026-12-06 (six themes for 20 answers or more) now stands only if its themes
 * hold together at least as closely as the themes the views form at their usual count on every
 * development set (`kneeCohesion`, withinCohesion in themes-local.ts); otherwise the views search
 * from that lowest count. Three clear topics keep their three themes; a few loose themes of several
 * ideas each (46 answers on six ideas in three themes) are searched again.
 */
export const THEMES_V21_SETTINGS: ThemesSettings = { ...THEMES_V20_SETTINGS, kneeCohesion: 0.11 };

/**
 * Version 2026-12-14 (on the embeddings of 2026-11-22): the grouping and representatives of
 * 2026-12-13 (THEMES_V21_SETTINGS) with labels and descriptions in the members' terms
 * (`membersTerms`, theme-label-terms.ts): a word padded with "only" gives way to a member's short
 * phrase holding it, a label closing on a verb takes the members' order and one closing on an empty
 * noun ("Fun way") what they say of their thing, one member's words give way to the act two or more
 * members deny ("Nobody answered"), a word of the context stays in a theme's label where the theme
 * holds it as its own (three in four of the theme write it, twice as often as the other answers), and
 * the description quotes the two most typical members instead of "N answers about <label>".
 */
export const THEMES_V22_SETTINGS: ThemesSettings = { ...THEMES_V21_SETTINGS, membersTerms: true };

/**
 * Version 2026-12-15 (on the embeddings of 2026-11-22): the labels of 2026-12-13 (THEMES_V21_SETTINGS)
 * with one change to the grouping. On the two-view path (survey answers, where the gap statistic's
 * knee does not stand), after the count, the partition and the evidence refinement of 2026-12-13, two
 * themes whose answers are nearly as alike across as within on the similarity the grouping reads (the
 * mean similarity of an answer of one to an answer of the other at least half the geometric mean of
 * each theme's own) become one theme, most alike pair first, while the count stays above the lowest
 * count the views search (six themes for 20 answers or more), so one idea split over two themes joins
 * again. Intent-like data (the gap path) and the context's part (labels only) are as in 2026-12-13.
 */
export const THEMES_V23_SETTINGS: ThemesSettings = { ...THEMES_V21_SETTINGS, mergeAlike: 0.5 };

/**
 * Version 2026-12-16 (on the embeddings of 2026-11-22): the labels and descriptions of 2026-12-14
 * (THEMES_V22_SETTINGS, in the members' terms) on the grouping of 2026-12-15 (mergeAlike 0.5: two
 * themes nearly as alike across as within become one while the count stays above the lowest count).
 * Nothing else is new: where 2026-12-15 groups as 2026-12-13, it labels as 2026-12-14.
 */
export const THEMES_V24_SETTINGS: ThemesSettings = { ...THEMES_V22_SETTINGS, mergeAlike: 0.5 };

/**
 * Version 2026-12-17 (on the embeddings of 2026-11-22): the grouping, representatives and descriptions
 * of 2026-12-14 (THEMES_V22_SETTINGS) with labels that say what most members say of their thing
 * (`sharedSaying`, theme-label-shared.ts): a label opening on one member's adjective takes the one half
 * the theme write of the same thing ("Bright waiting room" -> "Clean waiting room"), and a label naming
 * the thing alone where half the theme say it fails and a member says it does not work says so ("Smart
 * meter" -> "Smart meter not working").
 */
export const THEMES_V25_SETTINGS: ThemesSettings = { ...THEMES_V22_SETTINGS, sharedSaying: true };

/**
 * Version 2026-12-18 (on the embeddings of 2026-11-22): the labels, representatives' rule and
 * descriptions of 2026-12-17 (THEMES_V25_SETTINGS) on a grouping that compares what answers are about
 * more than how long they are. On the two-view path (survey answers, where the gap statistic's knee
 * does not stand) three tenths of each answer's sentence-embedding component along the set's own
 * direction of answer length is removed before the count and the partition (`lengthShare`,
 * covariate-removal.ts): answers of different codes and about the same length sat 0.023 closer in
 * centred cosine than of different lengths. Intent-like data (the gap path) and the context's part
 * (labels only) are as in 2026-12-17. Mended before release: nothing is removed where the lengths of
 * each answer's three nearest answers explain more than 0.75 of the spread of lengths (`lengthGate`:
 * length is then the code, as with short praise and long complaints).
 */
export const THEMES_V26_SETTINGS: ThemesSettings = { ...THEMES_V25_SETTINGS, lengthShare: 0.3, lengthGate: { neighbours: 3, explained: 0.75 } };

/**
 * Version 2026-12-19 (on the embeddings of 2026-11-22): the grouping, representatives and descriptions of
 * 2026-12-17 (THEMES_V25_SETTINGS) with a theme named by its thing alone saying what its members say of it
 * (`thingVerdict`, theme-label-verdict.ts): where four in five members do not praise, the complaint two of them write
 * of the thing ("Engineer appointments" -> "Missed engineer appointments"; mended before release: never one member's);
 * where three in five praise a thing they name in several ways, the praising word a member writes of it ("Customer
 * service" -> "Brilliant customer service").
 */
export const THEMES_V27_SETTINGS: ThemesSettings = { ...THEMES_V25_SETTINGS, thingVerdict: true };

/**
 * Version 2026-12-20 (on the embeddings of 2026-11-22): the grouping of 2026-12-18 (THEMES_V26_SETTINGS,
 * three tenths of the set's direction of answer length out of the embeddings before the count and the
 * partition) with the labels of 2026-12-19 (`thingVerdict`: a theme named by its thing alone says what its
 * members say of it). Nothing else is new: it groups as 2026-12-18 on every set, and where the step of
 * 2026-12-19 does not act it answers as 2026-12-18.
 */
export const THEMES_V28_SETTINGS: ThemesSettings = { ...THEMES_V26_SETTINGS, thingVerdict: true };
