import type { ContentBlock, Message, ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';
import { askUntilValid, TEMPERATURE, toolInputSchema, type AnswerTool, type Exchange, type TextModel, type TokenUsage, type ToolCallRequest } from '../llm/answer-tool.js';
import type { BedrockInvoker } from './invoker.js';

function toolConfig(tool: AnswerTool<unknown>): ToolConfiguration {
  return {
    tools: [{ toolSpec: { name: tool.name, description: tool.description, inputSchema: { json: toolInputSchema(tool.schema) as never } } }],
    toolChoice: { tool: { name: tool.name } },
  };
}

/** The turn that tells the model what was wrong: a tool result per tool call it made, or a plain note. */
function feedback(content: readonly ContentBlock[], note: string): Message {
  const uses = content.flatMap((block) => (block.toolUse?.toolUseId ? [block.toolUse.toolUseId] : []));
  if (uses.length === 0) return { role: 'user', content: [{ text: note }] };
  return { role: 'user', content: uses.map((toolUseId) => ({ toolResult: { toolUseId, status: 'error', content: [{ text: note }] } })) };
}

/**
 * A Bedrock text model through the Converse API: every answer is forced to come as a call of
 * the request's tool (temperature 0) and validated by `askUntilValid`.
 */
export class ConverseTextModel implements TextModel {
  readonly backend = 'bedrock';

  constructor(
    private readonly invoker: BedrockInvoker,
    readonly modelId: string,
  ) {}

  get logger() {
    return this.invoker.logger;
  }

  answer<T>(request: ToolCallRequest<T>, usage: TokenUsage): Promise<T> {
    const messages: Message[] = [{ role: 'user', content: [{ text: request.prompt }] }];
    let content: ContentBlock[] = [];
    const exchange: Exchange = {
      send: async () => {
        const response = await this.invoker.converse(
          {
            modelId: this.modelId,
            system: [{ text: request.system }],
            messages,
            inferenceConfig: { temperature: TEMPERATURE, maxTokens: request.maxTokens },
            toolConfig: toolConfig(request.tool as AnswerTool<unknown>),
          },
          request.cancel,
        );
        content = response.output?.message?.content ?? [];
        const use = content.find((block) => block.toolUse?.name === request.tool.name)?.toolUse;
        return {
          input: use ? (use.input ?? null) : undefined,
          missing: `no call of the tool ${request.tool.name}`,
          truncated: response.stopReason === 'max_tokens',
          inputTokens: response.usage?.inputTokens ?? 0,
          outputTokens: response.usage?.outputTokens ?? 0,
        };
      },
      complain: (note) => {
        // An empty assistant turn is invalid in Converse: then simply ask again.
        if (content.length > 0) messages.push({ role: 'assistant', content }, feedback(content, note));
      },
    };
    return askUntilValid(this, exchange, request, usage);
  }
}
