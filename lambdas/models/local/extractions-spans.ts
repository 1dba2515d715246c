import type { ExtractionsModel, TextEncoder } from '../../core/ports/models.js';
import { dot, meanDot, normalise } from '../../core/clustering/vectors.js';
import { splitSentences, trimSpan } from '../../core/text/clauses.js';
import type { TaggedToken } from '../../core/text/noun-phrases.js';
import { stem, stemsMatch, THEME_STOP_WORDS } from '../../core/text/theme-words.js';
import { cutAtClauseConjunctions, mentionRanges, mentionSpans } from './extractions-mention-spans.js';
import { tagInput } from './extractions-number-words.js';
import type { WordVectors } from './word-vectors.js';
import { relatedWords } from './theme-related-words.js';
import { keepSpansWithOwners } from './extractions-span-owners.js';
import { keepSpecificHits, tokenUnitRelevance } from './extractions-specificity.js';
import { MAX_SPAN_WORDS, opinionUnits, spanFor, type Unit } from './extractions-units.js';
import { subjectNouns, verbsYieldToSubjects } from './extractions-verb-subjects.js';
import { otherThingOfRoot, SAME_ROOT_COSINE, sameRootCosine } from './extractions-resemblance.js';
import { SPAN_SETTINGS, WORD_ANCHORS, type SpanSettings } from './extractions-span-settings.js';
import { applyEvidence, isWholeTheme, joinRelativeClauses } from './extractions-evidence.js';
import { applyAmounts, MONEY_THEME_RELEVANCE, MoneyThemes } from './extractions-amounts.js';
import { AmountReading, applyOwnedAmounts, genericMoneyTheme } from './extractions-amount-owners.js';
import { applyPaidFor, paidForTheme, thingWords } from './extractions-paid-for.js';
import { senseAgrees, senseWords } from './extractions-sense.js';
import { applyMends } from './extractions-mends.js';
import { harm20261209, mendRanges, othersMoney20261209 } from './extractions-mends-2026-12-09.js';
import { addWholeSentences, dropWriterAsides } from './extractions-mends-2026-12-10.js';
import { laterRanges } from './extractions-own-parts-2026-12-18.js';
import { weighByUnit } from './extractions-unit-weights.js';
import { narrowLikeness } from './extractions-likeness-2026-12-18.js';
import { dropModifierThings } from './extractions-compound-heads-2026-12-19.js';
import { predicateNounsYield } from './extractions-predicate-nouns-2026-12-19.js';
import { agentHeads, spokenOfAsSomeone, yieldToNamed } from './extractions-mends-2026-12-11.js';
import { applyTimeReadings, clauseRanges, personAgentHeads } from './extractions-2026-12-15.js';
import { groupHeads, othersPayment, ownNames } from './extractions-mends-2026-12-12.js';
import { applyEveryday, applyNames, peopleNounThemes, personTheme, joinPredicates, TimeThings, timeTheme } from './extractions-everyday.js';
import { anchorMeans, applyPeopleNouns, PEOPLE_ANCHOR_WORDS, PERSON_BAR, readPerson, THEME_WORK_BAR, type PeopleReading } from './extractions-people.js';
import { BROAD_THEMES, CONTENT_TAGS, EMPTY_NOUNS, ENCODER_TAGS, NOUN_TAGS, peopleHead, unitMean, VECTOR_TAGS, type PreparedTheme } from './extractions-prepared-theme.js';
import { isTimeOfDay, spellsThemeWord, verbParticleNames, THEME_WORD_RE, themeStemMatches, themeWordVector, TIME_UNITS } from './extractions-theme-words.js';
export { MAX_SPAN_WORDS, spanFor } from './extractions-units.js';
export * from './extractions-span-settings.js';
/**
 * Extractions version 2026-11-25: for any theme string, the short verbatim spans that mention the
 * theme together with what is said about it ("The pasta was cold", "a £2 fee on every transfer").
 * Nothing is learnt per theme, so a theme never seen before works as well as any other:
 *
 * 1. Mentions. A word of the text mentions the theme when it is a variant of a theme word
 *    ("fees" for "fee"), or written as two tokens ("log in" for "login"), or when its GloVe
 *    vector is close to a theme word's (to the mean of a phrase's words), or when the sentence
 *    encoder finds it relevant to the theme: "expensive", "costs" for "price"; "pasta" for
 *    "food" (see {@link SpanSettings}). Very frequent words ("good", "time") never match by
 *    vector, and a broad theme ("feature", "aspect") is mentioned by any content noun. A word
 *    matched by vector goes to the theme of the request it is closest to; a word naming one
 *    theme outright is not a vector match of another. Adjacent mention words are one mention
 *    ("customer support").
 * 2. Spans. Each mention's span is the opinion unit holding it: its clause, cut further at commas
 *    between multi-word pieces, trimmed of connectives and fillers. A unit longer than
 *    {@link MAX_SPAN_WORDS} words is narrowed to a window of whole tokens around the mention that
 *    starts at its noun phrase. Mentions sharing a unit give one span.
 *
 * Every span is a slice of the input, so it is verbatim by construction.
 */

/** Prepared themes kept between requests. */
const THEME_CACHE_SIZE = 2000;
/**
 * A word matched by vector belongs to a theme only if its cosine to that theme is within this
 * margin of its best cosine to any theme of the request ("wine" goes to drinks, not to food).
 */
export const COMPETITION_MARGIN = 0;
const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const GLOVE_TOKEN_RE = /^[\p{L}\p{N}]+$/u;

/**
 * Version 2026-12-04: GloVe cosine at which a word is near the thing of a money theme ("sandwich" 0.40, "salad" 0.41, "pizza" 0.45 to
 * "food"; "lessons" 0.54 to "course"), not "terminal" (0.35 to "food"), "portion" (0.30 to "delivery") or "parking" (0.25 to "treatment").
 */
const THING_COSINE = 0.38;
/** Words whose cosine with a theme's thing is kept per theme (up to THEME_CACHE_SIZE themes are kept). */
const THING_COSINE_CACHE_SIZE = 2000;

export class ThemeSpanExtractionsModel implements ExtractionsModel {
  private vectors?: WordVectors;
  private readonly cosineCache = new Map<string, Float64Array | null>();
  /** Prepared themes by lower-case text (bounded): users send the same themes again and again. */
  private readonly themeCache = new Map<string, PreparedTheme>();
  private readonly heads: ReadonlySet<string>; // generic heads of a multi-word theme; from 2026-11-30 also units of time
  private readonly moneyThemes?: MoneyThemes; // version 2026-12-02
  private readonly timeThings = new TimeThings((w) => this.vector(w)); // version 2026-12-06

  constructor(private readonly encoder: TextEncoder, private readonly loadVectors: () => WordVectors, private readonly settings: Readonly<SpanSettings> = SPAN_SETTINGS) {
    this.heads = settings.evidence ? new Set([...EMPTY_NOUNS, ...TIME_UNITS]) : EMPTY_NOUNS;
    if (settings.amounts) this.moneyThemes = new MoneyThemes(encoder);
  }

  /** Version 2026-12-04: spans keep a currency sign of a number at their ends when trimmed (operations/extractions.ts). */
  get keepsCurrencySigns(): boolean {
    return this.settings.currencySigns === true;
  }

  private vector(word: string): Float64Array | undefined {
    if (!GLOVE_TOKEN_RE.test(word)) return undefined;
    let v = this.cosineCache.get(word);
    if (v === undefined) {
      this.vectors ??= this.loadVectors();
      v = this.vectors.unitVector(word) ?? null;
      if (this.cosineCache.size > 50_000) this.cosineCache.clear();
      this.cosineCache.set(word, v);
    }
    return v ?? undefined;
  }

  private prepare(theme: string): PreparedTheme {
    const key = theme.trim().toLowerCase().replace(/\s+/gu, ' ');
    const cached = this.themeCache.get(key);
    if (cached) return cached;
    const prepared = this.prepareUncached(key);
    if (this.themeCache.size >= THEME_CACHE_SIZE) this.themeCache.delete(this.themeCache.keys().next().value!);
    this.themeCache.set(key, prepared);
    return prepared;
  }

  private prepareUncached(lower: string): PreparedTheme {
    const all = lower.match(this.settings.evidence ? THEME_WORD_RE : WORD_RE) ?? [];
    const words = all.filter((w) => !THEME_STOP_WORDS.has(w));
    const content = words.length > 0 ? words : all;
    const generic = content.filter((w) => this.heads.has(w));
    const specific = this.settings.evidence && generic.length < content.length ? content.filter((w) => !this.heads.has(w)) : content;
    const vectors = specific.map((w) => (this.settings.evidence ? themeWordVector(w, (p) => this.vector(p)) : this.vector(w))).filter((v): v is Float64Array => v !== undefined);
    if (vectors.length > 1) {
      // A phrase ("customer support") is expanded by its mean only: "customer" alone brings "account".
      const mean = new Float64Array(vectors[0].length);
      for (const v of vectors) for (let d = 0; d < mean.length; d++) mean[d] += v[d];
      const n = Math.sqrt(dot(mean, mean)) || 1;
      vectors.splice(0, vectors.length, mean.map((x) => x / n));
    }
    // Version 2026-12-04: a theme that names what is paid for ("delivery charges") takes the related words of its thing, not of price or billing.
    const paidFor = this.settings.paidFor === true && paidForTheme(content);
    const related = this.settings.relatedScore === undefined ? new Set<string>()
      : relatedWords(paidFor ? '' : lower, paidFor ? thingWords(specific) : specific, this.settings.evidence === true, this.settings.verbGroups === true, this.settings.noiseGroups === true, this.settings.everyday === true);
    const last = content[content.length - 1];
    const evidence = this.settings.evidence === true ? { head: content.length > 1 && this.heads.has(last) ? last : undefined, whole: isWholeTheme(lower) } : {};
    const thing = paidFor ? unitMean(thingWords(specific).map((w) => themeWordVector(w, (p) => this.vector(p))).filter((v): v is Float64Array => v !== undefined)) : undefined;
    const people = this.settings.peopleNouns ? { peopleHead: peopleHead(lower), ...(this.settings.everyday ? { timeHead: timeTheme(content) } : {}) } : {};
    return { words: content, stems: content.map(stem), joined: content.map((w) => w.replace(/-/gu, '')), vectors, broad: BROAD_THEMES.has(lower), related, ...evidence, ...(thing ? { thing, thingCosines: new Map<string, number>() } : {}), ...people };
  }

  /**
   * Infinity for a word variant or broad-theme noun; for a word that clears either bar (GloVe
   * cosine, encoder relevance), the sum of the two, which ranks the themes; else undefined.
   */
  private mentions(token: TaggedToken, stems: readonly [string, string], theme: PreparedTheme, relevance: number | undefined, sense?: number): number | undefined {
    if (!CONTENT_TAGS.has(token.pos)) return undefined;
    const lower = token.value.toLowerCase();
    const lemma = token.lemma;
    const generic = theme.words.length > 1 && (this.heads.has(lower) || this.heads.has(lemma));
    const named = (k: number) => (this.settings.evidence ? themeStemMatches(theme.stems[k], stems) : stemsMatch(theme.stems[k], stems[0]) || stemsMatch(theme.stems[k], stems[1]));
    const root = this.settings.activityRoots ? otherThingOfRoot(token, theme.words, named) : undefined;
    if (root !== undefined) return sameRootCosine(token, root, (w) => this.vector(w)) >= SAME_ROOT_COSINE ? Infinity : undefined;
    if (!generic && theme.stems.some((_, k) => named(k))) return Infinity;
    if (this.settings.relatedScore !== undefined && (theme.related.has(lower) || theme.related.has(lemma))) return this.settings.relatedScore;
    if (token.stop || THEME_STOP_WORDS.has(lower)) return undefined;
    if (this.settings.genericByNameOnly && (EMPTY_NOUNS.has(lower) || EMPTY_NOUNS.has(lemma))) return undefined;
    if (this.settings.evidence && isTimeOfDay(lower, lemma)) return undefined;
    const noun = NOUN_TAGS.has(token.pos);
    if (theme.broad) return noun && !EMPTY_NOUNS.has(lower) && !EMPTY_NOUNS.has(lemma) ? Infinity : undefined;
    if (!(this.settings.resemblanceTags ?? VECTOR_TAGS).has(token.pos)) return undefined;
    if (noun && theme.timeHead && this.timeThings.isThing(token)) return undefined; // version 2026-12-06 (extractions-everyday.ts)
    const cosine = this.rankedCosine(token, theme);
    const byVector = cosine >= (noun ? this.settings.nounCosine : this.settings.otherCosine);
    const byEncoder = relevance !== undefined && relevance >= this.settings.encoderRelevance;
    // Version 2026-12-02: the encoder must not say that a noun admitted by its vector alone is unrelated ("radio" is near "communication" in GloVe only).
    if (noun && byVector && !byEncoder && this.settings.gloveMinRelevance !== undefined && (relevance ?? -Infinity) < this.settings.gloveMinRelevance) return undefined;
    // Version 2026-12-05: likewise for a verb or adjective, read by the encoder as a word (extractions-sense.ts).
    if (!noun && byVector && !senseAgrees(token, sense, this.settings.senseRelevance)) return undefined;
    // Either signal admits the word; both together rank the themes it could belong to.
    return byVector || byEncoder ? Math.max(cosine, 0) + Math.max(relevance ?? 0, 0) : undefined;
  }

  /** Version 2026-11-28: how near a word is to a theme with no threshold applied (Infinity when named, undefined for words that never match). */
  private affinity(token: TaggedToken, stems: readonly [string, string], theme: PreparedTheme, relevance: number | undefined, sense?: number): number | undefined {
    const named = this.mentions(token, stems, theme, relevance, sense);
    if (named === Infinity || (named !== undefined && theme.related.size > 0 && named === this.settings.relatedScore)) return named;
    if (!VECTOR_TAGS.has(token.pos) || token.stop || THEME_STOP_WORDS.has(token.value.toLowerCase())) return named;
    const v = this.settings.affinityAsMentions ? undefined : this.vector(token.lemma) ?? this.vector(token.value.toLowerCase());
    const cosine = this.settings.affinityAsMentions ? this.rankedCosine(token, theme) : v === undefined ? -1 : Math.max(-1, ...theme.vectors.map((t) => dot(v, t)));
    return Math.max(named ?? -Infinity, Math.max(cosine, 0) + Math.max(relevance ?? 0, 0));
  }

  /**
   * Version 2026-12-04: the GloVe cosine of a word with the thing of a money theme ({@link PreparedTheme.thing}); -1 without a vector.
   * Kept per theme by the word and its lemma: the theme is prepared once for many requests.
   */
  private thingCosine(token: TaggedToken, theme: PreparedTheme): number {
    const key = `${token.value.toLowerCase()} ${token.lemma}`;
    const known = theme.thingCosines!.get(key);
    if (known !== undefined) return known;
    this.vectors ??= this.loadVectors();
    // The word as written or its lemma, whichever is nearer ("fries" 0.39 to "food", its lemma "fry" less).
    const cosine = Math.max(...[token.value.toLowerCase(), token.lemma].map((w) => {
      const rank = this.vectors!.rank(w);
      const v = rank !== undefined && rank >= this.settings.minRank ? this.vector(w) : undefined;
      return v === undefined ? -1 : dot(v, theme.thing!);
    }));
    if (theme.thingCosines!.size >= THING_COSINE_CACHE_SIZE) theme.thingCosines!.clear();
    theme.thingCosines!.set(key, cosine);
    return cosine;
  }

  /** The word's best GloVe cosine with the theme (lemma, then the word as written); -1 without a vector or among the `minRank` most frequent words. */
  private rankedCosine(token: TaggedToken, theme: PreparedTheme): number {
    this.vectors ??= this.loadVectors();
    const lower = token.value.toLowerCase();
    const rank = this.vectors.rank(token.lemma) ?? this.vectors.rank(lower);
    const v = rank !== undefined && rank >= this.settings.minRank ? this.vector(token.lemma) ?? this.vector(lower) : undefined;
    return v === undefined ? -1 : Math.max(-1, ...theme.vectors.map((t) => dot(v, t)));
  }

  /** Encoder relevance of each candidate word (nouns, adjectives) to each theme: word → per theme. */
  private async relevances(tagged: readonly TaggedToken[][], themes: readonly string[], texts: readonly string[] = [], encoded?: { words: Map<string, Float64Array> }): Promise<Map<string, number[]>> {
    const words = [...new Set(tagged.flat().filter((t) => ENCODER_TAGS.has(t.pos) && !t.stop && /\p{L}/u.test(t.value)).map((t) => t.lemma))];
    const live = themes.map((t) => t.trim()).filter((t) => t !== '');
    if (words.length === 0 || live.length === 0) return new Map();
    // Unit texts (version 2026-11-26) share the map: a one-word unit equal to a lemma has the same relevance.
    const known = new Set(words);
    for (const t of texts) if (!known.has(t)) known.add(t) && words.push(t);
    const vectors = (await this.encoder.embed([...WORD_ANCHORS, ...live, ...words])).map((v) => normalise(v));
    const anchors = vectors.slice(0, WORD_ANCHORS.length);
    const themeVectors = vectors.slice(WORD_ANCHORS.length, WORD_ANCHORS.length + live.length);
    let l = 0;
    const themeIndex = themes.map((t) => (t.trim() === '' ? -1 : l++));
    const out = new Map<string, number[]>();
    words.forEach((w, k) => {
      const v = vectors[WORD_ANCHORS.length + live.length + k];
      encoded?.words.set(w, v);
      const baseline = meanDot(v, anchors);
      out.set(w, themeIndex.map((i) => (i < 0 ? -1 : dot(v, themeVectors[i]) - baseline)));
    });
    return out;
  }

  /** Version 2026-12-05: the means of the anchor words of extractions-people.ts, in the encoder's space (embedded once) and in GloVe's. */
  private peopleAnchors?: Promise<{ encoder: Float64Array[]; glove: Float64Array[] }>;
  /** Version 2026-12-05: the encoder vectors of theme heads (bounded). */
  private readonly headVectors = new Map<string, Float64Array>();

  /** Version 2026-12-05: per theme head and per noun lemma, what it names: people, people at work, things (extractions-people.ts). */
  private async peopleReading(prepared: readonly (PreparedTheme | undefined)[], encoded: { words: Map<string, Float64Array> }) {
    this.peopleAnchors ??= this.encoder.embed([...PEOPLE_ANCHOR_WORDS]).then((vs) => ({
      encoder: anchorMeans(vs.map((v) => normalise(v))), glove: anchorMeans(PEOPLE_ANCHOR_WORDS.map((w) => this.vector(w))),
    }));
    const a = await this.peopleAnchors;
    const heads = prepared.map((p) => p?.peopleHead);
    const missing = [...new Set(heads.filter((h): h is string => h !== undefined && !this.headVectors.has(h)))];
    if (missing.length > 0) {
      if (this.headVectors.size > THEME_CACHE_SIZE) this.headVectors.clear();
      (await this.encoder.embed(missing)).forEach((v, k) => this.headVectors.set(missing[k], normalise(v)));
    }
    const read = (enc: Float64Array | undefined, lemma: string) => (enc === undefined ? undefined : readPerson(enc, this.vector(lemma), a.encoder, a.glove));
    const known = new Map<string, PeopleReading | undefined>();
    const word = (t: TaggedToken) => {
      if (!known.has(t.lemma)) known.set(t.lemma, read(encoded.words.get(t.lemma), t.lemma));
      return known.get(t.lemma);
    };
    return { themes: heads.map((h) => (h === undefined ? undefined : read(this.headVectors.get(h), h))), word };
  }

  async extract(inputs: readonly string[], themes: readonly string[]): Promise<string[][][]> {
    const prepared = themes.map((t) => (t.trim() === '' ? undefined : this.prepare(t)));
    const tagged = inputs.map((text) => (text.trim() === '' ? [] : tagInput(text, this.settings.evidence === true, this.settings.hyphenNumbers === true, this.settings.whoseTimes === true)));
    const unitsOf = inputs.map((text, n) => (text.trim() === '' ? [] : this.settings.mentionSpans ? cutAtClauseConjunctions(tagged[n], opinionUnits(text, this.settings.amounts === true), this.settings.everyday === true, this.settings.hyphenNumbers === true) : opinionUnits(text, this.settings.amounts === true)))
      .map((units, n) => (this.settings.evidence ? joinRelativeClauses(inputs[n], units) : units)).map((units, n) => (this.settings.everyday ? joinPredicates(inputs[n], tagged[n], units, this.settings.verdicts, this.settings.whoseTimes) : units));
    const unitText = (n: number, u: Unit) => { const r = trimSpan(inputs[n], u.start, u.end); return inputs[n].slice(r.start, r.end); };
    const withUnits = this.settings.unitWeight !== undefined;
    // Version 2026-12-05: verbs and adjectives near a theme by vector are read by the encoder too (extractions-sense.ts).
    const senseBar = this.settings.senseRelevance;
    const sensed = senseBar === undefined ? [] : senseWords(tagged, (t) => prepared.some((p) => p !== undefined && this.rankedCosine(t, p) >= this.settings.otherCosine));
    const encoded = this.settings.peopleNouns ? { words: new Map<string, Float64Array>() } : undefined;
    const relevance = await this.relevances(tagged, themes, [...(withUnits ? unitsOf.flatMap((us, n) => us.map((u) => unitText(n, u))) : []), ...sensed], encoded);
    // Version 2026-12-05: how much each noun and each theme names people rather than things (extractions-people.ts).
    const people = encoded ? ((r) => (this.settings.groupHeads ? groupHeads(r, personTheme, { person: PERSON_BAR, work: THEME_WORK_BAR }, prepared.map((p) => p?.peopleHead)) : r))(personAgentHeads(agentHeads(await this.peopleReading(prepared, encoded), this.settings.agentHeads === true ? prepared.map((p) => p?.peopleHead) : [], (w) => this.vector(w) !== undefined, personTheme, { person: PERSON_BAR, work: THEME_WORK_BAR }, this.settings.agentHeads === true ? spokenOfAsSomeone(tagged) : undefined, this.settings.agentRoles === true), this.settings.personAgents === true ? prepared.map((p) => p?.peopleHead) : [], (w) => this.vector(w) !== undefined, personTheme, { person: PERSON_BAR, work: THEME_WORK_BAR })) : undefined; // Mended before release, version 2026-12-11: a trade noun's theme, too rare for a word vector or spoken of as someone, reads as people (extractions-mends-2026-12-11.ts).
    const senseOf = (t: TaggedToken, j: number) => (senseBar === undefined || NOUN_TAGS.has(t.pos) ? undefined : relevance.get(t.lemma)?.[j]);
    // Version 2026-11-30: encoder relevance only for the words it was computed for (another text's noun "order" is not this text's verb "order").
    const money = this.moneyThemes ? await this.moneyThemes.of(themes) : undefined;
    // Version 2026-12-04: a theme made of money words, or of one and the thing paid for ("delivery charges"), is about money whatever
    // the encoder says (it rates "delivery charges" below the bar); it then ranks as the least of the money themes.
    const moneyOf = (money ?? []).map((r, j) => r ?? (this.settings.paidFor && prepared[j] !== undefined && (paidForTheme(prepared[j]!.words) || genericMoneyTheme(prepared[j]!.words)) ? MONEY_THEME_RELEVANCE : undefined));
    const wordRelevance = (t: TaggedToken, j: number) => (this.settings.evidence && !ENCODER_TAGS.has(t.pos) ? undefined : relevance.get(t.lemma)?.[j]);
    return inputs.map((text, n) => {
      if (text.trim() === '') return themes.map(() => []);
      const tokens = tagged[n];
      const units = unitsOf[n];
      // Per token, its match with each theme, then the best vector match over the themes.
      const tokenStems = tokens.map((t) => [stem(t.value), stem(t.lemma)] as const);
      const scores = prepared.map((theme, j) => tokens.map((t, i) => (theme === undefined ? undefined : this.mentions(t, tokenStems[i], theme, wordRelevance(t, j), senseOf(t, j)))));
      // Version 2026-12-05: a verb in any form with its particle names a theme word written whole ("picked up" for "pickup").
      if (this.settings.verbParticles) prepared.forEach((theme, j) => theme && verbParticleNames(tokens, theme.joined).forEach((i) => (scores[j][i] = Infinity)));
      // Version 2026-12-05: a definite noun for someone who works there mentions the theme that names such people (extractions-people.ts).
      const own = this.settings.arrivals ? scores.map((row) => [...row]) : undefined;
      if (people) applyPeopleNouns(tokens, units, people.themes, people.word, scores, this.settings.relatedScore ?? 2, this.settings.wholePhrases ? peopleNounThemes(prepared.map((p) => p?.words)) : undefined);
      // Version 2026-12-06: names of people, and themes told by everyday phrases (extractions-everyday.ts); version 2026-12-15: then times of day or week, being on time (extractions-2026-12-15.ts).
      if (people && this.settings.everyday) { applyNames(tokens, people.themes, prepared.map((p) => p?.words), people.word, scores, this.settings.arrivals === true, own, this.settings.wholePhrases === true, this.settings.nameBar, this.settings.nameSubjects ? (w) => this.vector(w) : undefined); ownNames(tokens, scores, (people as { group?: number }).group); } // Mended before release, version 2026-12-12: the writer's own people are no group at work's.
      const timed = new Set([...(this.settings.everyday ? applyEveryday(tokens, prepared, scores, this.settings.relatedScore ?? 2, this.settings.arrivals === true, this.settings.arrivals ? people?.word : undefined) : []), ...applyTimeReadings(tokens, prepared, scores, this.settings, people)]
        .map(([j, i]) => j * tokens.length + i));
      // Version 2026-12-08: harm for damage, no arrival for a time to answer, no one else's wait (extractions-mends.ts).
      // Mended before release: a thing harmed is no person ("The receptionist snapped at me").
      // Version 2026-12-09: more harm, the damage theme's outright, in the same pass (extractions-mends-2026-12-09.ts).
      const person = (t: TaggedToken) => (people?.word(t)?.person ?? -Infinity) >= PERSON_BAR;
      if (this.settings.wholePhrases) applyMends(tokens, prepared, scores, this.settings.relatedScore ?? 2, person, this.settings.ownSpans ? harm20261209(tokens, person) : undefined);
      if (this.settings.evidence) applyEvidence(tokens, prepared, scores, this.settings.relatedScore ?? 2, stem);
      const sentences = this.settings.paidFor ? splitSentences(text) : undefined;
      // Version 2026-12-04: the amounts and clause tokens both money rules read, read once.
      const reading = money && this.settings.paidFor ? new AmountReading(tokens, true) : undefined;
      if (money && this.settings.paidFor) applyPaidFor(tokens, units, sentences!, prepared.map((p, j) => (p === undefined ? undefined : { paidFor: paidForTheme(p.words), money: moneyOf[j] !== undefined, generic: genericMoneyTheme(p.words), words: p.words })), scores, this.settings.relatedScore ?? 2,
        (i, j) => prepared[j]?.thing !== undefined && this.thingCosine(tokens[i], prepared[j]!) >= THING_COSINE, reading, (j, i) => timed.has(j * tokens.length + i));
      if (money && this.settings.ownedAmounts) applyOwnedAmounts(tokens, units, moneyOf.map((relevance, j) => ({ relevance, generic: genericMoneyTheme(prepared[j]?.words ?? []) })), scores, this.settings.relatedScore ?? 2, { paidFor: this.settings.paidFor, sentences, reading });
      else if (money) applyAmounts(tokens, money, scores, this.settings.relatedScore ?? 2);
      // Version 2026-12-09: money paid by someone else for what is theirs, or for a thing beside the service, is no money theme's.
      if (money && this.settings.ownSpans) othersMoney20261209(tokens, moneyOf.map((r) => r !== undefined), scores, prepared);
      if (this.settings.othersPayment) othersPayment(tokens, scores, this.settings.relatedScore ?? 2, moneyOf.map((r) => r !== undefined), this.settings.paymentStands ? prepared.map((p) => p !== undefined && !p.broad) : undefined); // Version 2026-12-12: who else paid is no feedback (extractions-mends-2026-12-12.ts).
      if (withUnits) weighByUnit(tokens, units, scores, (u) => relevance.get(unitText(n, u)), this.settings);
      // A word that names one theme outright ("food") is not a vector match of another ("drinks").
      const best = tokens.map((_, i) => Math.max(-1, ...scores.map((row) => row[i] ?? -1)));
      const hits = prepared.map((theme, j) => tokens.map((_, i) => {
        const s = scores[j][i];
        return theme !== undefined && s !== undefined && (s === Infinity || s >= best[i] - COMPETITION_MARGIN);
      }));
      if (this.settings.specificity !== undefined && prepared.length > 1) {
        const unitRel = tokenUnitRelevance(tokens, units, (u) => relevance.get(unitText(n, u)));
        const w = this.settings.unitWeight ?? 0;
        // Only words with a match that could be dropped need their affinity to every theme.
        const contested = tokens.map((_, i) => hits.some((row, j) => row[i] && scores[j][i] !== Infinity));
        const affinities = prepared.map((theme, j) => tokens.map((t, i) => {
          const a = theme === undefined || !contested[i] ? undefined : theme.whole ? scores[j][i] : this.affinity(t, tokenStems[i], theme, wordRelevance(t, j), senseOf(t, j));
          return a === undefined || a === Infinity ? a : a + w * (unitRel[i]?.[j] ?? 0);
        }));
        hits.splice(0, hits.length, ...keepSpecificHits(hits, scores, affinities, this.settings.specificity));
      }
      const relatedBar = this.settings.relatedScore ?? 2;
      if (this.settings.headsAndChains) narrowLikeness(tokens, tokenStems, prepared, hits, scores, (w) => this.vector(w)); // Version 2026-12-18: a theme's modifier before another noun, a name, no likeness (extractions-likeness-2026-12-18.ts).
      if (this.settings.compoundHeads) { // Version 2026-12-19: a person-headed or possessive compound theme not by its modifier's thing alone (extractions-compound-heads-2026-12-19.ts).
        dropModifierThings(tokens, tokenStems, prepared, hits, scores, { related: relatedBar, personHead: (j) => (people?.themes[j]?.person ?? -Infinity) >= PERSON_BAR, person }, (w) => this.vector(w));
      }
      if (this.settings.verbsYieldToSubject) {
        const related = (j: number, i: number) => prepared[j]?.related.has(tokens[i].value.toLowerCase()) === true || prepared[j]?.related.has(tokens[i].lemma) === true;
        hits.splice(0, hits.length, ...verbsYieldToSubjects(tokens, units, hits, (j, i) => scores[j][i] === Infinity, related, this.settings.headsAndChains));
        if (this.settings.predicateNouns) { // Version 2026-12-19: a noun's likeness after the verb yields to the clause's subject (extractions-predicate-nouns-2026-12-19.ts).
          const likeness = (j: number, i: number) => !related(j, i) && (scores[j][i] ?? Infinity) < relatedBar;
          hits.splice(0, hits.length, ...predicateNounsYield(tokens, units, hits, likeness));
        }
      }
      if (this.settings.writerAsides !== undefined) dropWriterAsides(text, tokens, scores, hits, this.settings.writerAsides, this.settings.plainAsides); // Version 2026-12-10, mended before release: the writer's asides (extractions-mends-2026-12-10.ts); 2026-12-13, a higher bar where the sentence gives no opinion (plainAsides).
      if (this.settings.rangeOwners) {
        const placed = prepared.map((theme, j) => (theme === undefined ? [] : mentionRanges(text, tokens, units, this.mentionStarts(tokens, theme, hits[j]), MAX_SPAN_WORDS, this.settings.joinInUnit === true, this.settings.subordinateCuts === true, this.settings.leadingWindow === true, this.settings.everyday === true, this.settings.wholePhrases === true)));
        const mended = this.settings.ownSpans ? mendRanges(text, tokens, this.settings.whoseTimes ? clauseRanges(text, tokens, placed) : placed, hits, this.settings.hyphenNumbers === true) : placed; // Version 2026-12-09: one span per mention, two themes' clauses apart, no span stopped in a relative clause; 2026-12-17, no verbless fragment (extractions-bare-spans-2026-12-17.ts).
        const ranges = laterRanges(text, tokens, mended, hits, this.settings); // Version 2026-12-10: a span stopped before a phrase set off by commas runs on (a whole theme takes sentences of no theme, below); 2026-12-18, verb phrases of one subject apart (extractions-own-parts-2026-12-18.ts).
        const spans = ranges.map((list) => list.map((r) => text.slice(r.start, r.end)));
        const nouns = this.settings.nounOwners ? subjectNouns(tokens, units) : undefined;
        const kept = yieldToNamed(text, tokens, keepSpansWithOwners(text, tokens, spans, scores, hits, this.settings.spanMargin ?? Infinity, ranges, nouns), ranges, scores, hits, this.settings.namedOwners ? this.settings.relatedScore ?? 2 : undefined); // Version 2026-12-11: a likeness modifying a noun that names another theme yields to it (extractions-mends-2026-12-11.ts).
        return this.settings.wholeThemes ? addWholeSentences(text, tokens, kept, themes, (w) => this.vector(w)) : kept;
      }
      const spans = prepared.map((theme, j) => (theme === undefined ? [] : this.spans(text, tokens, units, theme, hits[j])));
      return this.settings.spanMargin === undefined ? spans : keepSpansWithOwners(text, tokens, spans, scores, hits, this.settings.spanMargin);
    });
  }

  /** Version 2026-11-28: the token indices where the theme's mentions start (a run of adjacent mention words, or a theme word written as two tokens, is one mention). */
  private mentionStarts(tokens: readonly TaggedToken[], theme: PreparedTheme, hits: readonly boolean[]): number[] {
    const starts: number[] = [];
    let previous = -2;
    tokens.forEach((token, i) => {
      if (!spellsThemeWord(token.value, tokens[i + 1], theme.joined) && !hits[i]) return;
      if (i !== previous + 1) starts.push(i);
      previous = i;
    });
    return starts;
  }

  private spans(text: string, tokens: readonly TaggedToken[], units: readonly Unit[], theme: PreparedTheme, hits: readonly boolean[]): string[] {
    const out: string[] = [];
    const starts: number[] = [];
    let previous = -2;
    tokens.forEach((token, i) => {
      if (!spellsThemeWord(token.value, tokens[i + 1], theme.joined) && !hits[i]) return;
      const adjacent = i === previous + 1;
      previous = i;
      if (adjacent) return; // part of the mention already placed ("customer support")
      starts.push(i);
      if (this.settings.mentionSpans) return;
      const span = spanFor(text, tokens, units, i);
      if (span !== '' && !out.includes(span)) out.push(span);
    });
    return this.settings.mentionSpans ? mentionSpans(text, tokens, units, starts, MAX_SPAN_WORDS) : out;
  }
}
