import type { ExtractionsModel, ModelProvider, SentimentModel, TextEncoder, ThemesModel } from '../../core/ports/models.js';
import { LOCAL_V1 } from './catalog.js';
import { UseLiteEncoder } from './use-encoder.js';
import { LexiconSentimentModel } from './sentiment-lexicon.js';
import { LocalThemesModel } from './themes-local.js';
import { LocalExtractionsModel } from './extractions-local.js';

function pick<T>(table: Record<string, () => T>, version: string, operation: string): T {
  const make = table[version];
  if (!make) throw new Error(`no local ${operation} model for version ${version}`);
  return make();
}

/** The embedded models, built lazily, one instance per version per thread. */
export class LocalModelProvider implements ModelProvider {
  private readonly use = new UseLiteEncoder();
  private readonly sentimentV1 = new LexiconSentimentModel();
  private readonly themesV1 = new LocalThemesModel(this.use);
  private readonly extractionsV1 = new LocalExtractionsModel(this.use);

  encoder(operation: 'embeddings' | 'similarity', version: string): TextEncoder {
    return pick({ [LOCAL_V1]: () => this.use }, version, operation);
  }

  sentiment(version: string): SentimentModel {
    return pick({ [LOCAL_V1]: () => this.sentimentV1 }, version, 'sentiment');
  }

  themes(version: string): ThemesModel {
    return pick({ [LOCAL_V1]: () => this.themesV1 }, version, 'themes');
  }

  extractions(version: string): ExtractionsModel {
    return pick({ [LOCAL_V1]: () => this.extractionsV1 }, version, 'extractions');
  }
}
