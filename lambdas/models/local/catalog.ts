import type { VersionCatalog } from '../../core/versions.js';
import { withClientAliases } from '../../core/client-version-aliases.js';
import { USE_LITE_DIMENSION } from './use-encoder-info.js';
import { EXTRACTIONS_V4, EXTRACTIONS_V21, EXTRACTIONS_V22, EXTRACTIONS_V27, SENTIMENT_V2, SENTIMENT_V3, SENTIMENT_V4, SENTIMENT_V5, SENTIMENT_V6, SENTIMENT_V7, SENTIMENT_V8, SENTIMENT_V9, SENTIMENT_V10, SENTIMENT_V11, SENTIMENT_V12, SENTIMENT_V13, SENTIMENT_V14, SENTIMENT_V15, SENTIMENT_V16, SENTIMENT_V17, SENTIMENT_V18, SENTIMENT_V19, SENTIMENT_V20, SENTIMENT_V21, SENTIMENT_V22, THEMES_V3, THEMES_V4, THEMES_V5, THEMES_V6, THEMES_V7, THEMES_V8, THEMES_V9, THEMES_V10, THEMES_V11, THEMES_V12, THEMES_V13, THEMES_V14, THEMES_V15, THEMES_V16, THEMES_V17, THEMES_V18, THEMES_V19, THEMES_V20, THEMES_V21, THEMES_V22, THEMES_V23, THEMES_V24, THEMES_V25, THEMES_V26, THEMES_V27, THEMES_V28, THEMES_V30 } from './trained-model-versions.js';
import { THEMES_V32, THEMES_V33, THEMES_V35 } from './trained-model-versions.js';
import { THEMES_V34, THEMES_V36, THEMES_V37, THEMES_V38, THEMES_V39, THEMES_V40, THEMES_V41 } from './trained-model-versions.js';
import { COMBINED_DIMENSION } from './use-encoder-combined-info.js';
import { EXTRACTIONS_SPAN_VERSIONS } from './catalog-extractions.js';

/** The first version of every embedded model. A changed model is a new version; old ones stay. */
export const LOCAL_V1 = '2026-11-21';

/** Embeddings, similarity and themes with common-component removal and word vectors (see use-encoder-combined.ts). */
export const LOCAL_EMBEDDINGS_V2 = '2026-11-22';

/**
 * Similarity of the version-2 embeddings computed in float32 by ONNX Runtime's matrix product
 * (`onnx-matrix-product.ts`) instead of the exact float64 kernel: the same vectors, so only the
 * last decimal of some values differs from version 2026-11-22.
 */
export const LOCAL_SIMILARITY_V3 = '2026-11-25';

/** Similarity versions computed by the matrix-product engine (the others by the exact float64 kernel). */
export const MATRIX_PRODUCT_SIMILARITY_VERSIONS: ReadonlySet<string> = new Set([LOCAL_SIMILARITY_V3]);

/** Versions served by the embedded (local) backend, without the clients' aliases. */
const LOCAL_VERSIONS: VersionCatalog = {
  embeddings: {
    default: LOCAL_EMBEDDINGS_V2,
    versions: [
      { id: LOCAL_V1, backend: 'local', dimension: USE_LITE_DIMENSION, description: 'Universal Sentence Encoder Lite, 512 dimensions, L2-normalised.' },
      {
        id: LOCAL_EMBEDDINGS_V2,
        backend: 'local',
        dimension: COMBINED_DIMENSION,
        description: 'Universal Sentence Encoder Lite joined with SIF-weighted GloVe word vectors, each with its common component removed; 612 dimensions, L2-normalised.',
      },
    ],
  },
  similarity: {
    default: LOCAL_SIMILARITY_V3,
    versions: [
      { id: LOCAL_V1, backend: 'local', description: 'Cosine similarity of Universal Sentence Encoder Lite embeddings.' },
      { id: LOCAL_EMBEDDINGS_V2, backend: 'local', description: 'Cosine similarity of the embeddings of version 2026-11-22.' },
      {
        id: LOCAL_SIMILARITY_V3,
        backend: 'local',
        description: 'Cosine similarity of the embeddings of version 2026-11-22, computed in single precision by ONNX Runtime (MLAS); values may differ from version 2026-11-22 in the last decimal.',
      },
    ],
  },
  themes: {
    default: THEMES_V40,
    versions: [
      { id: LOCAL_V1, backend: 'local', description: 'Clustering of sentence embeddings with the theme count chosen in [minThemes, maxThemes]; labels from key phrases.' },
      {
        id: LOCAL_EMBEDDINGS_V2,
        backend: 'local',
        description: 'Clustering of the embeddings of version 2026-11-22 with the theme count chosen in [minThemes, maxThemes]; representatives that stand for their theme; labels from key phrases.',
      },
      {
        id: THEMES_V3,
        backend: 'local',
        description:
          'Clustering of the embeddings of version 2026-11-22 with the theme count at the silhouette peak and themes of one or two answers merged; the context\'s own direction and words taken out; labels from phrases the members use; descriptions quote the most typical answer.',
      },
      {
        id: THEMES_V4,
        backend: 'local',
        description:
          'As 2026-11-25, with the theme count and grouping taken from the better (by silhouette) of a Ward and a spectral (nearest-neighbour graph) partition, searched from about √n − 1 themes up; the context changes only the labels, never the grouping; labels in the members\' words.',
      },
      {
        id: THEMES_V5,
        backend: 'local',
        description:
          'As 2026-11-26, with only the leading eigenvectors of the spectral view computed (Lanczos), and short labels that name the shared idea as the answers write it: phrases read by part of speech (never a verb and its subject or object, never two words joined by "and" unless the answers write both), negations kept, words spelled as written.',
      },
      {
        id: THEMES_V6,
        backend: 'local',
        description:
          'As 2026-11-27 (the same grouping), with a theme that has no phrase two members share named by a word several members write: one member\'s phrase holding it ("Waiting times"), or a few of a member\'s own words around it ending in a noun ("Delay between check-in"), instead of any one member\'s phrase or the typical answer\'s first words.',
      },
      {
        id: THEMES_V7,
        backend: 'local',
        description:
          'As 2026-11-28, with each answer moved to the theme whose other members it is most alike and whose distinctive words it writes, while the partition\'s mean silhouette does not fall (the context still never changes the grouping); a short label is a phrase several members write, else a member\'s phrase all of whose words several members write ("Long wait"), else two words several members write together ("Exam and grade"), before any one member\'s phrase.',
      },
      {
        id: THEMES_V8,
        backend: 'local',
        description:
          'As 2026-11-29, with the answers\' moves to the theme they fit best kept while the partition\'s mean silhouette stays within 0.005 of where it started (2026-11-29 stopped at the first round that lowered it at all), no two catch-all themes where the gap statistic sees a knee at two (the count is then searched from three themes up), and short labels that stand for the whole theme: every phrase the members write (noun phrases, and "the kitchen is dirty" read as "Dirty kitchen", negations kept) scored by how many members write its words or related ones and by its closeness to the theme\'s centre in GloVe word-vector space, phrases of the most typical members first; the longer label quotes the most typical member that writes the short label\'s words.',
      },
      {
        id: THEMES_V9,
        backend: 'local',
        description:
          'As 2026-11-30 (the same grouping: a rule keeping small themes in small sets was tried and switched off), with short labels that name what several members write: a capitalised adjective opening an answer read as an adjective ("Long wait"), a phrase no other member writes a word of scoring half, phrases of outlying members scoring less instead of coming last, a word half the answers write kept when one theme holds it, denials after an adverb read ("Vegetables not fresh"), pairs of an adjective and a noun two members write in one clause, no personal pronoun and no template in a name (a theme without candidates is named by two words its members write side by side), and descriptions that say what the theme is about in the short label\'s words, quoting its most typical answer.',
      },
      {
        id: THEMES_V10,
        backend: 'local',
        description:
          'As 2026-12-01 (the same grouping as 2026-11-30, the same representatives), with a short label that names only a topic given what its members say of it: a label of bare nouns takes the qualifier that a member writes of that noun and at least two members and a third of the theme write, with the polarity most of them give it ("Late delivery times" where 2026-12-01 said "Delivery times"; "Staff not helpful", never "Helpful staff" where members deny it), none where the members disagree ("rude" against "friendly" staff); a topic that two members and a third of the theme say does not work is named so ("Card not working", never "Working card"); where half the theme praises or blames it in different adjectives, an adjective of that valence written of it; a counting adjective is no qualifier ("Loud parties", not "Single night").',
      },
      {
        id: THEMES_V11,
        backend: 'local',
        description:
          'As 2026-12-02 (the same grouping as 2026-11-30, the same representatives), with a qualifier or a judgement counted only where a member writes it of the label\'s noun, in the same phrase or clause ("the support team was rude" says nothing of chat support; "free coffee" nothing of parking), every content word of a short label written by at least two members and a quarter of the theme (themes of one or two answers excepted), and no person\'s name or one member\'s detail ("Dr Patel", "Old dog") as the label of a theme of several.',
      },
      {
        id: THEMES_V12,
        backend: 'local',
        description:
          'As 2026-12-03 (the same grouping as 2026-11-30, the same representatives), with no sentence punctuation inside a short label ("Coming in." is no label), and the noun a short label names the one most of the theme\'s members write: where the best phrase names a noun fewer of them write ("Kitchen counters" in a theme where most write of the kitchen, "Dirty floors" where most write of the changing rooms), a phrase naming the noun more of them write, written as a phrase by most of them ("Shared kitchen", "Changing rooms"), a word one member writes joining it only as a plain word before the noun (not one member\'s "Prices changing" or "Cheaper compost"); and a label whose words only one member writes gives way to a phrase of the members holding the word most of them write ("Opening hours" for answers about opening and closing times).',
      },
      {
        id: THEMES_V13,
        backend: 'local',
        description:
          'As 2026-12-04 (the same grouping as 2026-11-30, the same representatives), with two label rules: where no phrase of the members has every word written by several of them, a noun, a preposition and a noun that a member writes can name the theme when its words are shared ("Phones during the film" for answers about people on their phones and chatting during the film, where 2026-12-04 took one member\'s "Loud teenagers"; a possessive is shown as "the", and a theme of one or two answers keeps its label); and a label\'s own writers are counted by word, not by stem, before the word most members write replaces it ("Shift workers", where another member swims "before work", gives way to "Opening hours").',
      },
      {
        id: THEMES_V14,
        backend: 'local',
        description:
          'The labels of 2026-12-05 on a new grouping: answers move between themes by their similarity to each theme\'s other members alone (2026-11-30 also counted the theme\'s distinctive words, so one shared word such as "dog" or "lesson" pulled an answer into the wrong theme), a small set of several ideas is split into one theme per three or four answers, up to six themes, where 2026-11-30 could stop at three (17 answers on five ideas: three themes, one a catch-all), and a theme holding over a fifth of the answers and over twice the next largest is split in two.',
      },
      {
        id: THEMES_V15,
        backend: 'local',
        description:
          'As 2026-12-06 (the labels of 2026-12-05, answers moved by similarity alone, catch-all themes split), with small sets split into one theme per three or four answers only where the answers show no coarser structure: where they fall into two or three clear topics, the count is searched from three themes up as in 2026-11-30 (2026-12-06 split 30 answers on three clear topics into six sub-topics).',
      },
      {
        id: THEMES_V16,
        backend: 'local',
        description:
          'The grouping and representatives of 2026-12-07, with each short label checked against what its members write: an adjective only on a noun a member says it of ("Confusing gates" from "the signs to the gates are confusing" is no label), no fragment of a longer phrase ("Top ticket" from "on top of the ticket", "Weeks in January", "Targets going"), no person\'s name ("Dr Shah is brilliant"), and no "No queue" where as many members complain of the queue; a label that fails gives way to the next candidate.',
      },
      {
        id: THEMES_V17,
        backend: 'local',
        description:
          'As 2026-12-08 (the grouping of 2026-12-07 and its checked labels), with answers that only praise kept apart from complaints: each answer of praise (positive words, no complaint, contrast, denial or wish) gets one extra feature in the similarity the grouping reads, so a few answers of praise form their own theme instead of joining the complaints about the same thing ("Lovely staff" inside "Changing rooms").',
      },
      {
        id: THEMES_V18,
        backend: 'local',
        description:
          'The grouping and representatives of 2026-12-08, with labels that name what most of a theme\'s members write: where one word is written by most of the theme and the label\'s words by few, the label gives way to a phrase of the members around that word ("Visitor centre" for five answers asking for toilets becomes "More toilets", "Ill instructor" for six about cancelled lessons "Cancelled lessons").',
      },
      {
        id: THEMES_V19,
        backend: 'local',
        description:
          'The labels of 2026-12-10 on a new grouping: on survey answers (where the gap statistic finds no clear clusters) the theme count is chosen as in 2026-12-08, then the answers are grouped at that count with each answer seen a tenth through the mean of its seven nearest answers, so one answer\'s stray wording pulls it less far from the answers on its topic. The count, intent-like data and the context (used for labels only) are as in 2026-12-08.',
      },
      {
        id: THEMES_V20,
        backend: 'local',
        description:
          'The grouping and representatives of 2026-12-10, with short labels that name what most members say of the thing they share, in their words: a label of one member\'s detail gives way to it ("Wifi password" where five answers say the wifi never works or keeps dropping), a denial the members write is kept ("Phone not answered" for "nobody answered the phone"), no label ends in a fragment ("Hard to hear the"), and no label denies or blames what most of its members praise.',
      },
      {
        id: THEMES_V21,
        backend: 'local',
        description:
          'The labels of 2026-12-12 with one change to the theme count: where answers first look like two broad groups and a count below the usual lowest (six themes for 20 answers or more) is chosen, that count stands only if its themes hold together as closely as themes usually do; otherwise the count is searched again from the usual lowest, so a few loose themes that each gather several ideas are split by idea, while a few clear topics keep one theme each. Everything else is as in 2026-12-12.',
      },
      {
        id: THEMES_V22,
        backend: 'local',
        description:
          'The grouping and representatives of 2026-12-13, with labels and descriptions in the members\' own terms: a word padded with "only" gives way to a short phrase a member writes ("Leave on time"), a label closing on a verb or on an empty noun gives way to the members\' own order or phrase, one member\'s detail gives way to the act several members deny ("Phone not answered"), a word of the question stays in a label where three in four of the theme write it ("Slushy ice"), and each description quotes the two most typical answers instead of counting the label\'s words.',
      },
      {
        id: THEMES_V23,
        backend: 'local',
        description:
          'The labels of 2026-12-13 with one change to the grouping of survey answers: where the answers form more themes than the usual lowest count (six themes for 20 answers or more), two themes whose answers are nearly as alike from one theme to the other as within each become one theme, most alike first, while the count stays above that lowest count, so answers on one idea split over two themes join again. Everything else is as in 2026-12-13.',
      },
      {
        id: THEMES_V24,
        backend: 'local',
        description:
          'The grouping of 2026-12-15 with the labels and descriptions of 2026-12-14: two themes of survey answers nearly as alike from one theme to the other as within each become one theme while the count stays above the usual lowest, and each theme is labelled in the members\' own terms and described by its two most typical answers. Where 2026-12-15 groups as 2026-12-13, it answers as 2026-12-14.',
      },
      {
        id: THEMES_V25,
        backend: 'local',
        description:
          'The grouping, representatives and descriptions of 2026-12-14, with labels that say what most members say of their thing: a label opening on one member\'s adjective takes the one half the theme write of it ("Clean waiting room"), a thing most members say fails is named as not working ("Smart meter not working"), and a thing most members praise takes the praising word they write of it ("Lovely nursing staff"). Every other label is 2026-12-14\'s.',
      },
      { id: THEMES_V26, backend: 'local', description: 'The labels, representatives and descriptions of 2026-12-17 on a grouping of survey answers that compares what the answers are about more than how long they are: before the count and the partition, three tenths of each answer\'s sentence-embedding component along the set\'s own direction of answer length is removed, so short answers, or long ones, on different ideas are no longer drawn together by their length; where the lengths of each answer\'s nearest answers explain most of the spread of lengths (length is what tells the ideas apart), nothing is removed. Intent-like data and the context\'s part (labels only) are as in 2026-12-17.' },
      {
        id: THEMES_V27,
        backend: 'local',
        description:
          'The grouping, representatives, descriptions and labels of 2026-12-17, where a theme named by its thing alone says what its members say of it: a thing most members complain of takes the complaint at least two of them write ("Small labels"; never one member\'s claim), and a thing most members praise under several names takes the praising word a member writes of it ("Brilliant customer service"). Every other label is 2026-12-17\'s.',
      },
      { id: THEMES_V28, backend: 'local', description: 'The grouping of 2026-12-18 with the labels of 2026-12-19: survey answers grouped with three tenths of each answer\'s sentence-embedding component along the set\'s own direction of answer length removed before the count and the partition (none where length is what tells the ideas apart), and a theme named by its thing alone saying what at least two of its members say of it ("Friendly dinner staff"). It groups as 2026-12-18 on every set; where the label step of 2026-12-19 does not act, it answers as 2026-12-18.' },
      { id: THEMES_V30, backend: 'local', description: 'Themes 2026-12-20 (the grouping of 2026-12-18 with the labels of 2026-12-19) where a theme of requests ("Could you add…", "I wish there were…", "more X please") is named by what its members ask for: the asking word a member writes before the thing most of them name ("Better lighting" over answers asking for lights, where 2026-12-20 says "Cycle path"; "More toilets" for "Public toilets"). It groups as 2026-12-20; every other label is 2026-12-20\'s.' },
      { id: THEMES_V32, backend: 'local', description: 'Themes 2026-12-22 where a theme of complaints is named by the complaint most of its members write, where one member\'s detail or a thing fewer members name than write the complaint named it: the complaint before a noun two of them write with it, or "too" and the complaint, or the verb a member writes before it ("Too expensive" over answers three of seven of which say too expensive, where 2026-12-22 says "Prices rising"; "Arrived late" for "Arrival times"). It groups as 2026-12-22; every other label is 2026-12-22\'s.' },
      { id: THEMES_V33, backend: 'local', description: 'Themes 2026-12-24 where a theme of complaints said in different words of one kind ("too expensive", "pricey", "overpriced": the words of one related-word group) is named by the complaint they share, where 2026-12-24 counted each word apart and kept one member\'s detail ("Too expensive" where 2026-12-24 says "Small room" or "High price"), and where "Problems with X" (of 2026-12-12) names a theme whose members praise X and fewer than half complain, the members\' own phrase of X names it instead. A complaint feared, expected, past, reported or taken back ("I worried it would be too expensive, it was not", "Expensive but worth every penny") is not counted and a label holding praise stays; a capitalised first word or a word in capitals is read as the complaint it is ("Overpriced for what you get", "TOO EXPENSIVE"); comparatives and hyphen forms count as their word ("slower", "over-priced"), and "late", "delayed" and "overdue" are one kind, "loud" and "noisy" another; the complaint before a noun two of its writers name comes before "too" and the complaint; a denied "problem" ("Never had a problem with the delivery") does not keep "Problems with X". It groups as 2026-12-24; every other label is 2026-12-24\'s.' },
      { id: THEMES_V34, backend: 'local', description: 'Themes 2026-12-24 where the caller fixes the theme count at two or more (minThemes equal to maxThemes), gives at least three distinct answers per theme, and the answers show no cluster structure (where 2026-12-24, asked with the count left open, would itself group them by the two views): the answers are partitioned at that count as 2026-12-24 partitions them when it chooses the count itself (the better of a Ward and a spectral partition, the answers\' length partly out of their embeddings, the refinement by each answer\'s likeness to a theme\'s members), where every earlier version cuts a Ward tree of the blended similarity at that count. With the count left open (minThemes below maxThemes, every default request) or fixed at one it answers exactly as 2026-12-24; intent-like answers, whose count the gap statistic finds, keep the cut.' },
      { id: THEMES_V35, backend: 'local', description: 'Themes 2026-12-25 where a label that is a fragment cut from one answer (ending on a verb whose particle the members write after it, "Prices going" of "prices keep going up"; a bare time expression, "Early on saturdays"; a noun cut from "out of", "Hours care"; or ending on an auxiliary, negation, determiner, preposition, conjunction or pronoun) is completed as the members write it ("Prices going up", "Sold out early", "Out of hours care") or gives way to the members\' most written phrase that is no fragment. It groups as 2026-12-25; every other label is 2026-12-25\'s. A count the caller fixes at two or more (minThemes equal to maxThemes), with at least three distinct answers per theme and no cluster structure in the answers, is grouped as 2026-12-26 groups it (as an open count is, where earlier versions cut a Ward tree); with the count left open it groups as 2026-12-25.' },
      { id: THEMES_V36, backend: 'local', description: 'Themes 2026-12-27 where a label no member but one writes (one member\'s detail: "Last year" over answers about the cost of a trip, "Watery soup" over answers about the food) gives way to the kind of thing at least three and half of its members speak of, each in their own words (the price, the food, safety, seating, crowds, communication: a few name words and the words that speak of each, written by hand for feedback in general), named by a phrase the members write around one of the kind\'s name words ("Price went up", "Poor food"), never a praise phrase over complaints. It groups as 2026-12-27; every other label is 2026-12-27\'s.' },
      { id: THEMES_V37, backend: 'local', description: 'Themes 2026-12-27 (not 2026-12-28) where a short label that no member\'s sentence holds as a phrase is made whole as the members write it or gives way to the phrase of the theme whose words the most members write: a piece of a hyphenated word ("Pricey bric-a" becomes "Pricey bric-a-brac"), a head its members use as a verb ("Buyers park" of "buyers park all along the lane", "Kids cost" of "my two kids cost me sixty pounds"), a noun cut from its compound ("Problems with lap" of "lap times", completed as "Problems with lap times"), a verb cut from "about" or "around" ("Less hanging" of "less hanging about"), and words stitched across a gap no member writes ("Buses every mins" of "buses every 15 mins", "Drivers and morning"). It groups, picks representatives and describes as 2026-12-27; every other label is 2026-12-27\'s.' },
      { id: THEMES_V38, backend: 'local', description: 'Themes 2026-12-27 (not 2026-12-28 or 2026-12-29) where a short label that contradicts the members writing its words says their idea with their polarity: a thing most of its writers deny or call scarce ("Single bargain" of "I didn\'t find a single bargain", "hardly any bargains now", "bargains are rare") becomes the denial they write ("No hot water") or "No"/"Few" and the thing ("No bargains"), and a label whose words no member writes side by side but one writes with a noun between ("Hot slots" of "hot tub slots") is made whole ("Hot tub slots"). It groups, picks representatives and describes as 2026-12-27; every other label is 2026-12-27\'s.' },
      { id: THEMES_V39, backend: 'local', description: 'Themes 2026-12-30 where a label that misreads praise or a verdict on price says what its members share: "Problems with X", or a piece of a complaint they deny ("Bad to say about" of "nothing bad to say about our instructor"), over members half of whom praise X and few complain becomes their praising word and X ("Patient instructor", "Lovely teacher"); a label that gives no verdict ("Lessons cost", "Colour cost") over members half of whom say the price is high becomes their verdict ("Not value for money", "Lessons too expensive"); a worth most of its writers deny ("Value for money" of "hardly value for money") reads "Not value for money"; and the title of a label that denies its thing ("No bargains") quotes a member who denies it. It groups, picks representatives and describes as 2026-12-30; every other label and title is 2026-12-30\'s.' },
      { id: THEMES_V40, backend: 'local', description: 'Themes 2026-12-31 where answers that give no content ("Nothing.", "All good.", "n/a", "No complaints", "Same as earlier": a whole answer of having nothing to say, or a pointer to an earlier answer, followed at most by a clause saying all is well) form one theme of their own when they are at least three and the count has room, named by the non-answer its members write most ("No complaints", "Nothing at all"), and otherwise come last in their theme, so never a content theme\'s representative or name. A theme of five or more named by one member\'s phrase ("Nervous patients") whose members share another phrase, written by more of them than any word of the label, in the more typical half, is named by that phrase ("Filling hurt"). Where no answer is a non-answer and no label is one member\'s phrase it answers as 2026-12-31.' },
      { id: THEMES_V41, backend: 'local', description: 'Themes 2027-01-01 where a whole answer that says only to carry on or that all is fine, outside its phrases ("Keep doing what you are doing.", "Carry on as you are", "Nah, we\'re happy", "Zero complaints", "Can\'t fault it"), is read as a non-answer too: every clause holds a verb of carrying on or a word of satisfaction, or a denied complaint, and no word that names a thing, so "Keep the prices where they are" stays a content answer. Where no answer is such a carry-on answer it answers as 2027-01-01.' },
    ],
  },
  sentiment: {
    default: SENTIMENT_V21,
    versions: [
      { id: LOCAL_V1, backend: 'local', description: 'Clause-level lexicon analysis with negation; mixed when clauses of opposite polarity meet.' },
      {
        id: SENTIMENT_V2,
        backend: 'local',
        description: 'Softmax regression trained on public review and tweet sentences: sentence embedding, lexicon, negation and contrast features, word n-grams; calibrated confidence.',
      },
      {
        id: SENTIMENT_V3,
        backend: 'local',
        description: 'Small neural network (one hidden layer beside linear paths) trained on public review and tweet sentences: sentence embedding, lexicon, negation and contrast features, word n-grams; calibrated confidence.',
      },
      {
        id: SENTIMENT_V4,
        backend: 'local',
        description: 'Regularised softmax regression over the sentence embedding and cross-domain rule cues (negated negatives such as "no complaints", outcomes, requests, clause contrast for mixed), with the rules\' class boosted; chosen on held-out sources and domains; calibrated confidence.',
      },
      {
        id: SENTIMENT_V5,
        backend: 'local',
        description: 'The regression of 2026-11-25 with a decision where mixed needs contrast: a short juxtaposition of a clearly positive and a clearly negative piece is mixed ("Great teacher, terrible textbook."), and without a contrastive word a mixed answer becomes the likelier of positive and negative.',
      },
      {
        id: SENTIMENT_V6,
        backend: 'local',
        description: 'The regression retrained over more cross-domain cues (delays such as "took three weeks", "poorly organised", things that disappeared or wore out), with the decision of 2026-11-26 plus: a fact with no sentiment word and no clear lean is neutral, a request without a judgement is neutral, a hedged lukewarm answer ("fine I guess") is neutral, and an explicit contrast of a clearly positive and a clearly negative piece is mixed.',
      },
      {
        id: SENTIMENT_V7,
        backend: 'local',
        description: 'The regression and decision of 2026-11-27, with one more rule for facts: a statement of something specific (a number, time, date, measure or reference, or what the writer did: "The store opens at 9.", "I paid by card.") with no sentiment word, no outcome, no stance word (intensifier, modal, negation) and no rating or wait in it is neutral unless the regression is sure of a side.',
      },
      {
        id: SENTIMENT_V8,
        backend: 'local',
        description: 'The regression and decision of 2026-11-28, after sentence shapes of any domain: a contrast with one side positive and the other negative is mixed, counting words of size, duration or shortfall set against praise ("Staff were friendly but the queue was enormous.") and plain quality words ("Solid build, weak battery."); a contrast after an expectation ("I had high hopes, but…") is judged by its second side; outcomes told with negated or resolved problem words ("nothing was damaged", "fixed the login bug") and harms told without sentiment words ("substituted without asking") move the answer to their side; an identifier with its value ("My order number is 48213.") and a question asking for information are neutral.',
      },
      {
        id: SENTIMENT_V9,
        backend: 'local',
        description: 'The regression retrained over more cues of any domain (praise said as "can\'t recommend them highly enough", malfunctions told with plain verbs such as "the printer jams", calendar names such as "public holidays" that judge nothing), with the rules\' positive or negative class counted only where their evidence is clear, so a weak lexicon lean no longer overrides the learned model; the decision of 2026-11-29.',
      },
      {
        id: SENTIMENT_V10,
        backend: 'local',
        description: 'The regressions of 2026-11-27 and 2026-11-30 blended (their probabilities averaged, 0.7 of the newer; chosen on held-out data so that no class of any development set scores below 2026-11-29), read by the decision of 2026-11-29 with more sentence families of any domain: praise said as the absence of problems ("never had a single issue", "nothing I would change"), concerns taken seriously ("took my worries seriously", "eased my fears"), comparatives against an earlier state or an alternative ("much clearer than before", "slower than the old version"), harms told as plain facts (a part failing soon: "cracked after a week"; the loss of what the writer valued: "removed the only feature I used"), and an outcome set against its cost ("fixed the fault, but it took three weeks") as mixed.',
      },
      {
        id: SENTIMENT_V11,
        backend: 'local',
        description: 'The blend and decision of 2026-12-01 (same weight files), with two more families of plain sentences of any domain: praise set against a complaint by an explicit contrast in a text of up to 20 words is mixed unless the blend is sure of a side, counting plain complaint words (excess such as "far too many notifications", defects such as "the packaging was torn" or "a strong chemical smell", a function that fails such as "the widget never updates", size words the lexicon reads as praise such as "the queue was huge") and plain quality words or a fault put right as praise ("modern", "sharp photos", "does everything I need", "repaired my boiler"); a plain description of what a thing holds, where it is, what it runs on or how it is run ("The jacket comes in navy and olive.", "Holiday requests go through the HR portal."), with no sentiment word once names such as "free plan" or "loyalty card" are set aside, is neutral unless the blend is sure of a side.',
      },
      {
        id: SENTIMENT_V12,
        backend: 'local',
        description: 'The blend and decision of 2026-12-02 (same weight files), with outcomes of any domain told in plain verbs: a good outcome without sentiment words ("listened carefully and explained my options", "tidied up after himself and left everything spotless", "made the theory click", "arrived the same afternoon") is positive and a loss or failure told as a fact ("wiped my saved playlists", "charged twice", "never arrived", "cancelled without notice") negative unless the blend is sure of the other side; praise set against such a loss ("kind, yet I left without any answers") or an outcome reached at a cost ("fixed eventually, after four emails") is mixed; "kept" with a thing as its object ("kept the receipt in case…") is no stance.',
      },
      {
        id: SENTIMENT_V13,
        backend: 'local',
        description: 'The blend and decision of 2026-12-03 (same weight files), with loss words that are no loss, wishes, broken promises, contrasts beyond "but" and plain good outcomes: a loss denied after its verb ("we lost nothing", "never lost a file") or an unwanted thing removed ("removed every stain", "killed every weed") is positive, a loss named in a plain fact ("The plan covers lost luggage.") neutral; a good outcome inside a wish ("I wish it had arrived a day early") and a promise said to be broken ("promised the parts within a week; that was in March") are negative; praise and complaint set apart by "apart from", "except for", "other than", a semicolon, a second sentence that turns ("The monthly fee, though, went up") or a "though" clause are mixed; a person doing something for the writer ("built me a plan", "fitted me in", "called to check on the cat"), a task done soon ("packed and loaded by lunchtime"), care over every item ("wrapped every frame") and what the writer can do now ("I can now…") are positive unless the blend is sure of the other side.',
      },
      {
        id: SENTIMENT_V14,
        backend: 'local',
        description: 'The blend and decision of 2026-12-04 (same weight files), with pieces of a short text judged by the same blend on their own: a contrast whose two sides it reads as clearly opposed ("Great autocomplete, but the extension slows the editor to a crawl", "Friendly staff, awful coffee") is mixed, and a denied complaint ("Nothing broke during the move", "not a single drop in speed", "without ever making me feel stupid") or a fault put right by someone else ("fixed my leak", "got me over my fear of…") is praise, unless the whole text is read as sure of another side.',
      },
      {
        id: SENTIMENT_V15,
        backend: 'local',
        description: 'The blend and decision of 2026-12-05 (same weight files), with plain shapes of survey answers read as such: a non-answer or a thing not used ("Nothing to add.", "We did not need the parking.") is neutral; a fix denied or undone ("Not a single problem was solved", "fixed my leak, then flooded the kitchen") is negative; two short sides of opposed plain words ("Good pay, awful commute") or praise then "X is not" ("The dentist is lovely, the receptionist is not.") and praise against a burden said without a sentiment word ("…, but the licence costs a fortune") are mixed; a denied burden ("No queues at all", "never made my son feel stupid") and a feared wait that did not come ("I expected a long wait, but I was seen in five minutes") are positive, unless the whole text is read as sure of another side.',
      },
      {
        id: SENTIMENT_V16,
        backend: 'local',
        description: 'The blend and decision of 2026-12-06 (same weight files), with general shapes read as such: a wrong thing received ("Ordered a blue jacket, got a pink one.") is negative; opposed sides where one is plain praise or blame of money ("Decent money, dreadful hours", "The fees are low but the teaching is weak") are mixed; a denial is read by what it denies, a denied complaint ("Never once felt pressured.") as positive and a denied good thing ("The 42 is never on time.", "Never once did anyone call back.") as negative; a rule that decides reports how sure its reading is instead of a flat 0.5.',
      },
      {
        id: SENTIMENT_V17,
        backend: 'local',
        description: 'The blend and decision of 2026-12-07 (same weight files), with more general shapes read as such: praise then another thing not so ("The food was fine, the service not so much") and two sides of clearly opposed plain words ("Gorgeous location, the beds were rock hard") are mixed, even where the blend is sure of one side; everyday praise ("ace", "slick", "spot on") counts; a wrong thing received without "ordered … got" ("I was sent someone else\'s order"), a missing thing that should be there ("no smoke alarm") and "could barely …" are negative; a problem put right ("My broken boiler was repaired the same day") and "Not the worst experience" are positive.',
      },
      {
        id: SENTIMENT_V18,
        backend: 'local',
        description: 'The blend and decision of 2026-12-08 (same weight files), with more general shapes read as such: a question that carries a complaint ("Why does every train leave late?", "How is it still broken after three visits?") is negative; two opposed sides at a semicolon or a contrastive "while" ("The staff were kind while the queue went out of the door") are mixed; a good outcome told plainly ("Reported on Sunday, filled by Thursday", "I can read the menu again", "The pain went away", "Not a single plate was chipped", "forty pounds under the estimate") is positive; a wanted thing that came only after weeks ("The refund arrived after nine weeks") is negative.',
      },
      {
        id: SENTIMENT_V19,
        backend: 'local',
        description: 'The blend and decision of 2026-12-09 (same weight files), with one more general shape: an explicit contrast in one sentence ("X, but Y", "X, though Y", "While X, Y", "X; Y") that 2026-12-09 reads one way by a listed word on one side is mixed where the other side says nothing by any listed word, denies nothing, concedes nothing ("may be …"), tells no act or circumstance of the writer\'s ("We ordered …", "we were a table of twelve"), speaks of no earlier or other thing ("whereas the old one just worked") and sets no time ("While my car was being serviced, …"), and, read alone by the blend, leans the other way ("The treatment worked, but the receptionist was short with me.", "The claim was paid, but it took two months of chasing.").',
      },
      {
        id: SENTIMENT_V20,
        backend: 'local',
        description: 'The blend and decision of 2026-12-10 (same weight files), with a good outcome told without a sentiment word read as positive where 2026-12-10 says neutral or negative, in a short one-sentence statement with no contrast, question or request: a fault or harm (a listed fault verb, or the denied verb alone reading negative) denied by a denied auxiliary or "at no point" whose clause, affirmed, the blend reads as a clear complaint ("The leak hasn\'t come back since the plumber\'s visit."; never a helpful act not done, a recovery or an arrival denied); a result done early by one serving the writer against a promised benchmark ("a week before the deadline", "ahead of schedule", "within an hour of my call"); a state held or back of a service or working thing ("The heating is back on", "The gutter has stayed level"; never of a pest, an illness, a noise or a person). Mended before release: after the mend it answers every public set as 2026-12-10 and gains only four in-sample answers.',
      },
      {
        id: SENTIMENT_V21,
        backend: 'local',
        description: 'The blend and decision of 2026-12-11 (same weight files), with three readings of sentence structure in a text of at most 20 words: an explicit contrast ("X, but Y", "X, though Y", "While/Whereas X, Y", "X; Y") or two short sides set side by side ("Brilliant clues, clumsy grid.") whose sides, each read alone by the blend, lean opposite ways is mixed, whatever listed words either side has ("The powder mixes well; the shaker lid leaks everywhere."); a complaint asked as a question that the marks of 2026-12-09 miss ("How are we meant to …?", "How can a … cost …?", "Who decided …?", "Why do I have to …?") is negative; a fault within a short span of the start ("The handle snapped off in the first week.") is negative where 2026-12-11 reads neutral or positive.',
      },
      {
        id: SENTIMENT_V22,
        backend: 'local',
        description: 'The blend and decision of 2026-12-12 (same weight files), with a trouble told as ended read as positive where 2026-12-12 says neutral or negative, in a one-sentence statement of at most 20 words with no contrast, question, other denial or return of the trouble: the noun phrase that is the subject of an ending predicate ("was gone", "went away", "cleared up", "has stopped", "hasn\'t come back"), found on the tagged sentence, read alone by the blend as a thing that was there ("There was the leak."), is a trouble where the blend reads it clearly negative ("The damp patch on the ceiling was gone within a week."); a subject it reads otherwise ("My wallet was gone", "The music stopped") leaves the answer as it was; and a thing that arrived, or was sent, paid or put right, minutes, hours or days (never weeks) after the writer\'s call, request or report ("My permit arrived in the post two days after the call", "The pothole was filled two days after I rang it in"), with no denial, wait, lateness, return or listed negative word, is positive.',
      },
    ],
  },
  extractions: {
    default: EXTRACTIONS_V27,
    versions: [
      { id: LOCAL_V1, backend: 'local', description: 'Clauses matched to each theme by embedding similarity and lexical evidence.' },
      ...EXTRACTIONS_SPAN_VERSIONS,
    ],
  },
};

/**
 * The versions the existing clients' version ids run on (contract §10; docs/design-notes.md):
 * the best version of each operation when the aliases were introduced, pinned here so that a
 * later default never moves them.
 */
export const LOCAL_ALIAS_TARGETS = {
  embeddings: LOCAL_EMBEDDINGS_V2,
  similarity: LOCAL_SIMILARITY_V3,
  themes: THEMES_V4,
  sentiment: SENTIMENT_V5,
  extractions: EXTRACTIONS_V4,
} as const;

/** Versions served by the embedded (local) backend, with the clients' version ids as aliases. */
export const LOCAL_CATALOG: VersionCatalog = withClientAliases(LOCAL_VERSIONS, LOCAL_ALIAS_TARGETS);
