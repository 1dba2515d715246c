import { z } from 'zod';
import { DEFAULT_OPENAI_CONCURRENCY, OPENAI_COMPATIBLE_V1, STRUCTURED_MODES } from '../models/openai/index.js';
import { LLM_ENV } from './aws-env.js';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Settings of the OpenAI-compatible backend (see `LLM_ENV`), part of both the local and the AWS
 * configuration. Nothing is required unless `LLM_BASE_URL` is set.
 */
export const LlmConfigFields = {
  [LLM_ENV.baseUrl]: z.url({ protocol: /^https?$/ }).optional(),
  [LLM_ENV.model]: z.string().min(1).optional(),
  [LLM_ENV.apiKey]: z.string().min(1).optional(),
  [LLM_ENV.embeddingModel]: z.string().min(1).optional(),
  [LLM_ENV.embeddingDimensions]: int(1, 65_536).optional(),
  [LLM_ENV.embeddingBatch]: int(1, 2048).default(64),
  [LLM_ENV.concurrency]: int(1, 256).default(DEFAULT_OPENAI_CONCURRENCY),
  [LLM_ENV.timeoutSeconds]: z.coerce.number().min(1).max(3600).default(120),
  [LLM_ENV.jobTimeoutSeconds]: z.coerce.number().min(1).max(3600).default(600),
  [LLM_ENV.structuredOutput]: z.enum(['auto', ...STRUCTURED_MODES]).default('auto'),
  [LLM_ENV.versionId]: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'letters, digits, ".", "_" and "-", at most 64')
    .default(OPENAI_COMPATIBLE_V1),
  [LLM_ENV.isDefault]: bool.default(false),
};

const LlmConfigSchema = z.object(LlmConfigFields);
export type LlmConfig = z.infer<typeof LlmConfigSchema>;

/** Problems of an LLM configuration that single fields cannot show (for the start-up error). */
export function llmConfigProblems(config: LlmConfig): string[] {
  const problems: string[] = [];
  const on = config[LLM_ENV.baseUrl] !== undefined;
  const set = (name: keyof LlmConfig) => config[name] !== undefined;
  if (on && !set(LLM_ENV.model)) problems.push(`${LLM_ENV.model}: required with ${LLM_ENV.baseUrl}`);
  if (!on && (set(LLM_ENV.model) || set(LLM_ENV.embeddingModel))) problems.push(`${LLM_ENV.baseUrl}: required with ${LLM_ENV.model} or ${LLM_ENV.embeddingModel}`);
  if (set(LLM_ENV.embeddingModel) !== set(LLM_ENV.embeddingDimensions)) {
    problems.push(`${LLM_ENV.embeddingDimensions}: ${LLM_ENV.embeddingModel} and its vector size go together`);
  }
  return problems;
}
