import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { DomainError } from '../core/errors.js';
import { errorResponse } from '../http/responses.js';
import type { HttpRequest, HttpResponse } from '../http/types.js';

/**
 * The edges of HTTP that node:http answers by itself unless told otherwise (an unknown `Expect`,
 * `CONNECT`, a request without `Host`, bytes that are not HTTP): here they get the contract's
 * error body and a request id like every other refusal (docs/design-notes.md, "HTTP edges of
 * the local server").
 */

/** The methods this server takes at all (the `Allow` of a `CONNECT`). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'];

/**
 * The path and query of a request target as received: the path is not normalised (no dot
 * segments resolved, `//v1/health` stays `//v1/health`, so a 404 names what was sent), and a
 * repeated query parameter keeps its first value (as the AWS host does). An absolute-form target
 * (`http://host/v1/health`, which HTTP/1.1 servers must accept) is reduced to its path.
 */
export function requestTarget(target: string | undefined): { path: string; query: Record<string, string> } {
  let raw = target ?? '/';
  if (!raw.startsWith('/') && raw !== '*') {
    try {
      const url = new URL(raw);
      raw = `${url.pathname}${url.search}`;
    } catch {
      raw = '-';
    }
  }
  const mark = raw.indexOf('?');
  const query: Record<string, string> = {};
  if (mark >= 0) {
    for (const [name, value] of new URLSearchParams(raw.slice(mark + 1))) if (!(name in query)) query[name] = value;
  }
  return { path: mark >= 0 ? raw.slice(0, mark) : raw, query };
}

/** 417 for an `Expect` other than `100-continue` (node:http's own answer has no body). */
export function expectationFailed(req: IncomingMessage): DomainError {
  const value = String(req.headers.expect ?? '').slice(0, 60);
  return new DomainError('expectation_failed', 'Only `Expect: 100-continue` is supported; send the request without this Expect header.', {
    details: [{ path: ['expect'], field: 'Expect', location: 'header', message: `Expected 100-continue, received "${value}".` }],
  });
}

/** How long the local server waits for the parts of a request and for the client to take its answer (`HEADERS_TIMEOUT_SECONDS` and its siblings). */
export interface RequestTimeouts {
  /** From a request's first byte until its headers are complete. */
  headersSeconds: number;
  /** The longest pause between two parts of a body. */
  bodyIdleSeconds: number;
  /**
   * How long a body may take regardless of its pace, counted from the end of the headers; it
   * gets one more second for every `minBytesPerSecond` bytes that arrive.
   */
  requestSeconds: number;
  /** The slowest average pace a body may keep once `requestSeconds` have passed; 0 makes `requestSeconds` a fixed limit. */
  minBytesPerSecond: number;
  /** The longest a connection stays idle between two requests (closed without an answer). */
  keepAliveSeconds: number;
  /**
   * How long the client may take to read an answer regardless of its pace, counted from the
   * answer's start; it gets one more second for every `responseMinBytesPerSecond` bytes it takes
   * (`sendDeadlineMs`). An answer that falls behind is cut: the connection is destroyed.
   */
  responseSeconds: number;
  /** The slowest average pace at which a client may read an answer once `responseSeconds` have passed; 0 makes `responseSeconds` a fixed limit. */
  responseMinBytesPerSecond: number;
}

/** The defaults of docs/configuration.md. */
export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = {
  headersSeconds: 30,
  bodyIdleSeconds: 30,
  requestSeconds: 300,
  minBytesPerSecond: 4096,
  keepAliveSeconds: 5,
  responseSeconds: 60,
  responseMinBytesPerSecond: 4096,
};

/**
 * When a body that has delivered `bytes` so far falls behind: `requestSeconds` after the end of
 * the headers, plus one second for every `minBytesPerSecond` bytes. A body arriving at least that
 * fast on average is never cut, however large (10 MiB at the default 4 KiB/s: 300 s + 2,560 s);
 * one that trickles is cut soon after `requestSeconds`. In milliseconds from the headers' end.
 */
export function bodyDeadlineMs(bytes: number, timeouts: RequestTimeouts): number {
  return paceDeadlineMs(bytes, timeouts.requestSeconds, timeouts.minBytesPerSecond);
}

/**
 * When a transfer of which `bytes` have passed falls behind: `seconds` after its start, plus one
 * second for every `minBytesPerSecond` bytes (none when it is 0). In milliseconds from its start;
 * `bodyDeadlineMs` for a request body, `sendDeadlineMs` (send-timeout.ts) for an answer.
 */
export function paceDeadlineMs(bytes: number, seconds: number, minBytesPerSecond: number): number {
  return Math.ceil(1000 * (seconds + (minBytesPerSecond > 0 ? bytes / minBytesPerSecond : 0)));
}

/**
 * How often a deadline of `ms` is checked: every second, more often for one below 10 s (a tenth of
 * it, at least every 20 ms), so that it is kept to within a tenth of itself.
 */
export function checkIntervalMs(ms: number): number {
  return Math.max(20, Math.min(1000, Math.floor(ms / 10)));
}

/** A header's value as text: the first of a repeated one; none for a number. */
export function headerText(value: number | string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
}

/**
 * 408 for a request that did not arrive in time: its headers (`headers`), a body that paused
 * too long, such as one shorter than its `Content-Length` (`body-idle`), or a body that kept
 * arriving but too slowly overall (`too-slow`, with what had arrived: `bodyDeadlineMs`). The
 * connection closes after it: the rest of a late request cannot be told from the start of a
 * next one.
 */
export function requestTimedOut(part: 'headers' | 'body-idle', timeouts: RequestTimeouts): DomainError;
export function requestTimedOut(part: 'too-slow', timeouts: RequestTimeouts, arrived: { bytes: number; ms: number }): DomainError;
export function requestTimedOut(part: 'headers' | 'body-idle' | 'too-slow', timeouts: RequestTimeouts, arrived?: { bytes: number; ms: number }): DomainError {
  if (part === 'too-slow') {
    const allowance = timeouts.minBytesPerSecond > 0 ? ` plus one second for every ${timeouts.minBytesPerSecond} bytes it sends (an average of at least ${timeouts.minBytesPerSecond} bytes per second)` : '';
    return new DomainError(
      'request_timeout',
      `The request body arrived too slowly: ${arrived?.bytes ?? 0} bytes in ${((arrived?.ms ?? 0) / 1000).toFixed(1)} seconds. A body may take ${seconds(timeouts.requestSeconds)}${allowance}. Send the request again over a faster connection.`,
    );
  }
  const message = {
    headers: `The request headers did not arrive within ${seconds(timeouts.headersSeconds)}.`,
    'body-idle': `The request body stopped arriving: nothing came for ${seconds(timeouts.bodyIdleSeconds)} before it was complete (as long as its Content-Length, or up to its last chunk).`,
  }[part];
  return new DomainError('request_timeout', `${message} Send the request again without pauses.`);
}

function seconds(value: number): string {
  return `${value} second${value === 1 ? '' : 's'}`;
}

/** 400 for an HTTP/1.1 request without `Host` (HTTP requires the refusal; node:http's has no body). */
export function missingHost(): DomainError {
  return new DomainError('validation_error', 'HTTP/1.1 requests must carry a Host header.', {
    details: [{ path: ['host'], field: 'Host', location: 'header', message: 'Required.' }],
  });
}

/**
 * 415 for a transfer coding other than `chunked` (`Transfer-Encoding: gzip, chunked`): node:http
 * undoes only the chunking and would hand the still-compressed bytes on as the body. A body is
 * compressed with `Content-Encoding: gzip`, which every host takes. Undefined when acceptable.
 */
export function unsupportedTransferCoding(value: string | undefined): DomainError | undefined {
  const codings = (value ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'chunked');
  if (codings.length === 0) return undefined;
  return new DomainError('unsupported_media_type', 'Only `Transfer-Encoding: chunked` is accepted; compress the body with `Content-Encoding: gzip` instead.', {
    details: [{ path: ['transfer-encoding'], field: 'Transfer-Encoding', location: 'header', message: `Expected chunked, received "${String(value).slice(0, 60)}".` }],
  });
}

/**
 * Why this server cannot read the body of `request` as it was sent (`unsupportedTransferCoding`),
 * or undefined: the app, the result links and the upload links throw it once the request is
 * authenticated (its key, or the signature of the link), so a request without one gets 401 first
 * (contract §6).
 */
export function unreadableBody(request: HttpRequest): DomainError | undefined {
  return unsupportedTransferCoding(request.headers['transfer-encoding']);
}

/** 405 for `CONNECT`: this server is not a proxy (node:http would close the connection silently). */
export function connectRefused(): DomainError {
  return new DomainError('method_not_allowed', 'CONNECT is not supported: this server is not a proxy.', { allow: SERVED_METHODS });
}

/**
 * Writes a contract error straight to a socket whose request node:http will not hand to the
 * request handler (a parse error, `CONNECT`) and closes the connection.
 */
export function endWithError(socket: Duplex, error: DomainError, requestId: string): void {
  const response: HttpResponse = errorResponse(error, requestId);
  const head = Object.entries({ ...response.headers, 'x-request-id': requestId, 'content-length': String(Buffer.byteLength(response.body)), connection: 'close' })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}\r\n${head}\r\n${response.body}`);
}
