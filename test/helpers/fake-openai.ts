/**
 * A local stand-in for an OpenAI-compatible server (Ollama, vLLM, llama.cpp server, LM Studio,
 * OpenAI) for tests and benchmarks: real HTTP/1.1 on 127.0.0.1 (`node:http`), serving
 * `POST /v1/chat/completions` and `POST /v1/embeddings` as those servers do.
 *
 * Chat completions are answered in the structure the request asks for: a forced function call
 * (`tools` + `tool_choice`), JSON content for `response_format: {type: "json_schema"}`, or JSON
 * content for a plain request whose system message carries the schema (the backend's `json`
 * mode). A server can be made to lack tools or JSON-schema output (400, like servers that lack
 * them). Answers come from the "plausible" keyword model (`plausible-llm.ts`); embeddings are
 * `hashedEmbedding` vectors.
 *
 * Scripting, in order of precedence for each request:
 *  1. `failNext(count, reply, route?)`: the next matching requests get `reply`;
 *  2. `enqueue(route, ...replies)`: queued replies, first in first out;
 *  3. `script(route, handler)`: a handler for every request of a route.
 * A reply is a JSON body (sent with 200), a `FakeHttpReply` (any status, headers, raw body, a
 * stall), or (for handlers) a promise of either.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { hashedEmbedding, plausibleAnswer } from './plausible-llm.js';

export type FakeRoute = 'chat' | 'embeddings';

/** A request as handlers see it. */
export interface FakeOpenAiRequest {
  route: FakeRoute;
  body: any;
  headers: IncomingMessage['headers'];
}

/** One request the fake received. */
export interface FakeOpenAiCall extends FakeOpenAiRequest {
  /** Status answered (0 while stalled or when the client went away first). */
  status: number;
  /** Requests in flight when this one arrived, itself included. */
  inFlight: number;
}

/** Any HTTP answer: status, headers, a JSON or raw body, and how long to wait before it. */
export class FakeHttpReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly delayMs = 0,
  ) {}
}

const errorBody = (message: string, type: string, code: string | null = null) => ({ error: { message, type, param: null, code } });
export const rateLimited = (retryAfterSeconds?: number) =>
  new FakeHttpReply(429, errorBody('Rate limit reached, please retry later.', 'requests', 'rate_limit_exceeded'), retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) });
export const serverError = (status = 500) => new FakeHttpReply(status, errorBody('The server had an error while processing your request.', 'server_error'));
export const badRequest = (message = 'Invalid request.') => new FakeHttpReply(400, errorBody(message, 'invalid_request_error'));
export const unauthorized = () => new FakeHttpReply(401, errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
export const modelNotFound = () => new FakeHttpReply(404, errorBody('The model does not exist.', 'invalid_request_error', 'model_not_found'));
/** Holds the answer for `ms` (longer than the client's timeout: a stalled server). */
export const stall = (ms: number, then: unknown = serverError(504)) => new FakeHttpReply(then instanceof FakeHttpReply ? then.status : 200, then instanceof FakeHttpReply ? then.body : then, {}, ms);
/** A 200 whose body is not JSON. */
export const garbage = () => new FakeHttpReply(200, '<html>bad gateway</html>', { 'content-type': 'text/html' });

export type FakeOpenAiHandler = (request: FakeOpenAiRequest) => unknown;

export interface FakeOpenAiOptions {
  /** Milliseconds before each answer. Default 0. */
  latencyMs?: number;
  /** Answer 400 to requests with `tools` (a server without function calling). */
  noTools?: boolean;
  /** Answer 400 to requests with `response_format: json_schema`. */
  noJsonSchema?: boolean;
  /** Vector size of every embedding model. Default 64. */
  dimension?: number;
}

export interface FakeOpenAi {
  /** `http://127.0.0.1:port/v1`: what `LLM_BASE_URL` is set to. */
  baseUrl: string;
  calls: FakeOpenAiCall[];
  /** Highest number of requests in flight at once. */
  peak(): number;
  script(route: FakeRoute, handler: FakeOpenAiHandler): void;
  enqueue(route: FakeRoute, ...replies: unknown[]): void;
  failNext(count: number, reply: FakeHttpReply, route?: FakeRoute): void;
  /** Forgets calls, queues, injected failures, scripts and the peak. */
  reset(): void;
  close(): Promise<void>;
}

const ROUTES: Record<string, FakeRoute> = { '/v1/chat/completions': 'chat', '/v1/embeddings': 'embeddings' };

/** Starts the fake on 127.0.0.1 with an ephemeral port. */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const calls: FakeOpenAiCall[] = [];
  let inFlight = 0;
  let peak = 0;
  const queues: Record<FakeRoute, unknown[]> = { chat: [], embeddings: [] };
  const scripts = new Map<FakeRoute, FakeOpenAiHandler>();
  let failures: { left: number; reply: FakeHttpReply; route?: FakeRoute }[] = [];

  const choose = (request: FakeOpenAiRequest): unknown => {
    const injected = failures.find((f) => f.left > 0 && (f.route === undefined || f.route === request.route));
    if (injected) {
      injected.left--;
      return injected.reply;
    }
    if (queues[request.route].length > 0) {
      const next = queues[request.route].shift();
      return typeof next === 'function' ? (next as FakeOpenAiHandler)(request) : next;
    }
    const handler = scripts.get(request.route);
    if (handler) return handler(request);
    return request.route === 'chat' ? plausibleChat(request.body, options) : embeddingsAnswer(request.body, options.dimension ?? 64);
  };

  const sockets = new Set<Socket>();
  const server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const route = req.method === 'POST' ? ROUTES[new URL(req.url ?? '/', 'http://x').pathname] : undefined;
    if (!route) return send(res, new FakeHttpReply(404, errorBody('Not found.', 'invalid_request_error')));
    let body: any;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, badRequest('We could not parse the JSON body of your request.'));
    }
    const call: FakeOpenAiCall = { route, body, headers: req.headers, status: 0, inFlight: ++inFlight };
    calls.push(call);
    peak = Math.max(peak, inFlight);
    try {
      if (options.latencyMs) await sleep(options.latencyMs);
      const reply = await Promise.resolve()
        .then(() => choose({ route, body, headers: req.headers }))
        .catch((error: unknown) => new FakeHttpReply(500, errorBody(`Fake handler failed: ${String(error)}`, 'server_error')));
      if (reply instanceof FakeHttpReply && reply.delayMs > 0) {
        const gone = new Promise<void>((resolve) => res.on('close', () => resolve()));
        await Promise.race([sleep(reply.delayMs), gone]);
        if (res.destroyed || res.writableEnded) return;
      }
      call.status = send(res, reply);
    } finally {
      inFlight--;
    }
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    peak: () => peak,
    script: (route, handler) => void scripts.set(route, handler),
    enqueue: (route, ...replies) => void queues[route].push(...replies),
    failNext: (count, reply, route) => void failures.push({ left: count, reply, route }),
    reset: () => {
      calls.length = 0;
      queues.chat.length = 0;
      queues.embeddings.length = 0;
      failures = [];
      scripts.clear();
      peak = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(res: ServerResponse, reply: unknown): number {
  const http = reply instanceof FakeHttpReply ? reply : new FakeHttpReply(200, reply);
  const raw = typeof http.body === 'string';
  res.writeHead(http.status, { 'content-type': 'application/json', ...http.headers });
  res.end(raw ? (http.body as string) : JSON.stringify(http.body));
  return http.status;
}

let sequence = 0;

/** A chat completion whose message is `message`. */
export function completion(message: Record<string, unknown>, finishReason = 'stop', model = 'fake-model'): unknown {
  return {
    id: `chatcmpl-${++sequence}`,
    object: 'chat.completion',
    created: 1_764_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: null, ...message }, finish_reason: finishReason }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

/** A chat completion that calls `name` with `args` (serialised as the protocol wants). */
export function toolCallCompletion(name: string, args: unknown, finishReason = 'tool_calls'): unknown {
  const call = { id: `call_${++sequence}`, type: 'function', function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) } };
  return completion({ tool_calls: [call] }, finishReason);
}

/** A chat completion whose content is `content` (JSON-mode answers, or a model ignoring the format). */
export function contentCompletion(content: string, finishReason = 'stop'): unknown {
  return completion({ content }, finishReason);
}

/** Which question a chat request asks and in which structure: tool name, schema and mode. */
export function questionOf(body: any): { name: string; schema: any; mode: 'tools' | 'json_schema' | 'json' } | undefined {
  const fn = body.tools?.[0]?.function;
  if (fn) return { name: body.tool_choice?.function?.name ?? fn.name, schema: fn.parameters, mode: 'tools' };
  const format = body.response_format?.json_schema;
  if (body.response_format?.type === 'json_schema' && format) return { name: format.name, schema: format.schema, mode: 'json_schema' };
  const system: string = body.messages?.find((m: any) => m.role === 'system')?.content ?? '';
  const named = /Answer with one JSON object only \((\w+):/.exec(system);
  const schema = system.split('valid for this JSON Schema:\n')[1];
  return named && schema ? { name: named[1], schema: JSON.parse(schema), mode: 'json' } : undefined;
}

/** The first user message (where the backend puts its prompt and data). */
export function userPrompt(body: any): string {
  return body.messages?.find((m: any) => m.role === 'user')?.content ?? '';
}

/** The default chat answer: request checks as a server makes them, then the plausible answer. */
export function plausibleChat(body: any, options: FakeOpenAiOptions = {}): unknown {
  if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) return badRequest("'model' and 'messages' are required.");
  if (body.tools && options.noTools) return badRequest('This model does not support tools.');
  if (body.response_format?.type === 'json_schema' && options.noJsonSchema) return badRequest("response_format type 'json_schema' is not supported.");
  const question = questionOf(body);
  const answer = question ? plausibleAnswer(question.name, userPrompt(body), question.schema) : undefined;
  if (answer === undefined) return contentCompletion('I am not sure what you are asking.');
  return question!.mode === 'tools' ? toolCallCompletion(question!.name, answer) : contentCompletion(JSON.stringify(answer));
}

/** The default embeddings answer: one `hashedEmbedding` per input, as the protocol lists them. */
export function embeddingsAnswer(body: any, dimension: number): unknown {
  const inputs: unknown[] = typeof body.input === 'string' ? [body.input] : body.input;
  if (typeof body.model !== 'string' || !Array.isArray(inputs) || inputs.length === 0 || inputs.some((t) => typeof t !== 'string')) {
    return badRequest("'input' must be a string or a non-empty array of strings.");
  }
  return {
    object: 'list',
    model: body.model,
    data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: hashedEmbedding(text as string, dimension) })),
    usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
  };
}
