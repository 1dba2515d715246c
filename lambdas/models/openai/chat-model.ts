import { z } from 'zod';
import { askUntilValid, TEMPERATURE, toolInputSchema, type Exchange, type TextModel, type TokenUsage, type ToolCallRequest } from '../llm/answer-tool.js';
import { ModelRequestError } from '../llm/errors.js';
import type { OpenAiHttpClient } from './http-client.js';

/**
 * How the answer's structure is asked for:
 *  - `tools`: a forced function call (`tools` + `tool_choice`), the answer is its arguments;
 *  - `json_schema`: `response_format: {type: "json_schema"}`, the answer is the message content;
 *  - `json`: no server support needed: the schema is in the instructions, the answer is the
 *    first JSON object of the content (code fences allowed).
 * `auto` starts with `json_schema` and falls back, for good, to `tools` then `json` whenever
 * the server rejects a request as invalid (servers that lack a feature answer 400 or 422).
 */
export const STRUCTURED_MODES = ['json_schema', 'tools', 'json'] as const;
export type StructuredMode = (typeof STRUCTURED_MODES)[number];
export type StructuredSetting = StructuredMode | 'auto';

/** What a chat completion answer must look like to be read at all. */
const ChatCompletion = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(z.object({ id: z.string().optional(), type: z.string().optional(), function: z.object({ name: z.string(), arguments: z.unknown() }) }))
            .nullish(),
        }),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).nullish(),
});
type ChatMessage = z.infer<typeof ChatCompletion>['choices'][number]['message'];

/** The first JSON object in a text (the whole text, or inside a code fence or prose). */
export function firstJsonObject(text: string): unknown {
  const trimmed = text.trim();
  const candidates = [trimmed, /```(?:json)?\s*([\s\S]*?)```/.exec(trimmed)?.[1], trimmed.slice(trimmed.indexOf('{'), trimmed.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const value = JSON.parse(candidate) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

function parseArguments(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** A controller aborted with `parent` (until released), whose own abort leaves `parent` alone. */
function childController(parent: AbortController | undefined): { controller: AbortController; release: () => void } {
  const controller = new AbortController();
  if (!parent) return { controller, release: () => undefined };
  const follow = () => controller.abort(parent.signal.reason);
  if (parent.signal.aborted) follow();
  else parent.signal.addEventListener('abort', follow, { once: true });
  return { controller, release: () => parent.signal.removeEventListener('abort', follow) };
}

/** The structured-output mode in use, shared by every call of a provider (a fallback is remembered). */
export class ModeState {
  private index: number;

  constructor(readonly setting: StructuredSetting) {
    this.index = setting === 'auto' ? 0 : STRUCTURED_MODES.indexOf(setting);
  }

  get mode(): StructuredMode {
    return STRUCTURED_MODES[this.index];
  }

  /** Moves `from` to the next mode under `auto`; false when there is none to fall back to. */
  fallBack(from: StructuredMode): boolean {
    if (this.setting !== 'auto') return false;
    if (this.mode !== from) return true; // another call already moved on
    if (this.index >= STRUCTURED_MODES.length - 1) return false;
    this.index++;
    return true;
  }
}

/**
 * A text model on an OpenAI-compatible server (`POST /chat/completions`): Ollama, vLLM,
 * llama.cpp server, LM Studio, OpenAI. Questions and checks are the shared ones
 * (`lambdas/models/llm`); this class only carries them in the chat protocol, at temperature 0,
 * and reads the answer from a tool call or the message content.
 */
export class ChatTextModel implements TextModel {
  readonly backend = 'openai-compatible';

  constructor(
    private readonly http: OpenAiHttpClient,
    readonly modelId: string,
    private readonly modes: ModeState,
  ) {}

  get logger() {
    return this.http.logger;
  }

  async answer<T>(request: ToolCallRequest<T>, usage: TokenUsage): Promise<T> {
    for (;;) {
      const mode = this.modes.mode;
      // A failure aborts this attempt's own signal, so that a rejected mode can fall back
      // without cancelling the sibling calls; the shared one is aborted only for good.
      const attempt = childController(request.cancel);
      try {
        return await askUntilValid(this, this.exchange({ ...request, cancel: attempt.controller }, mode), request, usage);
      } catch (error) {
        if (!(error instanceof ModelRequestError) || !this.modes.fallBack(mode)) {
          request.cancel?.abort(error);
          throw error;
        }
        this.logger.warn('openai-compatible server rejected structured output, falling back', { modelId: this.modelId, from: mode, to: this.modes.mode });
      } finally {
        attempt.release();
      }
    }
  }

  private exchange<T>(request: ToolCallRequest<T>, mode: StructuredMode): Exchange {
    const { tool } = request;
    const schema = toolInputSchema(tool.schema);
    const instructions =
      mode === 'tools'
        ? request.system
        : `${request.system}\nAnswer with one JSON object only (${tool.name}: ${tool.description}), no other text, valid for this JSON Schema:\n${JSON.stringify(schema)}`;
    const messages: unknown[] = [
      { role: 'system', content: instructions },
      { role: 'user', content: request.prompt },
    ];
    const format =
      mode === 'tools'
        ? {
            tools: [{ type: 'function', function: { name: tool.name, description: tool.description, parameters: schema } }],
            tool_choice: { type: 'function', function: { name: tool.name } },
          }
        : mode === 'json_schema'
          ? { response_format: { type: 'json_schema', json_schema: { name: tool.name, description: tool.description, schema, strict: false } } }
          : {};
    let last: ChatMessage | undefined;
    return {
      send: async () => {
        const body = { model: this.modelId, messages, temperature: TEMPERATURE, max_tokens: request.maxTokens, stream: false, ...format };
        const parsed = ChatCompletion.safeParse(await this.http.post('/chat/completions', this.modelId, body, request.cancel));
        if (!parsed.success) {
          last = undefined;
          return { input: undefined, missing: 'the server sent no chat completion', truncated: false, inputTokens: 0, outputTokens: 0 };
        }
        const [choice] = parsed.data.choices;
        last = choice.message;
        const call = last.tool_calls?.find((c) => c.function.name === tool.name);
        // A model that answers in the content instead of calling the tool is read all the same.
        const input = call ? parseArguments(call.function.arguments) : last.content ? firstJsonObject(last.content) : undefined;
        return {
          input,
          missing: mode === 'tools' ? `no call of the tool ${tool.name}` : 'no JSON object in the answer',
          truncated: choice.finish_reason === 'length',
          inputTokens: parsed.data.usage?.prompt_tokens ?? 0,
          outputTokens: parsed.data.usage?.completion_tokens ?? 0,
        };
      },
      complain: (note) => {
        if (!last) return;
        const calls = last.tool_calls?.filter((c) => c.id) ?? [];
        if (calls.length > 0) {
          messages.push({ role: 'assistant', content: last.content ?? null, tool_calls: calls });
          for (const c of calls) messages.push({ role: 'tool', tool_call_id: c.id, content: note });
        } else {
          messages.push({ role: 'assistant', content: last.content ?? '' }, { role: 'user', content: note });
        }
      },
    };
  }
}
