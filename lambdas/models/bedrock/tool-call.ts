import type { ContentBlock, Message, ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';
import { z } from 'zod';
import { ModelOutputError, OutputTruncatedError } from './errors.js';
import type { BedrockInvoker } from './invoker.js';

/** The one tool the model must call; its input is the answer. */
export interface AnswerTool<T> {
  name: string;
  description: string;
  /** Validates the answer; its JSON Schema is what the model is shown. */
  schema: z.ZodType<T>;
}

/** One forced-tool question to the text model. */
export interface ToolCallRequest<T> {
  modelId: string;
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

/** Deterministic answers: the same inputs should give the same labels, classes and spans. */
export const TEMPERATURE = 0;
/** A malformed answer is sent back once with what was wrong; a second one fails the call. */
export const MALFORMED_ANSWER_RETRIES = 1;
/** Problems quoted back to the model (and into the error) at most. */
const MAX_REPORTED_PROBLEMS = 10;

/** The tool's input schema as Bedrock wants it: plain JSON Schema, without the `$schema` tag. */
export function toolInputSchema(schema: z.ZodType): Record<string, unknown> {
  // `io: 'input'` leaves objects open (no additionalProperties: false): zod drops extra keys anyway.
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return json;
}

function toolConfig(tool: AnswerTool<unknown>): ToolConfiguration {
  return {
    tools: [{ toolSpec: { name: tool.name, description: tool.description, inputSchema: { json: toolInputSchema(tool.schema) as never } } }],
    toolChoice: { tool: { name: tool.name } },
  };
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

type Verdict<T> = { ok: true; value: T } | { ok: false; problems: string[] };

function judge<T>(content: readonly ContentBlock[], request: ToolCallRequest<T>): Verdict<T> {
  const use = content.find((block) => block.toolUse?.name === request.tool.name)?.toolUse;
  if (!use) return { ok: false, problems: [`no call of the tool ${request.tool.name}`] };
  let parsed = request.tool.schema.safeParse(use.input);
  if (!parsed.success) parsed = request.tool.schema.safeParse(unstringify(use.input));
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`) };
  const problems = request.check?.(parsed.data) ?? [];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
}

/** The turn that tells the model what was wrong: a tool result per tool call it made, or a plain note. */
function feedback(content: readonly ContentBlock[], problems: string[], toolName: string): Message {
  const note = `The answer was not usable: ${problems.slice(0, MAX_REPORTED_PROBLEMS).join('; ')}. Call ${toolName} again with a complete, corrected answer.`;
  const uses = content.flatMap((block) => (block.toolUse?.toolUseId ? [block.toolUse.toolUseId] : []));
  if (uses.length === 0) return { role: 'user', content: [{ text: note }] };
  return { role: 'user', content: uses.map((toolUseId) => ({ toolResult: { toolUseId, status: 'error', content: [{ text: note }] } })) };
}

/**
 * One answer from the text model through the Converse API, forced to come as a call of `tool`
 * (temperature 0) and validated with its zod schema plus `check`. A malformed answer is sent
 * back with the problems for one more try; then `ModelOutputError`. An answer cut off by the
 * output-token limit is `OutputTruncatedError`, so a caller can retry with a smaller batch.
 */
export async function callTool<T>(invoker: BedrockInvoker, request: ToolCallRequest<T>, usage: TokenUsage = emptyUsage()): Promise<T> {
  const messages: Message[] = [{ role: 'user', content: [{ text: request.prompt }] }];
  for (let attempt = 0; ; attempt++) {
    const response = await invoker.converse(
      {
        modelId: request.modelId,
        system: [{ text: request.system }],
        messages,
        inferenceConfig: { temperature: TEMPERATURE, maxTokens: request.maxTokens },
        toolConfig: toolConfig(request.tool as AnswerTool<unknown>),
      },
      request.cancel,
    );
    usage.calls++;
    usage.inputTokens += response.usage?.inputTokens ?? 0;
    usage.outputTokens += response.usage?.outputTokens ?? 0;
    if (response.stopReason === 'max_tokens') {
      throw new OutputTruncatedError(`${request.modelId} ran out of output tokens answering ${request.tool.name}.`);
    }
    const content = response.output?.message?.content ?? [];
    const verdict = judge(content, request);
    if (verdict.ok) return verdict.value;
    if (attempt >= MALFORMED_ANSWER_RETRIES) {
      const problems = verdict.problems.slice(0, MAX_REPORTED_PROBLEMS).join('; ');
      const failure = new ModelOutputError(`${request.modelId} gave no usable ${request.tool.name} answer in ${attempt + 1} attempts: ${problems}.`);
      request.cancel?.abort(failure);
      throw failure;
    }
    invoker.logger.warn('bedrock answer malformed, asking again', { modelId: request.modelId, tool: request.tool.name, problems: verdict.problems.length });
    // An empty assistant turn is invalid in Converse: then simply ask again.
    if (content.length > 0) messages.push({ role: 'assistant', content }, feedback(content, verdict.problems, request.tool.name));
  }
}
