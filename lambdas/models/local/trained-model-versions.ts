/**
 * Version ids of the trained sentiment classifier and the learned extraction scorer (kept apart
 * so that the catalogue loads no weight file). A changed model is a new version; old ones stay.
 */
export const SENTIMENT_V2 = '2026-11-22';
/** Sentiment network (softmax-mlp.ts) over the features of version 2026-11-22, trained on all development examples. */
export const SENTIMENT_V3 = '2026-11-23';
export const EXTRACTIONS_V2 = '2026-11-22';
/** Sentiment regression over the sentence embedding and cross-domain rule cues, with the rules' class boosted (sentiment-cue-model.ts). */
export const SENTIMENT_V4 = '2026-11-25';
/** Sentiment: the regression of 2026-11-25 (same weight file) with a decision where `mixed` needs contrast (sentiment-contrast.ts). */
export const SENTIMENT_V5 = '2026-11-26';
/** Sentiment: a regression retrained over the cues of sentiment-cue-rules.ts, with a decision where facts, requests and hedged lukewarm answers are neutral (sentiment-evidence-decision.ts). */
export const SENTIMENT_V6 = '2026-11-27';
/** Sentiment: the regression and decision of 2026-11-27 (same weight file), with specific statements without evidence neutral (sentiment-fact-decision.ts). */
export const SENTIMENT_V7 = '2026-11-28';
/** Sentiment: the regression and decision of 2026-11-28 (same weight file), after the sentence shapes of sentiment-shapes.ts (sentiment-side-decision.ts). */
export const SENTIMENT_V8 = '2026-11-29';
/** Sentiment: the regression retrained over the cues of sentiment-cue-rules-2026-11-30.ts, the rules' class counted only where their evidence is clear, with the decision of 2026-11-29. */
export const SENTIMENT_V9 = '2026-11-30';
/** Sentiment: the regressions of 2026-11-27 and 2026-11-30 blended, read by the side decision with the sentence families of sentiment-shapes-2026-12-01.ts (sentiment-blend-model.ts). */
export const SENTIMENT_V10 = '2026-12-01';
/** Sentiment: the blend of 2026-12-01 (same weight files), with contrasts of plain praise and plain complaint as mixed and plain descriptions as neutral (sentiment-decision-2026-12-02.ts). */
export const SENTIMENT_V11 = '2026-12-02';
/** Sentiment: the blend of 2026-12-01 read by the decision of 2026-12-02 after plain outcomes of any domain: good ones told without sentiment words, losses told as facts, praise against a loss as mixed (sentiment-decision-2026-12-03.ts). */
export const SENTIMENT_V12 = '2026-12-03';
/** Sentiment: the blend of 2026-12-01 read by the decision of 2026-12-03 after loss words that are no loss, wishes and broken promises, contrasts beyond "but" and good outcomes told without sentiment words (sentiment-decision-2026-12-04.ts). */
export const SENTIMENT_V13 = '2026-12-04';
/** Sentiment: the blend of 2026-12-01 read by the decision of 2026-12-04, with the sides of a contrast and what a denial denies or a fix puts right judged by the same blend on their own (sentiment-decision-2026-12-05.ts). */
export const SENTIMENT_V14 = '2026-12-05';
/** Sentiment: the blend of 2026-12-01 read by the decision of 2026-12-05, with non-answers, denied or undone fixes, opposed sides said without a sentiment word and denials of a burden read as plain shapes (sentiment-decision-2026-12-06.ts). */
export const SENTIMENT_V15 = '2026-12-06';
/** Sentiment: the blend of 2026-12-01 read by the decision of 2026-12-06, with a wrong thing received, opposed sides where one is plain praise or blame of money, denials read by what they deny, and rule confidences that say how sure the reading is (sentiment-decision-2026-12-07.ts). */
export const SENTIMENT_V16 = '2026-12-07';
/** Sentiment: the blend of 2026-12-01 read by the decision of 2026-12-07, with praise then a thing not so, clearly opposed sides the blend is sure of, everyday praise, a wrong thing received without "ordered … got", a missing thing, "could barely", a problem put right and "not the worst" read as such (sentiment-decision-2026-12-08.ts). */
export const SENTIMENT_V17 = '2026-12-08';
/** Sentiment: the blend of 2026-12-01 read by the decision of 2026-12-08, with questions that carry a complaint, opposed sides at a semicolon or a contrastive "while", good outcomes told plainly and wanted things that came only after weeks read as such (sentiment-decision-2026-12-09.ts). */
export const SENTIMENT_V18 = '2026-12-09';
/** Sentiment: the blend of 2026-12-01 read by the decision of 2026-12-09, with an explicit contrast read one way whose other side no listed word reads, and whose blend alone leans the other way, read as mixed (sentiment-decision-2026-12-10.ts). */
export const SENTIMENT_V19 = '2026-12-10';
/** Sentiment: 2026-12-10, then a good outcome told without a sentiment word (a denied fault, done early, kept or restored) is positive (sentiment-decision-2026-12-11.ts). */
export const SENTIMENT_V20 = '2026-12-11';
/** Sentiment: 2026-12-11, then an explicit contrast or two short juxtaposed sides whose sides the blend reads opposite ways is mixed, a complaint asked as a question and a quick failure are negative (sentiment-decision-2026-12-12.ts). */
export const SENTIMENT_V21 = '2026-12-12';
/** Sentiment: 2026-12-12, then a trouble the blend reads as such, subject of an ending predicate ("the leak was gone"), and a thing that arrived or was done days after the writer's call are positive (sentiment-decision-2026-12-13.ts). */
export const SENTIMENT_V22 = '2026-12-13';
/** Extractions: spans around each theme mention, for any theme, nothing learnt per theme (extractions-spans.ts). */
export const EXTRACTIONS_V3 = '2026-11-25';
/** Extractions: the mentions of 2026-11-25 weighed by their clause, one verbatim span per mention without overlaps (extractions-mention-spans.ts). */
export const EXTRACTIONS_V4 = '2026-11-26';
/** Extractions: the spans of 2026-11-26 with related words of common feedback themes ("crashes" → stability) and each span kept for the theme(s) it is about (extractions-span-owners.ts). */
export const EXTRACTIONS_V5 = '2026-11-27';
/** Extractions: the spans of 2026-11-27 with each word kept for the requested theme it is most specific to (extractions-specificity.ts), span owners found by position. */
export const EXTRACTIONS_V6 = '2026-11-28';
/** Extractions: the spans of 2026-11-28 with a clause's subject deciding its theme (extractions-verb-subjects.ts) and the affinity looked up as a mention is. */
export const EXTRACTIONS_V7 = '2026-11-29';
/** Extractions: the spans of 2026-11-29 with the evidence rules of extractions-evidence.ts (generic heads, themes about a whole, relative clauses, per-text independence). */
export const EXTRACTIONS_V8 = '2026-11-30';
/** Extractions: the spans of 2026-11-30 where only nouns mention a theme by resemblance and a noun sharing a root with an -ing theme word is another thing (extractions-resemblance.ts). */
export const EXTRACTIONS_V9 = '2026-12-01';
/** Extractions: the spans of 2026-11-30 with written amounts of money mentioning money themes (extractions-amounts.ts) and GloVe-only nouns checked by the encoder. */
export const EXTRACTIONS_V10 = '2026-12-02';
/** Extractions: the spans of 2026-12-02 with each written amount of money given to the theme it was paid for, and more ways of writing an amount read (extractions-amount-owners.ts). */
export const EXTRACTIONS_V11 = '2026-12-03';
/** Extractions: the spans of 2026-12-03 with money themes read by what was paid for, refunds and weights in pounds no price, and related words of noise (extractions-paid-for.ts). */
export const EXTRACTIONS_V12 = '2026-12-04';
/** Extractions: the spans of 2026-12-04 with verbs and adjectives near a theme by vector read by the encoder too, verbs with their particle naming a theme ("picked up" for "pickup"), and long units cut at a subordinate clause (extractions-sense.ts). */
export const EXTRACTIONS_V13 = '2026-12-05';
/** Extractions: the spans of 2026-12-05 with the everyday words and phrases of common themes, waiting rooms as places, names of people, and a subject's predicate after a clause set off by commas (extractions-everyday.ts). */
export const EXTRACTIONS_V14 = '2026-12-06';
/** Extractions: the spans of 2026-12-06 with arriving told with its time for themes about being on time, names for every theme naming people at work, brands named after someone no person, and counted things no closing time (extractions-arrivals.ts). */
export const EXTRACTIONS_V15 = '2026-12-07';
/** Extractions: the spans of 2026-12-07 with windows that never end mid-phrase, harm done to things for themes about damage, more names and groups of people at work, an arrival no time to answer and someone else's wait no wait (extractions-mends.ts). */
export const EXTRACTIONS_V16 = '2026-12-08';
/** Extractions: the spans of 2026-12-08 with harm told by more verbs for themes about damage, money paid by someone else or for a thing beside the service no money theme's, one span per mention of a person, two themes' clauses cut apart and no span stopped in a relative clause (extractions-mends-2026-12-09.ts). */
export const EXTRACTIONS_V17 = '2026-12-09';
/** Extractions: the spans of 2026-12-09 with a theme naming the whole of what is reviewed given the short sentences that mention no theme, and a span stopped before a phrase set off by commas run on to its verb (extractions-mends-2026-12-10.ts). */
export const EXTRACTIONS_V18 = '2026-12-10';
/** Extractions: the spans of 2026-12-10 with a theme mentioned in a span only by a likeness yielding it to a theme the span names outright in the same conjunct (extractions-mends-2026-12-11.ts). */
export const EXTRACTIONS_V19 = '2026-12-11';
/** Extractions: the spans of 2026-12-10 with a clause of "pay" whose payer is someone else named by a noun mentioning no theme (extractions-mends-2026-12-12.ts), and the one trade-noun or group theme read as people where no theme is (agentHeads of extractions-mends-2026-12-11.ts, groupHeads). */
export const EXTRACTIONS_V20 = '2026-12-12';
/** Extractions: the spans of 2026-12-12 with a number written as hyphenated words ("twenty-two pounds") read as a number (extractions-number-words.ts). */
export const EXTRACTIONS_V21 = '2026-12-13';
/** Extractions: the spans of 2026-12-13 with a name written as the subject of a verb read as a person from a person reading of 0 (nameBar; extractions-everyday.ts applyNames), and a name opening its sentence before adverbs and a verb or joined by "and" to someone of theirs read as a subject (extractions-names-2026-12-14.ts). */
export const EXTRACTIONS_V22 = '2026-12-14';
/** Extractions: the spans of 2026-12-14 with an agent-noun theme read as a person of no trade read as people at work where no theme is (personAgents), a time of the day or week a clause is about given to a timetable theme (timetables), and being on time told in more ways for more themes (onTime; extractions-*-2026-12-15.ts). */
export const EXTRACTIONS_V23 = '2026-12-15';
/** Extractions: the spans of 2026-12-15 with its timetables narrowed (no theme about how long, no time of day qualifying a person) and durations taken, waited or spent given to themes about how long (narrowTimes; extractions-durations-2026-12-16.ts), and a verdict after a comma kept in its clause's span (verdicts; extractions-verdicts-2026-12-16.ts). */
export const EXTRACTIONS_V24 = '2026-12-16';
/** Extractions: the spans of 2026-12-16 with a time given to the timetable theme its clause names, no wait of someone at work given to a waiting theme, a collective noun for people at work read as people, a counted subject no timetable's, and no span a bare fragment (whoseTimes; extractions-whose-times-2026-12-17.ts, extractions-bare-spans-2026-12-17.ts). */
export const EXTRACTIONS_V25 = '2026-12-17';
/** Extractions: the spans of 2026-12-17 with two themes told by verb phrases joined under one subject given a part each (ownParts; extractions-own-parts-2026-12-18.ts), and no likeness by a theme's modifier before a noun of another kind, a verb after a verb whose subject names another theme, or a name after a preposition (headsAndChains; extractions-likeness-2026-12-18.ts). */
export const EXTRACTIONS_V26 = '2026-12-18';
/** Extractions: the spans of 2026-12-18 with a noun matched by likeness alone after the verb yielding to the clause's subject where the subject names another theme (predicateNouns; extractions-predicate-nouns-2026-12-19.ts), and a compound theme whose head names a person or whose modifier is an owner not mentioned by its modifier's thing alone (compoundHeads; extractions-compound-heads-2026-12-19.ts). */
export const EXTRACTIONS_V27 = '2026-12-19';
/** Themes with the count at the silhouette peak, context removed rather than focused, and labels in the members' words (themes-local.ts). */
export const THEMES_V3 = '2026-11-25';
/** Themes whose count and partition come from the better of a Ward and a spectral view, with the context touching only the labels (themes-local.ts). */
export const THEMES_V4 = '2026-11-26';
/** Themes as 2026-11-26 with only the spectral view's leading eigenvectors computed, and labels that name the shared idea (themes-local.ts). */
export const THEMES_V5 = '2026-11-27';
/** Themes with the grouping of 2026-11-27, and a theme without a shared phrase named by words several members write (themes-local.ts). */
export const THEMES_V6 = '2026-11-28';
/** Themes with the partition of 2026-11-28 refined by similarity and distinctive-word evidence, and short labels whose every word several members write (themes-local.ts). */
export const THEMES_V7 = '2026-11-29';
/** Themes with the grouping of 2026-11-29 refined further (a silhouette tolerance, no two-theme knee), and short labels that stand for the whole theme: the members' phrases scored by the members they cover and their closeness to the theme's centre (themes-local.ts). */
export const THEMES_V8 = '2026-11-30';
/** Themes with the settings of 2026-11-30 plus the flags set only in THEMES_V9_SETTINGS (themes-local.ts). */
export const THEMES_V9 = '2026-12-01';
/** Themes with the settings of 2026-12-01 plus the label flag set only in THEMES_V10_SETTINGS (themes-local.ts, theme-stated-ideas.ts). */
export const THEMES_V10 = '2026-12-02';
/** Themes with the settings of 2026-12-02 plus the label flag set only in THEMES_V11_SETTINGS (theme-label-support.ts). */
export const THEMES_V11 = '2026-12-03';
/** Themes with the settings of 2026-12-03 plus the label flag set only in THEMES_V12_SETTINGS (theme-label-heads.ts). */
export const THEMES_V12 = '2026-12-04';
/** Themes with the settings of 2026-12-04 plus the label flags set only in THEMES_V13_SETTINGS (theme-label-ideas.ts). */
export const THEMES_V13 = '2026-12-05';
/** Themes with the labels of 2026-12-05 and the grouping flags set only in THEMES_V14_SETTINGS (themes-settings.ts). */
export const THEMES_V14 = '2026-12-06';
/** Themes 2026-12-06 with the raised lowest count kept out of a turned-down gap knee (THEMES_V15_SETTINGS, themes-settings.ts). */
export const THEMES_V15 = '2026-12-07';
/** Themes 2026-12-07 with labels checked against their members' words (THEMES_V16_SETTINGS, themes-settings.ts). */
export const THEMES_V16 = '2026-12-08';
/** Themes 2026-12-08 with answers that only praise kept apart from complaints in the grouping (THEMES_V17_SETTINGS, themes-settings.ts). */
export const THEMES_V17 = '2026-12-09';
/** Themes 2026-12-08 with labels that name what most of a theme's members write (THEMES_V18_SETTINGS, themes-settings.ts). */
export const THEMES_V18 = '2026-12-10';
/** Themes 2026-12-10's labels on a grouping that sees each survey answer partly through its nearest answers at the count of 2026-12-08 (THEMES_V19_SETTINGS, themes-settings.ts). */
export const THEMES_V19 = '2026-12-11';
/** Themes 2026-12-10 with short labels that name the idea most members write of the shared thing, faithful to their denials and praise (THEMES_V20_SETTINGS, themes-settings.ts). */
export const THEMES_V20 = '2026-12-12';
/** Themes 2026-12-12's labels, with a count below the lowest searched standing only where its themes hold together (THEMES_V21_SETTINGS, themes-settings.ts). */
export const THEMES_V21 = '2026-12-13';
/** Themes 2026-12-13's grouping, with labels and descriptions in the members' terms (THEMES_V22_SETTINGS, themes-settings.ts). */
export const THEMES_V22 = '2026-12-14';
/** Themes 2026-12-13's labels, with themes nearly as alike across as within merged while above the lowest count (THEMES_V23_SETTINGS, themes-settings.ts). */
export const THEMES_V23 = '2026-12-15';
/** Themes 2026-12-14's labels on 2026-12-15's grouping (THEMES_V24_SETTINGS, themes-settings.ts). */
export const THEMES_V24 = '2026-12-16';
/** Themes 2026-12-14 with labels that say what most members say of their thing (THEMES_V25_SETTINGS, themes-settings.ts). */
export const THEMES_V25 = '2026-12-17';
/** Themes 2026-12-17's labels on a grouping with the answers' length partly out of their embeddings (THEMES_V26_SETTINGS, themes-settings.ts). */
export const THEMES_V26 = '2026-12-18';
/** Themes 2026-12-17 with a theme named by its thing alone saying what its members say of it (THEMES_V27_SETTINGS, themes-settings.ts). */
export const THEMES_V27 = '2026-12-19';
/** Themes 2026-12-19's labels on 2026-12-18's grouping (THEMES_V28_SETTINGS, themes-settings.ts). */
export const THEMES_V28 = '2026-12-20';
/** Themes 2026-12-20 with a theme of requests named by what its members ask for (THEMES_V30_SETTINGS, themes-settings.ts). */
export const THEMES_V30 = '2026-12-22';
/** Themes 2026-12-22 with a theme of complaints named by the complaint most of its members write (THEMES_V32_SETTINGS, themes-settings-wishes.ts). */
export const THEMES_V32 = '2026-12-24';
/** Themes 2026-12-24 with a theme of complaints said in different words of one kind named by the complaint they share (THEMES_V33_SETTINGS, themes-settings-wishes.ts). */
export const THEMES_V33 = '2026-12-25';
/** Themes 2026-12-24 with a count the caller fixes partitioned by the two views where the answers show no structure (THEMES_V34_SETTINGS, themes-settings-fixed.ts). */
export const THEMES_V34 = '2026-12-26';
/** Themes 2026-12-25 with a label that is a fragment cut from one answer completed as the members write it, and a count the caller fixes grouped as 2026-12-26 groups it (THEMES_V35_SETTINGS, themes-settings-fragments.ts). */
export const THEMES_V35 = '2026-12-27';
/** Themes 2026-12-27 with a label no member but one writes named by the kind of thing most members speak of (THEMES_V36_SETTINGS, themes-settings-kinds.ts). */
export const THEMES_V36 = '2026-12-28';
/** Themes 2026-12-27 with a label no member's sentence holds as a phrase made whole or given in the members' most written phrase (THEMES_V37_SETTINGS, themes-settings-phrases.ts). */
export const THEMES_V37 = '2026-12-29';
/** Themes 2026-12-27 with labels that say their members' idea with their polarity and never cut a compound they write (THEMES_V38_SETTINGS, themes-settings-polarity.ts). */
export const THEMES_V38 = '2026-12-30';
/** Themes 2026-12-30 with labels that name the praise or the verdict on price their members share (THEMES_V39_SETTINGS, themes-settings-praise.ts). */
export const THEMES_V39 = '2026-12-31';
/** Themes 2026-12-31 with answers that give no content in a theme of their own, named in their words, never a content theme's representative (THEMES_V40_SETTINGS, themes-settings-non-answers.ts). */
export const THEMES_V40 = '2027-01-01';
/** Themes 2027-01-01 with whole answers that only carry on or say all is fine ("Keep it up", "Can't fault it") read as non-answers (THEMES_V41_SETTINGS, themes-settings-non-answers.ts, theme-carry-on.ts). */
export const THEMES_V41 = '2027-01-02';
