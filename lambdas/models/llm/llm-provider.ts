import type { ExtractionsModel, ModelProvider, SentimentModel, SummaryModel, TextEncoder, ThemesModel } from '../../core/ports/models.js';
import { LlmSummaryModel } from './summaries-llm.js';
import type { TextModel } from './answer-tool.js';
import { LlmExtractionsModel } from './extractions-llm.js';
import { LlmSentimentModel } from './sentiment-llm.js';
import { LlmThemesModel } from './themes-llm.js';

/**
 * The models of an LLM backend under its one version id: themes, sentiment and extractions on
 * the text model (shared prompts and checks), embeddings on its encoder when it has one.
 */
export class LlmModelProvider implements ModelProvider {
  private readonly sentimentModel: SentimentModel;
  private readonly themesModel: ThemesModel;
  private readonly extractionsModel: ExtractionsModel;
  private readonly summaryModel: SummaryModel;
  private readonly backend: string;

  constructor(
    readonly versionId: string,
    text: TextModel,
    private readonly embedder: TextEncoder | undefined,
  ) {
    this.sentimentModel = new LlmSentimentModel(text);
    this.themesModel = new LlmThemesModel(text);
    this.extractionsModel = new LlmExtractionsModel(text);
    this.summaryModel = new LlmSummaryModel(text);
    this.backend = text.backend;
  }

  encoder(operation: 'embeddings' | 'similarity', version: string): TextEncoder {
    if (!this.embedder) throw new Error(`no ${this.backend} ${operation} model is configured`);
    return this.serve(operation, version, this.embedder);
  }

  sentiment(version: string): SentimentModel {
    return this.serve('sentiment', version, this.sentimentModel);
  }

  themes(version: string): ThemesModel {
    return this.serve('themes', version, this.themesModel);
  }

  extractions(version: string): ExtractionsModel {
    return this.serve('extractions', version, this.extractionsModel);
  }

  /** Summaries run on the themes version (contract §10). */
  summaries(version: string): SummaryModel {
    return this.serve('summaries', version, this.summaryModel);
  }

  private serve<T>(operation: string, version: string, model: T): T {
    if (version !== this.versionId) throw new Error(`no ${this.backend} ${operation} model for version ${version}`);
    return model;
  }
}
