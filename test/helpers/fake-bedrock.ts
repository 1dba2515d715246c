/**
 * A local stand-in for the Amazon Bedrock runtime, for tests that run the real
 * `@aws-sdk/client-bedrock-runtime` against it (no AWS account needed).
 *
 * It serves `POST /model/{modelId}/invoke` and `POST /model/{modelId}/converse` on 127.0.0.1,
 * over HTTP/2 without TLS (what the SDK's default Node handler speaks to an `http://` endpoint)
 * and over HTTP/1.1, and answers errors the way Bedrock does (status, `x-amzn-errortype`,
 * JSON `{message}`), so the SDK raises its real exception classes.
 *
 * Scripting, in order of precedence for each request:
 *  1. `failNext(count, failure, filter?)`: the next matching requests fail (throttling, 503...).
 *  2. `enqueue(operation, ...replies)`: queued replies, first in first out.
 *  3. `script(operation, handler, modelId?)`: a handler for a model, or for every model.
 *  4. Defaults: deterministic embeddings (hashed bag of words, so texts sharing words are close)
 *     for Titan Text Embeddings V2 and Cohere Embed v3, and a "plausible" keyword-based LLM that
 *     answers the Bedrock backend's sentiment, theme proposal, theme assignment and extraction
 *     tool calls with valid, sensible answers (see `plausible-llm.ts`).
 * A reply is a JSON body (sent with 200), a `FakeFailure`, or (for handlers) a promise of either.
 *
 * Usage:
 *   const fake = await startFakeBedrock({ latencyMs: 5 });
 *   const provider = new BedrockModelProvider({ clientOptions: fake.clientOptions, logger });
 *   fake.failNext(2, throttling(), { operation: 'invoke' });
 *   ...; expect(fake.calls.filter((c) => c.operation === 'converse')).toHaveLength(3);
 *   await fake.close();
 */
import { randomUUID } from 'node:crypto';
import { createServer as createHttp1Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttp2Server, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { hashedEmbedding, plausibleAnswer } from './plausible-llm.js';

export type FakeOperation = 'invoke' | 'converse';

/** A request as handlers see it: the operation, the decoded model id and the parsed JSON body. */
export type FakeRequest = { operation: FakeOperation; modelId: string; body: any };

/** One request the fake received. */
export interface FakeCall extends FakeRequest {
  /** Status the fake answered with. */
  status: number;
  /** Requests of the same operation in flight when this one arrived, itself included. */
  inFlight: number;
  /** `2.0` or `1.1`. */
  httpVersion: string;
}

export type FakeHandler = (request: FakeRequest) => unknown;

/** An error answer, as Bedrock sends it. */
export class FakeFailure {
  constructor(readonly status: number, readonly errorType: string, readonly message: string) {}
}

export const throttling = () => new FakeFailure(429, 'ThrottlingException', 'Too many requests, please wait before trying again.');
export const serviceUnavailable = () => new FakeFailure(503, 'ServiceUnavailableException', 'The service is temporarily unavailable.');
export const modelNotReady = () => new FakeFailure(429, 'ModelNotReadyException', 'The model is not ready to serve inference requests.');
export const accessDenied = () => new FakeFailure(403, 'AccessDeniedException', "You don't have access to the model with the specified model ID.");
export const validationError = (message = 'Malformed input request.') => new FakeFailure(400, 'ValidationException', message);

export interface FakeBedrockOptions {
  /** Milliseconds before each answer, so that concurrency can be observed. Default 0. */
  latencyMs?: number;
  region?: string;
}

/** Which requests an injected failure applies to. */
export type FailureFilter = { operation?: FakeOperation; modelId?: string };

export interface FakeBedrock {
  /** `http://127.0.0.1:port`. */
  url: string;
  /** What `createBedrockClient` (or `new BedrockRuntimeClient`) needs to talk to this fake. */
  clientOptions: { region: string; endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  calls: FakeCall[];
  /** Highest number of requests of an operation in flight at once (all operations when omitted). */
  peak(operation?: FakeOperation): number;
  script(operation: FakeOperation, handler: FakeHandler, modelId?: string): void;
  enqueue(operation: FakeOperation, ...replies: unknown[]): void;
  failNext(count: number, failure: FakeFailure, filter?: FailureFilter): void;
  /** Forgets calls, queues, injected failures, scripts and peaks. */
  reset(): void;
  close(): Promise<void>;
}

const HTTP2_PREFACE = 'PRI * HTTP/2.0';
const PATH_RE = /^\/model\/([^/]+)\/(invoke|converse)$/;

/** Starts the fake on 127.0.0.1 with an ephemeral port. */
export async function startFakeBedrock(options: FakeBedrockOptions = {}): Promise<FakeBedrock> {
  const region = options.region ?? 'us-east-1';
  const calls: FakeCall[] = [];
  const inFlight = { invoke: 0, converse: 0 };
  const peaks = { invoke: 0, converse: 0, all: 0 };
  const queues: Record<FakeOperation, unknown[]> = { invoke: [], converse: [] };
  const scripts = new Map<string, FakeHandler>();
  let failures: { left: number; failure: FakeFailure; filter: FailureFilter }[] = [];

  const choose = (request: FakeRequest): unknown => {
    const { operation, modelId } = request;
    const injected = failures.find((f) => f.left > 0 && [undefined, operation].includes(f.filter.operation) && [undefined, modelId].includes(f.filter.modelId));
    if (injected) {
      injected.left--;
      return injected.failure;
    }
    if (queues[operation].length > 0) {
      const next = queues[operation].shift();
      return typeof next === 'function' ? (next as FakeHandler)(request) : next;
    }
    const handler = scripts.get(`${operation} ${modelId}`) ?? scripts.get(`${operation} *`);
    if (handler) return handler(request);
    return operation === 'invoke' ? embeddingAnswer(request) : plausibleConverse(request);
  };

  const handle = async (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const match = req.method === 'POST' ? PATH_RE.exec(new URL(req.url ?? '/', 'http://x').pathname) : null;
    if (!match) return send(res, new FakeFailure(404, 'UnknownOperationException', 'Unknown operation.'));
    const operation = match[2] as FakeOperation;
    const modelId = decodeURIComponent(match[1]);
    const body = parseJson(Buffer.concat(chunks).toString('utf8'));
    if (body === undefined) return send(res, new FakeFailure(400, 'SerializationException', 'Request body is not JSON.'));
    const call: FakeCall = { operation, modelId, body, status: 0, inFlight: ++inFlight[operation], httpVersion: req.httpVersion };
    calls.push(call);
    peaks[operation] = Math.max(peaks[operation], inFlight[operation]);
    peaks.all = Math.max(peaks.all, inFlight.invoke + inFlight.converse);
    try {
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      const reply = await Promise.resolve()
        .then(() => choose({ operation, modelId, body }))
        .catch((error: unknown) => new FakeFailure(500, 'InternalServerException', `Fake handler failed: ${String(error)}`));
      call.status = send(res, reply);
    } finally {
      inFlight[operation]--;
    }
  };

  const h1 = createHttp1Server((req, res) => void handle(req, res));
  const h2 = createHttp2Server((req, res) => void handle(req, res));
  const sockets = new Set<Socket>();
  // One port for both protocols: the first bytes of a connection say which one it speaks.
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first: Buffer) => {
      if (first.toString('latin1').startsWith(HTTP2_PREFACE.slice(0, first.length))) {
        h2.emit('connection', replay(socket, first));
      } else {
        socket.pause();
        socket.unshift(first);
        h1.emit('connection', socket);
        socket.resume();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    clientOptions: { region, endpoint: url, credentials: { accessKeyId: 'AKIDFAKEBEDROCK', secretAccessKey: 'fake-secret' } },
    calls,
    peak: (operation) => (operation ? peaks[operation] : peaks.all),
    script: (operation, handler, modelId = '*') => void scripts.set(`${operation} ${modelId}`, handler),
    enqueue: (operation, ...replies) => void queues[operation].push(...replies),
    failNext: (count, failure, filter = {}) => void failures.push({ left: count, failure, filter }),
    reset: () => {
      [calls, queues.invoke, queues.converse].forEach((list) => (list.length = 0));
      failures = [];
      scripts.clear();
      Object.assign(peaks, { invoke: 0, converse: 0, all: 0 });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The socket as a stream that starts with the bytes already read from it. HTTP/2 sessions read
 * a plain socket's native handle directly, past any `unshift`, so the HTTP/2 server gets this
 * JavaScript stream instead.
 */
function replay(socket: Socket, first: Buffer): Duplex {
  const stream = new Duplex({
    read: () => void socket.resume(),
    write: (chunk: Buffer, _encoding, done) => void socket.write(chunk, done),
    final: (done) => void socket.end(done),
    destroy: (error, done) => {
      socket.destroy(error ?? undefined);
      done(error);
    },
  });
  stream.push(first);
  socket.on('data', (chunk: Buffer) => {
    if (!stream.push(chunk)) socket.pause();
  });
  socket.on('end', () => stream.push(null));
  socket.on('error', (error) => stream.destroy(error));
  return stream;
}

function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Writes a reply; returns the status sent. */
function send(res: ServerResponse | Http2ServerResponse, reply: unknown): number {
  const failure = reply instanceof FakeFailure ? reply : undefined;
  const status = failure?.status ?? 200;
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID(), ...(failure ? { 'x-amzn-errortype': failure.errorType } : {}) });
  res.end(JSON.stringify(failure ? { message: failure.message } : reply));
  return status;
}

const TITAN_DIMENSIONS = [256, 512, 1024];
const COHERE_MAX_TEXTS = 96;

/**
 * The default InvokeModel answer: Titan Text Embeddings V2 and Cohere Embed v3 request formats,
 * validated like Bedrock does, answered with `hashedEmbedding`. Scripts can wrap it (to delay or
 * count) and fall back to it.
 */
export function embeddingAnswer({ modelId, body }: FakeRequest): unknown {
  if (modelId.includes('titan-embed-text-v2')) {
    const dimension = body.dimensions ?? 1024;
    if (typeof body.inputText !== 'string' || body.inputText.length === 0 || !TITAN_DIMENSIONS.includes(dimension)) return validationError();
    return { embedding: hashedEmbedding(body.inputText, dimension), inputTextTokenCount: body.inputText.split(/\s+/).length };
  }
  if (modelId.includes('cohere.embed')) {
    const texts = body.texts;
    if (!Array.isArray(texts) || texts.length === 0 || texts.length > COHERE_MAX_TEXTS || typeof body.input_type !== 'string') return validationError();
    return { id: randomUUID(), texts, embeddings: texts.map((t: string) => hashedEmbedding(t, 1024)), response_type: 'embeddings_floats' };
  }
  return validationError('The provided model identifier is invalid.');
}

/** A Converse response whose answer is a call of `name` with `input`. */
export function toolUseResponse(name: string, input: unknown, usage = { inputTokens: 100, outputTokens: 50 }): unknown {
  return {
    output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: `tooluse_${randomUUID().slice(0, 12)}`, name, input } }] } },
    stopReason: 'tool_use',
    usage: { ...usage, totalTokens: usage.inputTokens + usage.outputTokens },
    metrics: { latencyMs: 1 },
  };
}

/** A Converse response with plain text (a model that ignored the tool). */
export function textResponse(text: string, stopReason = 'end_turn'): unknown {
  return { output: { message: { role: 'assistant', content: [{ text }] } }, stopReason, usage: { inputTokens: 100, outputTokens: 10, totalTokens: 110 }, metrics: { latencyMs: 1 } };
}

/** The name of the tool a Converse request forces, if any. */
export function forcedToolName(body: any): string | undefined {
  return body?.toolConfig?.toolChoice?.tool?.name;
}

/** The text of the first user turn (where the Bedrock backend puts its prompt and data). */
export function firstPrompt(body: any): string {
  return (body?.messages?.[0]?.content ?? []).map((block: any) => block.text ?? '').join('\n');
}

/** Rejects what Bedrock rejects: no messages, a forced tool that is not offered. */
function converseProblem(body: any): FakeFailure | undefined {
  if (!Array.isArray(body.messages) || body.messages.length === 0 || body.messages[0].role !== 'user') return validationError('A conversation must start with a user message.');
  const forced = forcedToolName(body);
  const offered = (body.toolConfig?.tools ?? []).map((t: any) => t.toolSpec?.name);
  if (forced && !offered.includes(forced)) return validationError('The tool in toolChoice is not in tools.');
  return undefined;
}

/** The default Converse answer: a request check, then `plausibleAnswer` for the forced tool. */
export function plausibleConverse({ body }: FakeRequest): unknown {
  const problem = converseProblem(body);
  if (problem) return problem;
  const name = forcedToolName(body);
  const input = name ? plausibleAnswer(name, firstPrompt(body), body.toolConfig.tools[0].toolSpec.inputSchema.json) : undefined;
  return input === undefined ? textResponse('I can only answer through the requested tool.') : toolUseResponse(name!, input);
}

