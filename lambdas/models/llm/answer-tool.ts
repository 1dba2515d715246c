import { z } from 'zod';
import type { Logger } from '../../core/ports/logger.js';
import { ModelOutputError, OutputTruncatedError } from './errors.js';

/** The one tool the model must call (or the one JSON object it must answer); its input is the answer. */
export interface AnswerTool<T> {
  name: string;
  description: string;
  /** Validates the answer; its JSON Schema is what the model is shown. */
  schema: z.ZodType<T>;
}

/** One question to the text model whose answer must be a valid `tool` input. */
export interface ToolCallRequest<T> {
  system: string;
  prompt: string;
  tool: AnswerTool<T>;
  maxTokens: number;
  /** Checks the schema cannot express (every index answered once...); returns the problems found. */
  check?: (value: T) => string[];
  /** Shared with sibling calls (see `fanOut`). */
  cancel?: AbortController;
}

/** Tokens spent, summed over calls; logged once per operation for cost tracking. */
export interface TokenUsage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

/** A fresh usage tally. */
export function emptyUsage(): TokenUsage {
  return { calls: 0, inputTokens: 0, outputTokens: 0 };
}

/**
 * A text model behind one transport (Bedrock Converse, OpenAI-compatible chat completions).
 * The prompts, schemas and checks of every operation are written against this interface
 * once; each transport only carries the question and the answer.
 */
export interface TextModel {
  /** Names the backend in log lines (`bedrock`, `openai-compatible`). */
  readonly backend: string;
  readonly modelId: string;
  readonly logger: Logger;
  /** The validated answer (see `askUntilValid`). */
  answer<T>(request: ToolCallRequest<T>, usage: TokenUsage): Promise<T>;
}

/** Deterministic answers: the same inputs should give the same labels, classes and spans. */
export const TEMPERATURE = 0;
/** A malformed answer is sent back once with what was wrong; a second one fails the call. */
export const MALFORMED_ANSWER_RETRIES = 1;
/** Problems quoted back to the model (and into the error) at most. */
const MAX_REPORTED_PROBLEMS = 10;

/** The tool's input schema as the APIs want it: plain JSON Schema, without the `$schema` tag. */
export function toolInputSchema(schema: z.ZodType): Record<string, unknown> {
  // `io: 'input'` leaves objects open (no additionalProperties: false): zod drops extra keys anyway.
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return json;
}

/**
 * Some models send a nested array or object as a JSON string; such a top-level value is parsed
 * before giving up on the answer.
 */
function unstringify(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => {
      if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return [key, value];
      try {
        return [key, JSON.parse(value) as unknown];
      } catch {
        return [key, value];
      }
    }),
  );
}

/** One reply of the model as a transport reads it. */
export interface RawAnswer {
  /** The tool input (or JSON object) the reply carried; `undefined` when it carried none. */
  input: unknown;
  /** What to say when `input` is undefined (e.g. "no call of the tool x"). */
  missing?: string;
  /** The model ran out of output tokens. */
  truncated: boolean;
  inputTokens: number;
  outputTokens: number;
}

/** A conversation with the model about one question, kept by the transport. */
export interface Exchange {
  /** Sends the conversation so far; returns the model's reply. */
  send(): Promise<RawAnswer>;
  /** Adds the last reply and `note` (what was wrong with it) to the conversation. */
  complain(note: string): void;
}

type Verdict<T> = { ok: true; value: T } | { ok: false; problems: string[] };

function judge<T>(raw: RawAnswer, request: ToolCallRequest<T>): Verdict<T> {
  if (raw.input === undefined) return { ok: false, problems: [raw.missing ?? `no ${request.tool.name} answer`] };
  let parsed = request.tool.schema.safeParse(raw.input);
  if (!parsed.success) parsed = request.tool.schema.safeParse(unstringify(raw.input));
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`) };
  const problems = request.check?.(parsed.data) ?? [];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
}

/**
 * Asks until the answer is valid for the tool's zod schema and `check`: a malformed answer is
 * sent back with the problems for one more try; then `ModelOutputError` (never a half-right
 * result). An answer cut off by the output-token limit is `OutputTruncatedError`, so a caller
 * can retry with a smaller batch. Shared by every transport, so all answer the same way.
 */
export async function askUntilValid<T>(model: Omit<TextModel, 'answer'>, exchange: Exchange, request: ToolCallRequest<T>, usage: TokenUsage): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const raw = await exchange.send();
    usage.calls++;
    usage.inputTokens += raw.inputTokens;
    usage.outputTokens += raw.outputTokens;
    if (raw.truncated) throw new OutputTruncatedError(`${model.modelId} ran out of output tokens answering ${request.tool.name}.`);
    const verdict = judge(raw, request);
    if (verdict.ok) return verdict.value;
    if (attempt >= MALFORMED_ANSWER_RETRIES) {
      const problems = verdict.problems.slice(0, MAX_REPORTED_PROBLEMS).join('; ');
      const failure = new ModelOutputError(`${model.modelId} gave no usable ${request.tool.name} answer in ${attempt + 1} attempts: ${problems}.`);
      request.cancel?.abort(failure);
      throw failure;
    }
    model.logger.warn(`${model.backend} answer malformed, asking again`, { modelId: model.modelId, tool: request.tool.name, problems: verdict.problems.length });
    exchange.complain(
      `The answer was not usable: ${verdict.problems.slice(0, MAX_REPORTED_PROBLEMS).join('; ')}. Call ${request.tool.name} again with a complete, corrected answer.`,
    );
  }
}
