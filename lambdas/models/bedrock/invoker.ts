import {
  ConverseCommand,
  InvokeModelCommand,
  type BedrockRuntimeClient,
  type ConverseCommandInput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import type { Logger } from '../../core/ports/logger.js';
import type { Limiter } from '../llm/limiter.js';
import { withRetry, type RetryContext, type RetrySettings } from '../llm/retry.js';
import { BEDROCK_FAILURES } from './failures.js';

const JSON_TYPE = 'application/json';

/**
 * The one way this backend talks to Bedrock: every call waits for a slot of the shared
 * concurrency limiter and is retried inside it. Holding the slot through the backoff is
 * deliberate: while Bedrock throttles, fewer calls in flight is the point.
 */
export class BedrockInvoker {
  private readonly retry: RetryContext;

  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly limit: Limiter,
    settings: RetrySettings,
    readonly logger: Logger,
    random?: () => number,
  ) {
    this.retry = { settings, logger, random, policy: BEDROCK_FAILURES };
  }

  /** InvokeModel with a JSON body; returns the parsed JSON answer. */
  async invokeJson(modelId: string, body: unknown, cancel?: AbortController): Promise<unknown> {
    const payload = JSON.stringify(body);
    // A fresh command per attempt: a command's middleware stack is not meant to be sent twice.
    const send = () => this.client.send(new InvokeModelCommand({ modelId, contentType: JSON_TYPE, accept: JSON_TYPE, body: payload }));
    const response = await this.limit(() => withRetry(send, { modelId, api: 'invoke' }, this.retry, cancel));
    return JSON.parse(new TextDecoder().decode(response.body));
  }

  /** One Converse call. */
  converse(input: ConverseCommandInput & { modelId: string }, cancel?: AbortController): Promise<ConverseCommandOutput> {
    const send = () => this.client.send(new ConverseCommand(input));
    return this.limit(() => withRetry(send, { modelId: input.modelId, api: 'converse' }, this.retry, cancel));
  }
}
