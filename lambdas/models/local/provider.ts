import type { MatrixProduct } from '../../core/similarity/matrix-product.js';
import type { ExtractionsModel, ModelProvider, SentimentModel, SummaryModel, TextEncoder, ThemesModel } from '../../core/ports/models.js';
import { ExtractiveSummaryModel } from '../../operations/extractive-summaries.js';
import { LOCAL_EMBEDDINGS_V2, LOCAL_SIMILARITY_V3, LOCAL_V1 } from './catalog.js';
import { OnnxMatrixProduct } from './onnx-matrix-product.js';
import { UseLiteEncoder } from './use-encoder.js';
import { CombinedEncoder } from './use-encoder-combined.js';
import { LexiconSentimentModel } from './sentiment-lexicon.js';
import { LocalThemesModel, THEMES_V2_SETTINGS, THEMES_V3_SETTINGS, THEMES_V4_SETTINGS, THEMES_V5_SETTINGS, THEMES_V6_SETTINGS, THEMES_V7_SETTINGS, THEMES_V8_SETTINGS, THEMES_V9_SETTINGS, THEMES_V10_SETTINGS, THEMES_V11_SETTINGS, THEMES_V12_SETTINGS, THEMES_V13_SETTINGS, THEMES_V14_SETTINGS, THEMES_V15_SETTINGS, THEMES_V16_SETTINGS, THEMES_V17_SETTINGS, THEMES_V18_SETTINGS, THEMES_V19_SETTINGS, THEMES_V20_SETTINGS, THEMES_V21_SETTINGS, THEMES_V22_SETTINGS, THEMES_V23_SETTINGS, THEMES_V24_SETTINGS, THEMES_V25_SETTINGS, THEMES_V26_SETTINGS, THEMES_V27_SETTINGS, THEMES_V28_SETTINGS, THEMES_V30_SETTINGS } from './themes-local.js';
import { THEMES_V32_SETTINGS, THEMES_V33_SETTINGS } from './themes-settings-wishes.js';
import { THEMES_V34_SETTINGS } from './themes-settings-fixed.js';
import { THEMES_V35_SETTINGS } from './themes-settings-fragments.js';
import { THEMES_V36_SETTINGS } from './themes-settings-kinds.js';
import { THEMES_V37_SETTINGS } from './themes-settings-phrases.js';
import { THEMES_V38_SETTINGS } from './themes-settings-polarity.js';
import { THEMES_V39_SETTINGS } from './themes-settings-praise.js';
import { THEMES_V40_SETTINGS, THEMES_V41_SETTINGS } from './themes-settings-non-answers.js';
import { LocalExtractionsModel } from './extractions-local.js';
import { LearnedExtractionsModel } from './extractions-learned.js';
import { EXTRACTION_WEIGHTS_2026_11_22 } from './extractions-weights.js';
import { TrainedSentimentModel, TrainedSentimentNetwork } from './sentiment-classifier.js';
import { SENTIMENT_WEIGHTS_2026_11_22, SENTIMENT_WEIGHTS_2026_11_23 } from './sentiment-weights.js';
import { EXTRACTIONS_V2, EXTRACTIONS_V3, EXTRACTIONS_V4, EXTRACTIONS_V5, EXTRACTIONS_V6, EXTRACTIONS_V7, EXTRACTIONS_V8, EXTRACTIONS_V9, EXTRACTIONS_V10, EXTRACTIONS_V11, EXTRACTIONS_V12, EXTRACTIONS_V13, EXTRACTIONS_V14, EXTRACTIONS_V15, EXTRACTIONS_V16, EXTRACTIONS_V17, EXTRACTIONS_V18, EXTRACTIONS_V19, EXTRACTIONS_V20, EXTRACTIONS_V21, EXTRACTIONS_V22, EXTRACTIONS_V23, EXTRACTIONS_V24, EXTRACTIONS_V25, EXTRACTIONS_V26, EXTRACTIONS_V27, SENTIMENT_V2, SENTIMENT_V3, SENTIMENT_V4, SENTIMENT_V5, SENTIMENT_V6, SENTIMENT_V7, SENTIMENT_V8, SENTIMENT_V9, SENTIMENT_V10, SENTIMENT_V11, SENTIMENT_V12, SENTIMENT_V13, SENTIMENT_V14, SENTIMENT_V15, SENTIMENT_V16, SENTIMENT_V17, SENTIMENT_V18, SENTIMENT_V19, SENTIMENT_V20, SENTIMENT_V21, SENTIMENT_V22, THEMES_V3, THEMES_V4, THEMES_V5, THEMES_V6, THEMES_V7, THEMES_V8, THEMES_V9, THEMES_V10, THEMES_V11, THEMES_V12, THEMES_V13, THEMES_V14, THEMES_V15, THEMES_V16, THEMES_V17, THEMES_V18, THEMES_V19, THEMES_V20, THEMES_V21, THEMES_V22, THEMES_V23, THEMES_V24, THEMES_V25, THEMES_V26, THEMES_V27, THEMES_V28, THEMES_V30 } from './trained-model-versions.js';
import { THEMES_V32, THEMES_V33, THEMES_V35 } from './trained-model-versions.js';
import { THEMES_V34, THEMES_V36, THEMES_V37, THEMES_V38, THEMES_V39, THEMES_V40, THEMES_V41 } from './trained-model-versions.js';
import { CueSentimentModel } from './sentiment-cue-model.js';
import { BlendedSentimentModel } from './sentiment-blend-model.js';
import { decide20261202 } from './sentiment-decision-2026-12-02.js';
import { decide20261203 } from './sentiment-decision-2026-12-03.js';
import { decide20261204 } from './sentiment-decision-2026-12-04.js';
import { DECISION_SETTINGS_2026_12_05, decide20261205, find20261205 } from './sentiment-decision-2026-12-05.js';
import { decide20261206, find20261206, type Found20261206 } from './sentiment-decision-2026-12-06.js';
import { decide20261207, find20261207 } from './sentiment-decision-2026-12-07.js';
import { decide20261208, find20261208 } from './sentiment-decision-2026-12-08.js';
import { decide20261209, find20261209 } from './sentiment-decision-2026-12-09.js';
import { decide20261210, find20261210 } from './sentiment-decision-2026-12-10.js';
import { decide20261211, find20261211 } from './sentiment-decision-2026-12-11.js';
import { decide20261212, find20261212 } from './sentiment-decision-2026-12-12.js';
import { decide20261213, find20261213 } from './sentiment-decision-2026-12-13.js';
import type { FoundPieces } from './sentiment-pieces-2026-12-05.js';
import { SENTIMENT_WEIGHTS_2026_11_25, SENTIMENT_WEIGHTS_2026_11_27, SENTIMENT_WEIGHTS_2026_11_30 } from './sentiment-weights.js';
import { SPAN_SETTINGS_2026_11_26, SPAN_SETTINGS_2026_11_27, SPAN_SETTINGS_2026_11_28, SPAN_SETTINGS_2026_11_29, SPAN_SETTINGS_2026_11_30, SPAN_SETTINGS_2026_12_01, SPAN_SETTINGS_2026_12_02, SPAN_SETTINGS_2026_12_03, SPAN_SETTINGS_2026_12_04, SPAN_SETTINGS_2026_12_05, SPAN_SETTINGS_2026_12_06, SPAN_SETTINGS_2026_12_07, SPAN_SETTINGS_2026_12_08, SPAN_SETTINGS_2026_12_09, SPAN_SETTINGS_2026_12_10, SPAN_SETTINGS_2026_12_11, SPAN_SETTINGS_2026_12_12, SPAN_SETTINGS_2026_12_13, SPAN_SETTINGS_2026_12_14, SPAN_SETTINGS_2026_12_15, SPAN_SETTINGS_2026_12_16, SPAN_SETTINGS_2026_12_17, SPAN_SETTINGS_2026_12_18, SPAN_SETTINGS_2026_12_19, ThemeSpanExtractionsModel } from './extractions-spans.js';
import { WordVectors } from './word-vectors.js';
import { TermEncoder } from './term-encoder.js';

function pick<T>(table: Record<string, () => T>, version: string, operation: string): T {
  const make = table[version];
  if (!make) throw new Error(`no local ${operation} model for version ${version}`);
  return make();
}

/** The encoder's vectors, compared by a matrix-product engine. */
function withProduct(encoder: TextEncoder, product: MatrixProduct): TextEncoder {
  return { dimension: encoder.dimension, product, embed: (texts) => encoder.embed(texts) };
}

/** The embedded models, built lazily, one instance per version per thread. */
export class LocalModelProvider implements ModelProvider {
  private readonly use = new UseLiteEncoder();
  private readonly sentimentV1 = new LexiconSentimentModel();
  private readonly combined = new CombinedEncoder(this.use);
  private readonly themesV1 = new LocalThemesModel(this.use);
  private readonly themesV2 = new LocalThemesModel(this.combined, THEMES_V2_SETTINGS);
  private readonly themesV3 = new LocalThemesModel(this.combined, THEMES_V3_SETTINGS);
  private readonly themesV4 = new LocalThemesModel(this.combined, THEMES_V4_SETTINGS);
  private readonly themesV5 = new LocalThemesModel(this.combined, THEMES_V5_SETTINGS);
  private readonly themesV6 = new LocalThemesModel(this.combined, THEMES_V6_SETTINGS);
  private readonly themesV7 = new LocalThemesModel(this.combined, THEMES_V7_SETTINGS);
  private readonly themesV8 = new LocalThemesModel(this.combined, THEMES_V8_SETTINGS, () => this.loadWordVectors());
  private readonly themesV9 = new LocalThemesModel(this.combined, THEMES_V9_SETTINGS, () => this.loadWordVectors());
  private readonly themesV10 = new LocalThemesModel(this.combined, THEMES_V10_SETTINGS, () => this.loadWordVectors());
  private readonly themesV11 = new LocalThemesModel(this.combined, THEMES_V11_SETTINGS, () => this.loadWordVectors());
  private readonly themesV12 = new LocalThemesModel(this.combined, THEMES_V12_SETTINGS, () => this.loadWordVectors());
  private readonly themesV13 = new LocalThemesModel(this.combined, THEMES_V13_SETTINGS, () => this.loadWordVectors());
  private readonly themesV14 = new LocalThemesModel(this.combined, THEMES_V14_SETTINGS, () => this.loadWordVectors());
  private readonly themesV15 = new LocalThemesModel(this.combined, THEMES_V15_SETTINGS, () => this.loadWordVectors());
  private readonly themesV16 = new LocalThemesModel(this.combined, THEMES_V16_SETTINGS, () => this.loadWordVectors());
  private readonly themesV17 = new LocalThemesModel(this.combined, THEMES_V17_SETTINGS, () => this.loadWordVectors());
  private readonly themesV18 = new LocalThemesModel(this.combined, THEMES_V18_SETTINGS, () => this.loadWordVectors());
  private readonly themesV19 = new LocalThemesModel(this.combined, THEMES_V19_SETTINGS, () => this.loadWordVectors());
  private readonly themesV20 = new LocalThemesModel(this.combined, THEMES_V20_SETTINGS, () => this.loadWordVectors());
  private readonly themesV21 = new LocalThemesModel(this.combined, THEMES_V21_SETTINGS, () => this.loadWordVectors());
  private readonly themesV22 = new LocalThemesModel(this.combined, THEMES_V22_SETTINGS, () => this.loadWordVectors());
  private readonly themesV23 = new LocalThemesModel(this.combined, THEMES_V23_SETTINGS, () => this.loadWordVectors());
  private readonly themesV24 = new LocalThemesModel(this.combined, THEMES_V24_SETTINGS, () => this.loadWordVectors());
  private readonly themesV25 = new LocalThemesModel(this.combined, THEMES_V25_SETTINGS, () => this.loadWordVectors());
  private readonly themesV26 = new LocalThemesModel(this.combined, THEMES_V26_SETTINGS, () => this.loadWordVectors());
  private readonly themesV27 = new LocalThemesModel(this.combined, THEMES_V27_SETTINGS, () => this.loadWordVectors());
  private readonly themesV28 = new LocalThemesModel(this.combined, THEMES_V28_SETTINGS, () => this.loadWordVectors());
  private readonly themesV30 = new LocalThemesModel(this.combined, THEMES_V30_SETTINGS, () => this.loadWordVectors());
  private readonly themesV32 = new LocalThemesModel(this.combined, THEMES_V32_SETTINGS, () => this.loadWordVectors());
  private readonly themesV33 = new LocalThemesModel(this.combined, THEMES_V33_SETTINGS, () => this.loadWordVectors());
  private readonly themesV34 = new LocalThemesModel(this.combined, THEMES_V34_SETTINGS, () => this.loadWordVectors());
  private readonly themesV35 = new LocalThemesModel(this.combined, THEMES_V35_SETTINGS, () => this.loadWordVectors());
  private readonly themesV36 = new LocalThemesModel(this.combined, THEMES_V36_SETTINGS, () => this.loadWordVectors());
  private readonly themesV37 = new LocalThemesModel(this.combined, THEMES_V37_SETTINGS, () => this.loadWordVectors());
  private readonly themesV38 = new LocalThemesModel(this.combined, THEMES_V38_SETTINGS, () => this.loadWordVectors());
  private readonly themesV39 = new LocalThemesModel(this.combined, THEMES_V39_SETTINGS, () => this.loadWordVectors());
  private readonly themesV40 = new LocalThemesModel(this.combined, THEMES_V40_SETTINGS, () => this.loadWordVectors());
  private readonly themesV41 = new LocalThemesModel(this.combined, THEMES_V41_SETTINGS, () => this.loadWordVectors());
  private readonly extractionsV1 = new LocalExtractionsModel(this.use);
  private readonly sentimentV2 = new TrainedSentimentModel(this.use, SENTIMENT_WEIGHTS_2026_11_22);
  private readonly sentimentV3 = new TrainedSentimentNetwork(this.use, SENTIMENT_WEIGHTS_2026_11_23);
  private readonly extractionsV2 = new LearnedExtractionsModel(this.use, EXTRACTION_WEIGHTS_2026_11_22);
  private sentimentV4?: CueSentimentModel;
  private sentimentV5?: CueSentimentModel;
  private sentimentV6?: CueSentimentModel;
  private sentimentV7?: CueSentimentModel;
  private sentimentV8?: CueSentimentModel;
  private sentimentV9?: CueSentimentModel;
  private sentimentV10?: BlendedSentimentModel;
  private sentimentV11?: BlendedSentimentModel;
  private sentimentV12?: BlendedSentimentModel;
  private sentimentV13?: BlendedSentimentModel;
  private sentimentV14?: BlendedSentimentModel<FoundPieces | undefined>;
  private sentimentV15?: BlendedSentimentModel<Found20261206 | undefined>;
  private sentimentV16?: BlendedSentimentModel<Found20261206 | undefined>;
  private sentimentV17?: BlendedSentimentModel<Found20261206 | undefined>;
  private sentimentV18?: BlendedSentimentModel<Found20261206 | undefined>;
  private sentimentV19?: BlendedSentimentModel<Found20261206 | undefined>;
  private sentimentV20?: BlendedSentimentModel<Found20261206 | undefined>;
  private sentimentV21?: BlendedSentimentModel<Found20261206 | undefined>;
  private sentimentV22?: BlendedSentimentModel<Found20261206 | undefined>;
  private extractionsV3?: ThemeSpanExtractionsModel;
  private extractionsV4?: ThemeSpanExtractionsModel;
  private extractionsV5?: ThemeSpanExtractionsModel;
  private extractionsV6?: ThemeSpanExtractionsModel;
  private extractionsV7?: ThemeSpanExtractionsModel;
  private extractionsV8?: ThemeSpanExtractionsModel;
  private extractionsV9?: ThemeSpanExtractionsModel;
  private extractionsV10?: ThemeSpanExtractionsModel;
  private extractionsV11?: ThemeSpanExtractionsModel;
  private extractionsV12?: ThemeSpanExtractionsModel;
  private extractionsV13?: ThemeSpanExtractionsModel;
  private extractionsV14?: ThemeSpanExtractionsModel;
  private extractionsV15?: ThemeSpanExtractionsModel;
  private extractionsV16?: ThemeSpanExtractionsModel;
  private extractionsV17?: ThemeSpanExtractionsModel;
  private extractionsV18?: ThemeSpanExtractionsModel;
  private extractionsV19?: ThemeSpanExtractionsModel;
  private extractionsV20?: ThemeSpanExtractionsModel;
  private extractionsV21?: ThemeSpanExtractionsModel;
  private extractionsV22?: ThemeSpanExtractionsModel;
  private extractionsV23?: ThemeSpanExtractionsModel;
  private extractionsV24?: ThemeSpanExtractionsModel;
  private extractionsV25?: ThemeSpanExtractionsModel;
  private extractionsV26?: ThemeSpanExtractionsModel;
  private extractionsV27?: ThemeSpanExtractionsModel;
  private wordVectors?: WordVectors;
  private readonly loadWordVectors = () => (this.wordVectors ??= WordVectors.load());

  private similarityV3: TextEncoder | undefined;

  encoder(operation: 'embeddings' | 'similarity', version: string): TextEncoder {
    const table: Record<string, () => TextEncoder> = { [LOCAL_V1]: () => this.use, [LOCAL_EMBEDDINGS_V2]: () => this.combined };
    if (operation === 'similarity') table[LOCAL_SIMILARITY_V3] = () => (this.similarityV3 ??= withProduct(this.combined, new OnnxMatrixProduct()));
    return pick<TextEncoder>(table, version, operation);
  }

  sentiment(version: string): SentimentModel {
    return pick<SentimentModel>({ [LOCAL_V1]: () => this.sentimentV1, [SENTIMENT_V2]: () => this.sentimentV2, [SENTIMENT_V3]: () => this.sentimentV3,
      [SENTIMENT_V4]: () => (this.sentimentV4 ??= new CueSentimentModel(this.use, SENTIMENT_WEIGHTS_2026_11_25)),
      [SENTIMENT_V5]: () => (this.sentimentV5 ??= new CueSentimentModel(this.use, SENTIMENT_WEIGHTS_2026_11_25, 'contrast')),
      [SENTIMENT_V6]: () => (this.sentimentV6 ??= new CueSentimentModel(this.use, SENTIMENT_WEIGHTS_2026_11_27, 'evidence')),
      [SENTIMENT_V7]: () => (this.sentimentV7 ??= new CueSentimentModel(this.use, SENTIMENT_WEIGHTS_2026_11_27, 'fact')),
      [SENTIMENT_V8]: () => (this.sentimentV8 ??= new CueSentimentModel(this.use, SENTIMENT_WEIGHTS_2026_11_27, 'sides')),
      [SENTIMENT_V9]: () => (this.sentimentV9 ??= new CueSentimentModel(this.use, SENTIMENT_WEIGHTS_2026_11_30, 'sides-2026-11-30')),
      [SENTIMENT_V10]: () => (this.sentimentV10 ??= new BlendedSentimentModel(this.use)),
      [SENTIMENT_V11]: () => (this.sentimentV11 ??= new BlendedSentimentModel(this.use, decide20261202)),
      [SENTIMENT_V12]: () => (this.sentimentV12 ??= new BlendedSentimentModel(this.use, decide20261203)),
      [SENTIMENT_V13]: () => (this.sentimentV13 ??= new BlendedSentimentModel(this.use, decide20261204)),
      [SENTIMENT_V14]: () => (this.sentimentV14 ??= new BlendedSentimentModel(this.use, { find: find20261205, decide: (t, p, c, judged, found) => decide20261205(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })),
      [SENTIMENT_V15]: () => (this.sentimentV15 ??= new BlendedSentimentModel(this.use, { find: find20261206, decide: (t, p, c, judged, found) => decide20261206(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })),
      [SENTIMENT_V16]: () => (this.sentimentV16 ??= new BlendedSentimentModel(this.use, { find: find20261207, decide: (t, p, c, judged, found) => decide20261207(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })),
      [SENTIMENT_V17]: () => (this.sentimentV17 ??= new BlendedSentimentModel(this.use, { find: find20261208, decide: (t, p, c, judged, found) => decide20261208(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })),
      [SENTIMENT_V18]: () => (this.sentimentV18 ??= new BlendedSentimentModel(this.use, { find: find20261209, decide: (t, p, c, judged, found) => decide20261209(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })),
      [SENTIMENT_V19]: () => (this.sentimentV19 ??= new BlendedSentimentModel(this.use, { find: find20261210, decide: (t, p, c, judged, found) => decide20261210(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })),
      [SENTIMENT_V20]: () => (this.sentimentV20 ??= new BlendedSentimentModel(this.use, { find: find20261211, decide: (t, p, c, judged, found) => decide20261211(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })),
      [SENTIMENT_V21]: () => (this.sentimentV21 ??= new BlendedSentimentModel(this.use, { find: find20261212, decide: (t, p, c, judged, found) => decide20261212(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })),
      [SENTIMENT_V22]: () => (this.sentimentV22 ??= new BlendedSentimentModel(this.use, { find: find20261213, decide: (t, p, c, judged, found) => decide20261213(t, p, c, judged, DECISION_SETTINGS_2026_12_05, found) })) }, version, 'sentiment');
  }

  themes(version: string): ThemesModel {
    return pick({ [LOCAL_V1]: () => this.themesV1, [LOCAL_EMBEDDINGS_V2]: () => this.themesV2, [THEMES_V3]: () => this.themesV3, [THEMES_V4]: () => this.themesV4, [THEMES_V5]: () => this.themesV5, [THEMES_V6]: () => this.themesV6, [THEMES_V7]: () => this.themesV7, [THEMES_V8]: () => this.themesV8, [THEMES_V9]: () => this.themesV9, [THEMES_V10]: () => this.themesV10, [THEMES_V11]: () => this.themesV11, [THEMES_V12]: () => this.themesV12, [THEMES_V13]: () => this.themesV13, [THEMES_V14]: () => this.themesV14, [THEMES_V15]: () => this.themesV15, [THEMES_V16]: () => this.themesV16, [THEMES_V17]: () => this.themesV17, [THEMES_V18]: () => this.themesV18, [THEMES_V19]: () => this.themesV19, [THEMES_V20]: () => this.themesV20, [THEMES_V21]: () => this.themesV21, [THEMES_V22]: () => this.themesV22, [THEMES_V23]: () => this.themesV23, [THEMES_V24]: () => this.themesV24, [THEMES_V25]: () => this.themesV25, [THEMES_V26]: () => this.themesV26, [THEMES_V27]: () => this.themesV27, [THEMES_V28]: () => this.themesV28, [THEMES_V30]: () => this.themesV30, [THEMES_V32]: () => this.themesV32, [THEMES_V33]: () => this.themesV33, [THEMES_V34]: () => this.themesV34, [THEMES_V35]: () => this.themesV35, [THEMES_V36]: () => this.themesV36, [THEMES_V37]: () => this.themesV37, [THEMES_V38]: () => this.themesV38, [THEMES_V39]: () => this.themesV39, [THEMES_V40]: () => this.themesV40, [THEMES_V41]: () => this.themesV41 }, version, 'themes');
  }

  private readonly extractiveSummaries = new ExtractiveSummaryModel(this.combined);

  /** Every embedded themes version summarises extractively, on the embeddings of version 2026-11-22. */
  summaries(version: string): SummaryModel {
    this.themes(version);
    return this.extractiveSummaries;
  }

  private termEncoder?: TermEncoder;

  /** Every embedded extractions version ranks `expand_dictionary` terms with the same encoder. */
  extractions(version: string): ExtractionsModel {
    const model = this.extractionsModel(version);
    const termEncoder = (this.termEncoder ??= new TermEncoder(this.use, this.loadWordVectors));
    return { extract: (inputs, themes) => model.extract(inputs, themes), termEncoder, keepsCurrencySigns: model.keepsCurrencySigns };
  }

  private extractionsModel(version: string): ExtractionsModel {
    return pick<ExtractionsModel>({ [LOCAL_V1]: () => this.extractionsV1, [EXTRACTIONS_V2]: () => this.extractionsV2,
      [EXTRACTIONS_V3]: () => (this.extractionsV3 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors)),
      [EXTRACTIONS_V4]: () => (this.extractionsV4 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_11_26)),
      [EXTRACTIONS_V5]: () => (this.extractionsV5 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_11_27)),
      [EXTRACTIONS_V6]: () => (this.extractionsV6 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_11_28)),
      [EXTRACTIONS_V7]: () => (this.extractionsV7 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_11_29)),
      [EXTRACTIONS_V8]: () => (this.extractionsV8 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_11_30)),
      [EXTRACTIONS_V9]: () => (this.extractionsV9 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_01)),
      [EXTRACTIONS_V10]: () => (this.extractionsV10 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_02)),
      [EXTRACTIONS_V11]: () => (this.extractionsV11 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_03)),
      [EXTRACTIONS_V12]: () => (this.extractionsV12 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_04)),
      [EXTRACTIONS_V13]: () => (this.extractionsV13 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_05)),
      [EXTRACTIONS_V14]: () => (this.extractionsV14 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_06)),
      [EXTRACTIONS_V15]: () => (this.extractionsV15 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_07)),
      [EXTRACTIONS_V16]: () => (this.extractionsV16 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_08)),
      [EXTRACTIONS_V17]: () => (this.extractionsV17 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_09)),
      [EXTRACTIONS_V18]: () => (this.extractionsV18 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_10)),
      [EXTRACTIONS_V19]: () => (this.extractionsV19 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_11)),
      [EXTRACTIONS_V20]: () => (this.extractionsV20 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_12)),
      [EXTRACTIONS_V21]: () => (this.extractionsV21 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_13)),
      [EXTRACTIONS_V22]: () => (this.extractionsV22 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_14)),
      [EXTRACTIONS_V23]: () => (this.extractionsV23 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_15)),
      [EXTRACTIONS_V24]: () => (this.extractionsV24 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_16)),
      [EXTRACTIONS_V25]: () => (this.extractionsV25 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_17)),
      [EXTRACTIONS_V26]: () => (this.extractionsV26 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_18)),
      [EXTRACTIONS_V27]: () => (this.extractionsV27 ??= new ThemeSpanExtractionsModel(this.use, this.loadWordVectors, SPAN_SETTINGS_2026_12_19)) }, version, 'extractions');
  }
}
