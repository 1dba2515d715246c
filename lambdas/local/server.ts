import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { DomainError } from '../core/errors.js';
import { MAX_BODY_BYTES } from '../core/limits.js';
import { createHttpApp } from '../http/app.js';
import { payloadTooLarge } from '../http/body.js';
import { acceptsGzip, GZIP_MIN_BYTES } from '../http/compression.js';
import { safeHeaders } from '../http/header-values.js';
import { errorResponse } from '../http/responses.js';
import { requestIdFor } from '../http/request-id.js';
import type { HttpRequest, HttpResponse } from '../http/types.js';
import type { LocalRoot } from '../runtime/local-root.js';
import { downloadResult, RESULTS_PREFIX } from './result-download.js';
import { clientHangUp, invalidHttp } from './client-hang-up.js';
import { isUploadPath, receiveUpload } from './upload-receive.js';
import { endInPieces, guardSend, sendTimedOut } from './send-timeout.js';
import { localPages } from './console-pages.js';
import { splitBasePath } from '../http/base-paths.js';
import { bodyDeadlineMs, checkIntervalMs, connectRefused, DEFAULT_REQUEST_TIMEOUTS, endWithError, expectationFailed, headerText, missingHost, requestTarget, requestTimedOut, unreadableBody, type RequestTimeouts } from './http-edge.js';

const gzipAsync = promisify(gzip);

/**
 * Responses whose request turned out not to be valid HTTP after its head was parsed (a broken
 * chunked body): `clientError` has answered them with a 400 and closed the connection, so the
 * handler neither answers again nor logs the end of the body's read as a failure.
 */
const answeredAsInvalid = new WeakSet<ServerResponse>();

/**
 * The local HTTP host: node:http in front of the transport-neutral app. A request that arrives
 * too slowly gets 408 `request_timeout` and the connection closes (`timeouts`): node:http
 * measures the headers, `readBody` the pauses inside a body and its pace (`bodyDeadlineMs`); an
 * answer the client reads too slowly, or not at all, is cut (`guardSend`).
 */
export function createLocalServer(root: LocalRoot, openapi: () => unknown, timeouts: RequestTimeouts = DEFAULT_REQUEST_TIMEOUTS): Server {
  const app = createHttpApp(root.deps, { openapi, pages: localPages(), headAsGet: true, refuseBody: unreadableBody });
  const headersTimeout = Math.ceil(timeouts.headersSeconds * 1000);
  const server = createServer(
    {
      // Without `Host` node:http answers 400 with no body; `serve` refuses it in the contract's format.
      requireHostHeader: false,
      headersTimeout,
      // node:http's fixed deadline for a whole request would cut a slow but steady upload: the
      // body's deadline grows with what has arrived instead (`readBody`).
      requestTimeout: 0,
      // node:http checks the headers' deadline every 30 s by default, which would add up to 30 s
      // to it; checking every second (more often for shorter deadlines) keeps it to the second.
      connectionsCheckingInterval: checkIntervalMs(headersTimeout),
    },
    (req, res) => {
      // The answer must be taken at a minimum pace too; one the client does not read is dropped.
      guardSend(res, timeouts, (event) => root.deps.logger.warn('response not read in time: connection closed', { method: req.method, path: requestTarget(req.url).path.slice(0, 200), ...event }));
      void serve(req, res, root, app, timeouts).catch((error) => {
        if (answeredAsInvalid.has(res) || sendTimedOut(res)) return;
        const hangUp = clientHangUp(error, req, res);
        if (hangUp) {
          root.deps.logger.info('client closed the connection', { code: hangUp, method: req.method });
          res.destroy();
          return;
        }
        root.deps.logger.error('response failed', { error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const requestId = requestIdFor(undefined, root.deps.random);
        const response = errorResponse(new DomainError('internal_error', 'unexpected'), requestId);
        res.writeHead(response.status, { ...response.headers, 'x-request-id': requestId });
        res.end(response.body);
      });
    },
  );
  // A client that half-closes its side after its last request (`printf … | nc -N`, some
  // scripts and proxies) still gets the answers to its requests, then the connection closes.
  // node:http's default aborts those requests at the client's FIN and answers nothing.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  // Behind a proxy that keeps idle connections open longer (60 s is common), set it above the
  // proxy's: a proxy that reuses a connection the server has just closed answers 502.
  server.keepAliveTimeout = Math.ceil(timeouts.keepAliveSeconds * 1000);
  // A request node:http cannot parse (bad header bytes, a broken request line, a broken chunked
  // body) still gets the contract's error body and a request id, unless its answer has begun.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const pending = (socket as { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    // Bytes after a request that was read in full belong to a next, pipelined request: the first
    // keeps its own answer, and the connection closes once that answer is sent.
    if (pending?.req.complete && socket.writable && (invalidHttp(error) || timedOut)) {
      if (pending.writableFinished) socket.end();
      else pending.once('finish', () => socket.end());
      return;
    }
    // node:http's deadline for the headers. 408, then the connection closes.
    if (timedOut && socket.writable && !pending?.headersSent) {
      if (pending) answeredAsInvalid.add(pending);
      const requestId = requestIdFor(headerText(pending?.req.headers['x-request-id']), root.deps.random);
      endWithError(socket, requestTimedOut('headers', timeouts), requestId);
      return;
    }
    // With a request in progress, only bytes that are not HTTP are answered here; a reset or a
    // connection closed inside the request ends it, which its handler sees (a hang-up).
    if (!socket.writable || (pending && (pending.headersSent || !invalidHttp(error)))) {
      socket.destroy();
      return;
    }
    if (pending) answeredAsInvalid.add(pending);
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    endWithError(socket, new DomainError(tooLarge ? 'payload_too_large' : 'invalid_json', tooLarge ? 'The request headers are too large.' : 'The request is not valid HTTP.'), requestIdFor(undefined, root.deps.random));
  });
  // `Expect` other than 100-continue: node:http's own 417 has no body.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    const requestId = requestIdFor(headerText(req.headers['x-request-id']), root.deps.random);
    const response = errorResponse(expectationFailed(req), requestId);
    void send(res, undefined, { ...response, headers: { ...response.headers, 'x-request-id': requestId, connection: 'close' } }).catch(() => res.destroy());
  });
  // `Expect: 100-continue` with a Content-Length over the limit: 413 instead of the 100, so the
  // client does not send a body that would be refused (node:http would send the 100 first).
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (Number(req.headers['content-length'] ?? 0) <= MAX_BODY_BYTES) {
      res.writeContinue();
      server.emit('request', req, res);
      return;
    }
    const requestId = requestIdFor(headerText(req.headers['x-request-id']), root.deps.random);
    const response = errorResponse(payloadTooLarge(), requestId);
    void send(res, undefined, { ...response, headers: { ...response.headers, 'x-request-id': requestId, connection: 'close' } }).catch(() => res.destroy());
  });
  // CONNECT: not a proxy; answered instead of a silently closed connection.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => endWithError(socket, connectRefused(), requestIdFor(headerText(req.headers['x-request-id']), root.deps.random)));
  return server;
}

async function serve(req: IncomingMessage, res: ServerResponse, root: LocalRoot, app: (r: HttpRequest) => Promise<HttpResponse>, timeouts: RequestTimeouts): Promise<void> {
  const target = requestTarget(req.url);
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
  const requestId = requestIdFor(headers['x-request-id'], root.deps.random);
  // Set ahead of the head so that `guardSend` can name the request in its log line.
  res.setHeader('x-request-id', requestId);
  const base = { method: req.method ?? 'GET', path: target.path, query: target.query, headers };
  let response: HttpResponse | undefined;
  try {
    const body = await readBody(req, timeouts);
    if (headers.host === undefined && req.httpVersion === '1.1') throw missingHost();
    // A body it cannot read is refused once the request is authenticated (its key, or the
    // signature of a link: `unreadableBody`), so a request without a valid key gets 401 first.
    const request: HttpRequest = { ...base, body };
    if (splitBasePath(request.path).path.startsWith(RESULTS_PREFIX)) response = await downloadResult(request, res, root.payloads, root.linkSecret, requestId);
    else if (isUploadPath(request.path)) response = await receiveUpload(request, root.uploads, root.linkSecret, Math.floor(root.deps.clock.now().getTime() / 1000));
    else response = await app({ ...request, headers: { ...headers, 'x-request-id': requestId } });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    response = errorResponse(error, requestId);
    response.headers['x-request-id'] = requestId;
    // The rest of the body was not read: the next request's start cannot be found.
    if (error.code === 'payload_too_large' || error.code === 'request_timeout') response.headers.connection = 'close';
  }
  // Returned, not awaited: the response's text is not kept while its bytes are being written.
  if (response && !answeredAsInvalid.has(res)) return send(res, base.headers['accept-encoding'], response);
}

/**
 * Reads the body, refusing more than the byte limit without buffering it, a body that pauses
 * longer than `bodyIdleSeconds` (408; one shorter than its `Content-Length` ends so), and one
 * that falls behind the pace of `bodyDeadlineMs` (408: it trickles in, each pause short).
 */
function readBody(req: IncomingMessage, timeouts: RequestTimeouts): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    return Promise.reject(payloadTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let pace: NodeJS.Timeout | undefined;
    const started = performance.now();
    const fail = (error: unknown) => {
      clearTimeout(idle);
      clearTimeout(pace);
      req.removeAllListeners('data');
      reject(error);
    };
    // One timer each, not two new ones per chunk: the idle one is restarted by each chunk, the pace
    // one reads, when it fires, the deadline the bytes arrived so far have earned and waits again if
    // that lies ahead.
    const idle = setTimeout(() => fail(requestTimedOut('body-idle', timeouts)), Math.ceil(timeouts.bodyIdleSeconds * 1000));
    const checkPace = () => {
      const elapsed = performance.now() - started;
      const left = bodyDeadlineMs(size, timeouts) - elapsed;
      if (left <= 0) fail(requestTimedOut('too-slow', timeouts, { bytes: size, ms: elapsed }));
      else pace = setTimeout(checkPace, left);
    };
    pace = setTimeout(checkPace, Math.max(0, bodyDeadlineMs(0, timeouts)));
    const wait = () => idle.refresh();
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        fail(payloadTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
      wait();
    });
    req.on('end', () => {
      clearTimeout(idle);
      clearTimeout(pace);
      resolve(Buffer.concat(chunks));
    });
    req.on('error', fail);
  });
}

async function send(res: ServerResponse, acceptEncoding: string | undefined, response: HttpResponse): Promise<void> {
  let body: Buffer = Buffer.from(response.body, 'utf8');
  const headers: Record<string, string> = safeHeaders({ ...response.headers, vary: 'Accept-Encoding' });
  if (body.length >= GZIP_MIN_BYTES && acceptsGzip(acceptEncoding)) {
    body = await gzipAsync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  return endInPieces(res, body);
}

/** Listens and resolves with the bound address. */
export async function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server.address() as AddressInfo;
}
