import { STATUS_CODES } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitReplies } from '../helpers/raw-http-replies.js';
import { startTestService, type TestService } from '../helpers/local-service.js';

/**
 * The edges of HTTP a hostile or odd client reaches, sent as raw bytes to a real local server:
 * every answer is a 2xx or 4xx in the contract's format with a request id (or a closed connection
 * where HTTP requires it), never a 5xx, an empty body or a hang, and no refusal creates a job.
 */

interface Reply {
  status: number;
  reason: string;
  headers: Record<string, string>;
  body: string;
}

let service: TestService;
let port: number;
beforeAll(async () => {
  service = await startTestService({ RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '100000' });
  port = Number(new URL(service.url).port);
});
afterAll(async () => service?.cleanup());

/**
 * Sends raw bytes on a new connection and reads until the server closes it (each exchange ends
 * with a request that closes the connection, or one the server must close). `heads` lists the
 * replies (by index) that answer a HEAD request and so carry no body.
 */
function exchange(text: string, heads: number[] = []): Promise<{ replies: Reply[]; rest: string }> {
  return exchangeSteps(port, [text], heads);
}

/**
 * Like `exchange`, on `toPort`, writing the texts of `steps` in turn and pausing the number of
 * milliseconds of each number between them (a slow client); `null` half-closes the connection
 * (the client's FIN). `ms` is the time from the first byte sent until the server closed it.
 */
function exchangeSteps(toPort: number, steps: (string | number | null)[], heads: number[] = []): Promise<{ replies: Reply[]; rest: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(toPort, '127.0.0.1');
    let received = Buffer.alloc(0);
    const started = performance.now();
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server neither answered nor closed; received: ${JSON.stringify(received.toString('latin1').slice(0, 500))}`));
    }, 10_000);
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ...parseReplies(received, heads), ms: performance.now() - started });
    });
    void (async () => {
      for (const step of steps) {
        if (socket.destroyed) return;
        if (step === null) socket.end();
        else if (typeof step === 'number') await new Promise((r) => setTimeout(r, step));
        else socket.write(step, 'latin1');
      }
    })();
  });
}

function parseReplies(bytes: Buffer, heads: number[]): { replies: Reply[]; rest: string } {
  const statusLine = /^HTTP\/1\.1 (\d{3}) ?(.*)$/;
  const { replies, rest } = splitReplies(bytes, heads, (line) => statusLine.test(line));
  return {
    replies: replies.map((r) => {
      const [, status, reason] = statusLine.exec(r.statusLine)!;
      return { status: Number(status), reason, headers: r.headers, body: r.body.toString('utf8') };
    }),
    rest: rest.toString('latin1'),
  };
}

const AUTH = () => `authorization: Bearer ${service.key}\r\n`;
const BODY = JSON.stringify({ inputs: ['the parcel came late'] });
/** Request bodies as the bytes a socket sends (each character one byte, as `exchange` writes them). */
const LATIN1 = JSON.stringify({ inputs: ['le café était froid'] });
const UTF16 = Buffer.from(`\ufeff${BODY}`, 'utf16le').toString('latin1');
/** UTF-16 of ASCII-only JSON without a byte order mark: valid UTF-8 with a NUL beside each character. */
const UTF16LE_ASCII = Buffer.from('{"inputs":["great food"],"fast":true}', 'utf16le').toString('latin1');
const UTF16BE_ASCII = Buffer.from('{"inputs":["great food"],"fast":true}', 'utf16le').swap16().toString('latin1');
const TWICE = '{"inputs":"one text","inputs":["the parcel came late"]}';
const TWICE_BAD = '{"inputs":["the parcel came late"],"inputs":"one text"}';

/** The reply is a 2xx/4xx; a 4xx carries the contract's error body with the header's request id. */
function expectContract(reply: Reply, status?: number): Record<string, unknown> | undefined {
  if (status !== undefined) expect(reply.status).toBe(status);
  expect(reply.status < 300 || (reply.status >= 400 && reply.status < 500)).toBe(true);
  expect(reply.headers['x-request-id']).toMatch(/^req_/);
  expect(reply.reason).toBe(STATUS_CODES[reply.status]);
  if (reply.status < 400) return undefined;
  const body = JSON.parse(reply.body) as Record<string, unknown>;
  expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: reply.headers['x-request-id'] });
  return body;
}

describe('Expect', () => {
  it('answers an expectation other than 100-continue with 417 in the contract format and creates no job', async () => {
    const jobs = await service.jobCount();
    const { replies } = await exchange(`POST /v1/embeddings HTTP/1.1\r\nhost: x\r\n${AUTH()}content-type: application/json\r\nexpect: 200-ok\r\ncontent-length: ${BODY.length}\r\n\r\n${BODY}`);
    expect(replies).toHaveLength(1);
    expect(expectContract(replies[0], 417)).toMatchObject({ code: 'expectation_failed', errors: [{ field: 'Expect', location: 'header' }] });
    expect(replies[0].headers.connection).toBe('close');
    expect(await service.jobCount()).toBe(jobs);
  });

  it('still honours Expect: 100-continue', async () => {
    const { replies } = await exchange(
      `POST /v1/embeddings HTTP/1.1\r\nhost: x\r\n${AUTH()}content-type: application/json\r\nexpect: 100-continue\r\nconnection: close\r\ncontent-length: ${BODY.length}\r\n\r\n${BODY}`,
    );
    expect(replies.map((r) => r.status)).toEqual([100, 202]);
  });

  it('answers 100-continue with 413 instead of the 100 when Content-Length is over the limit, so no body is sent', async () => {
    const { replies, ms } = await exchangeSteps(port, [`POST /v1/embeddings HTTP/1.1\r\nhost: x\r\n${AUTH()}content-type: application/json\r\nexpect: 100-continue\r\ncontent-length: ${20 * 1024 * 1024}\r\n\r\n`]);
    expect(replies.map((r) => r.status)).toEqual([413]);
    expect(expectContract(replies[0])).toMatchObject({ code: 'payload_too_large' });
    expect(replies[0].headers.connection).toBe('close');
    expect(ms).toBeLessThan(2000);
  });
});

describe('HEAD', () => {
  it('answers HEAD of a GET route like the GET, without the body, and keeps the connection usable', async () => {
    const get = await fetch(`${service.url}/v1/health`);
    const getBody = await get.text();
    const { replies, rest } = await exchange('HEAD /v1/health HTTP/1.1\r\nhost: x\r\n\r\nGET /v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', [0]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expectContract(replies[0]);
    expect(replies[0].headers['content-type']).toBe(get.headers.get('content-type'));
    expect(Number(replies[0].headers['content-length'])).toBe(Buffer.byteLength(getBody));
    // The HEAD reply carried no body: the next bytes were the GET's reply, and nothing is left over.
    expect(JSON.parse(replies[1].body)).toEqual(JSON.parse(getBody));
    expect(rest).toBe('');
  });

  it('answers HEAD of an authenticated GET route with its status: 401 without a key, 404 for an unknown job', async () => {
    const { replies } = await exchange(
      `HEAD /v1/jobs/job_unknown HTTP/1.1\r\nhost: x\r\n\r\nHEAD /v1/jobs/job_unknown HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`,
      [0, 1],
    );
    expect(replies.map((r) => r.status)).toEqual([401, 404]);
    for (const reply of replies) expect(reply.headers['x-request-id']).toMatch(/^req_/);
    expect(replies[0].headers['www-authenticate']).toBe('Bearer');
  });

  it('names HEAD beside GET in the Allow of a result link, which answers both', async () => {
    const { replies } = await exchange('POST /v1/results/job_x/result.json HTTP/1.1\r\nhost: x\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    expect(expectContract(replies[0], 405)).toMatchObject({ code: 'method_not_allowed' });
    expect(replies[0].headers.allow).toBe('GET, HEAD');
  });

  it('answers HEAD of a POST route with 405 and Allow, and lists HEAD beside GET in Allow', async () => {
    const { replies } = await exchange('HEAD /v1/sentiment HTTP/1.1\r\nhost: x\r\n\r\nPOST /v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', [0]);
    expect(replies.map((r) => [r.status, r.headers.allow])).toEqual([
      [405, 'POST'],
      [405, 'GET, HEAD'],
    ]);
    expect(expectContract(replies[1])).toMatchObject({ code: 'method_not_allowed', message: 'POST is not allowed here; use GET or HEAD.' });
  });
});

// The cases run at once, each on its own connection: each one waits out its deadlines (no job is
// created and no model runs), so together they take about as long as the longest.
describe.concurrent('a client that sends its request too slowly', () => {
  // The deadlines of docs/configuration.md, shortened so that each case takes about a second.
  // A body may take 2 s plus one second per 100 bytes it sends.
  const TIMEOUTS = { HEADERS_TIMEOUT_SECONDS: '1', BODY_IDLE_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2', REQUEST_MIN_BYTES_PER_SECOND: '100', KEEP_ALIVE_TIMEOUT_SECONDS: '2' };
  let slow: TestService;
  let slowPort: number;
  beforeAll(async () => {
    // No request here reaches a model: an executor that never answers keeps the models unloaded.
    slow = await startTestService(TIMEOUTS, { executor: { run: () => new Promise<never>(() => undefined) } });
    slowPort = Number(new URL(slow.url).port);
  });
  afterAll(async () => {
    slow?.root.queue.close();
    await slow?.cleanup();
  });
  const head = (extra = '') => `POST /v1/sentiment HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${slow.key}\r\ncontent-type: application/json\r\n${extra}`;

  /** One 408 `request_timeout` with `Connection: close`, sent within `seconds` (to the checking interval and a loaded machine's delay). */
  function expectTimedOut(result: { replies: Reply[]; rest: string; ms: number }, seconds: number, message: RegExp): void {
    expect(result.replies).toHaveLength(1);
    expect(expectContract(result.replies[0], 408)).toEqual({ code: 'request_timeout', message: expect.stringMatching(message), requestId: expect.any(String) });
    expect(result.replies[0].headers.connection).toBe('close');
    expect(result.rest).toBe('');
    expect(result.ms).toBeGreaterThanOrEqual(seconds * 1000 - 50);
    expect(result.ms).toBeLessThan(seconds * 1000 + 1500);
  }

  it('answers headers that are not complete within HEADERS_TIMEOUT_SECONDS with 408, then closes', async () => {
    const result = await exchangeSteps(slowPort, ['GET /v1/health HTTP/1.1\r\n', 300, 'host: x\r\n', 300, 'x-a: b\r\n', 300, 'x-b: c\r\n', 300, 'x-c: d\r\n']);
    expectTimedOut(result, 1, /^The request headers did not arrive within 1 second\. /);
  });

  it('answers a body shorter than its Content-Length with 408 once nothing came for BODY_IDLE_TIMEOUT_SECONDS, creating no job', async () => {
    const result = await exchangeSteps(slowPort, [`${head(`content-length: ${BODY.length + 10}\r\nx-request-id: req_from_the_client_1\r\n`)}\r\n${BODY}`]);
    expectTimedOut(result, 1, /^The request body stopped arriving: nothing came for 1 second before it was complete \(as long as its Content-Length/);
    // The client's request id is kept, as on every other answer.
    expect(result.replies[0].headers['x-request-id']).toBe('req_from_the_client_1');
    expect(await slow.jobCount()).toBe(0);
  });

  it('answers a chunked body stalled before its last chunk with 408', async () => {
    const result = await exchangeSteps(slowPort, [`${head('transfer-encoding: chunked\r\n')}\r\n5\r\n${BODY.slice(0, 5)}\r\n`]);
    expectTimedOut(result, 1, /^The request body stopped arriving/);
  });

  it('answers a body that trickles in below REQUEST_MIN_BYTES_PER_SECOND with 408 once REQUEST_TIMEOUT_SECONDS and its allowance are spent: each pause is short, the whole too slow', async () => {
    // One byte every 0.45 s (about 2 bytes per second): the deadline is 2 s plus 0.01 s per byte
    // received, 2.04 s after the fourth byte, well before the fifth.
    const trickle = Array.from({ length: 12 }, () => [450, ' ']).flat();
    const result = await exchangeSteps(slowPort, [`${head('content-length: 100\r\n')}\r\n`, ...trickle]);
    expectTimedOut(
      result,
      2,
      /^The request body arrived too slowly: [3-5] bytes in 2\.\d seconds\. A body may take 2 seconds plus one second for every 100 bytes it sends \(an average of at least 100 bytes per second\)\. Send the request again over a faster connection\.$/,
    );
    expect(await slow.jobCount()).toBe(0);
  });

  it('reads a steady body that takes longer than REQUEST_TIMEOUT_SECONDS in full when it keeps above REQUEST_MIN_BYTES_PER_SECOND', async () => {
    // 600 bytes in 30 parts 0.1 s apart: 3 s at 200 bytes per second.
    const body = JSON.stringify({ inputs: 'x'.repeat(587) });
    expect(body.length).toBe(600);
    const parts = Array.from({ length: 30 }, (_, i) => [100, body.slice(i * 20, i * 20 + 20)]).flat();
    const result = await exchangeSteps(slowPort, [`${head(`content-length: ${body.length}\r\nconnection: close\r\n`)}\r\n`, ...parts]);
    expect(result.ms).toBeGreaterThanOrEqual(2900);
    // The validation error of the whole body, not a timeout.
    expect(expectContract(result.replies[0], 400)).toMatchObject({ code: 'validation_error' });
  });

  it('cuts a body that starts steadily but falls behind the pace later, a chunked one too', async () => {
    // 200 bytes at once buy 2 s more: the deadline is 4 s, then one byte every 0.4 s cannot keep up.
    const trickle = Array.from({ length: 14 }, () => [400, ' ']).flat();
    const start = `{"inputs":"${'x'.repeat(189)}`;
    expect(start.length).toBe(200);
    const result = await exchangeSteps(slowPort, [`${head('transfer-encoding: chunked\r\n')}\r\n${start.length.toString(16)}\r\n${start}\r\n`, ...trickle.map((s) => (s === ' ' ? '1\r\n \r\n' : s))]);
    expectTimedOut(result, 4, /^The request body arrived too slowly: 2\d\d bytes in 4\.\d seconds\./);
  });

  it('reads a body that pauses for less than BODY_IDLE_TIMEOUT_SECONDS in full', async () => {
    const body = JSON.stringify({ inputs: 'not a list' });
    const result = await exchangeSteps(slowPort, [`${head(`content-length: ${body.length}\r\nconnection: close\r\n`)}\r\n`, 500, body.slice(0, 10), 500, body.slice(10)]);
    // The validation error of the whole body, not a timeout.
    expect(expectContract(result.replies[0], 400)).toMatchObject({ code: 'validation_error' });
  });

  it('leaves an idle keep-alive connection between two requests to KEEP_ALIVE_TIMEOUT_SECONDS, not to the headers deadline', async () => {
    const result = await exchangeSteps(slowPort, ['GET /v1/health HTTP/1.1\r\nhost: x\r\n\r\n', 1500, 'GET /v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n']);
    expect(result.replies.map((r) => r.status)).toEqual([200, 200]);
    expect(result.replies[0].headers['keep-alive']).toBe('timeout=2');
    // Idle longer than the keep-alive timeout: closed without an answer.
    const idle = await exchangeSteps(slowPort, ['GET /v1/health HTTP/1.1\r\nhost: x\r\n\r\n']);
    expect(idle.replies.map((r) => r.status)).toEqual([200]);
    expect(idle.rest).toBe('');
    expect(idle.ms).toBeGreaterThanOrEqual(2000 - 50);
    expect(idle.ms).toBeLessThan(2000 + 1500);
  });
});

describe('paths as received', () => {
  it.each([
    ['//v1/health', 'No route GET //v1/health.'],
    ['/v1/../v1/health', 'No route GET /v1/../v1/health.'],
    ['/v1/jobs/%2e%2e/x', 'No route GET /v1/jobs/%2e%2e/x.'],
  ])('answers GET %s with a 404 naming the path as sent', async (path, message) => {
    const { replies } = await exchange(`GET ${path} HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`);
    expect(expectContract(replies[0], 404)).toMatchObject({ code: 'not_found', message });
  });

  it('keeps the first of a repeated query parameter, as the AWS host does', async () => {
    const { replies } = await exchange(`GET /v1/jobs?jobId=&jobId=job_unknown HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`);
    expect(expectContract(replies[0], 400)).toMatchObject({ code: 'missing_parameter' });
  });

  it('serves an absolute-form target by its path', async () => {
    const { replies } = await exchange('GET http://elsewhere.example/v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    expectContract(replies[0], 200);
  });
});

describe('requests node:http would refuse without a body', () => {
  it('answers CONNECT with 405, Allow and the contract body, then closes', async () => {
    const { replies } = await exchange(`CONNECT 127.0.0.1:${port} HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(replies).toHaveLength(1);
    expect(expectContract(replies[0], 405)).toMatchObject({ code: 'method_not_allowed' });
    expect(replies[0].headers.allow).toBe('GET, HEAD, POST, DELETE');
  });

  it('answers an HTTP/1.1 request without Host with 400 in the contract format; HTTP/1.0 needs none', async () => {
    const { replies } = await exchange('GET /v1/health HTTP/1.1\r\nconnection: close\r\n\r\n');
    expect(expectContract(replies[0], 400)).toMatchObject({ code: 'validation_error', errors: [{ field: 'Host', location: 'header' }] });
    const old = await exchange('GET /v1/health HTTP/1.0\r\n\r\n');
    expectContract(old.replies[0], 200);
  });

  it('answers headers over the limit with 413 and its own reason phrase', async () => {
    const { replies } = await exchange(`GET /v1/health HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(70_000)}\r\n\r\n`);
    expect(expectContract(replies[0], 413)).toMatchObject({ code: 'payload_too_large' });
  });
});

describe('a hostile client', () => {
  const post = (extra: string, body = BODY, path = '/v1/sentiment') => `POST ${path} HTTP/1.1\r\nhost: x\r\n${AUTH()}content-type: application/json\r\n${extra}\r\n${body}`;
  const cases: [string, () => string, number | 'closed'][] = [
    ['OPTIONS without CORS headers', () => 'OPTIONS /v1/sentiment HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 405],
    ['a CORS preflight', () => 'OPTIONS /v1/sentiment HTTP/1.1\r\nhost: x\r\norigin: https://a.example\r\naccess-control-request-method: POST\r\nconnection: close\r\n\r\n', 405],
    ['OPTIONS *', () => 'OPTIONS * HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 404],
    ['TRACE', () => 'TRACE /v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 405],
    ['a lowercase method', () => 'get /v1/health HTTP/1.1\r\nhost: x\r\n\r\n', 400],
    ['an unknown method', () => 'BREW /v1/health HTTP/1.1\r\nhost: x\r\n\r\n', 400],
    ['duplicate Content-Length', () => post(`content-length: ${BODY.length}\r\ncontent-length: ${BODY.length}\r\n`), 400],
    ['Content-Length and Transfer-Encoding', () => post(`content-length: ${BODY.length}\r\ntransfer-encoding: chunked\r\n`, `${BODY.length.toString(16)}\r\n${BODY}\r\n0\r\n\r\n`), 400],
    ['a negative Content-Length', () => post('content-length: -1\r\n'), 400],
    ['a Content-Length shorter than the body', () => post('content-length: 10\r\n'), 400],
    ['a JSON charset other than UTF-8 (JSON has no charset parameter)', () => post(`content-length: ${BODY.length}\r\nconnection: close\r\n`).replace('application/json', 'application/json; charset=latin1'), 202],
    ['a JSON body with a UTF-8 byte order mark', () => post(`content-length: ${BODY.length + 3}\r\nconnection: close\r\n`, `\xef\xbb\xbf${BODY}`), 202],
    ['a body in Latin-1, not UTF-8', () => post(`content-length: ${LATIN1.length}\r\nconnection: close\r\n`, LATIN1), 400],
    ['a body in UTF-16', () => post(`content-length: ${UTF16.length}\r\nconnection: close\r\n`, UTF16), 400],
    ['a name given twice (the last value is kept: here a list)', () => post(`content-length: ${TWICE.length}\r\nconnection: close\r\n`, TWICE), 202],
    ['a name given twice (the last value is kept: here not a list)', () => post(`content-length: ${TWICE_BAD.length}\r\nconnection: close\r\n`, TWICE_BAD), 400],
    ['a transfer coding other than chunked', () => post(`transfer-encoding: gzip, chunked\r\nconnection: close\r\n`, `${BODY.length.toString(16)}\r\n${BODY}\r\n0\r\n\r\n`), 415],
    ['Transfer-Encoding without chunked', () => post('transfer-encoding: gzip\r\n'), 400],
    ['gzip Content-Encoding on a plain body', () => post(`content-encoding: gzip\r\ncontent-length: ${BODY.length}\r\nconnection: close\r\n`), 400],
    ['an unknown Content-Encoding', () => post(`content-encoding: br\r\ncontent-length: ${BODY.length}\r\nconnection: close\r\n`), 415],
    ['a query string on a POST route', () => post(`content-length: ${BODY.length}\r\nconnection: close\r\n`, BODY, '/v1/sentiment?fast=maybe&x=%ZZ'), 400],
    ['a percent-encoded route', () => 'GET /v1/%68ealth HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 404],
    ['a trailing slash', () => 'GET /v1/health/ HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n', 404],
    ['a very long URL', () => `GET /v1/${'a'.repeat(8_000)} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`, 404],
    ['a URL over the header limit', () => `GET /v1/${'a'.repeat(70_000)} HTTP/1.1\r\nhost: x\r\n\r\n`, 413],
    ['an encoded traversal job id', () => `GET /v1/jobs/..%2F..%2Fetc%2Fpasswd HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`, 404],
    ['a NUL job id', () => `GET /v1/jobs/%00 HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`, 404],
    ['a job id that is not UTF-8', () => `GET /v1/jobs/%ff%fe HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`, 404],
    ['a bad percent-escape job id', () => `GET /v1/jobs/%ZZ HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`, 404],
    ['a 5,000-character job id', () => `GET /v1/jobs/job_${'x'.repeat(5000)} HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`, 404],
    ['a job id in the query that is a path', () => `GET /v1/jobs?jobId=..%2F..%2Fjobs HTTP/1.1\r\nhost: x\r\n${AUTH()}connection: close\r\n\r\n`, 404],
  ];

  it.each(cases)('answers %s in the contract format without a 5xx or a hang, creating no job', async (_name, text, status) => {
    const jobs = await service.jobCount();
    const { replies } = await exchange(text());
    expect(replies.length).toBeGreaterThanOrEqual(1);
    expectContract(replies[0], status === 'closed' ? undefined : status);
    if (status !== 202) expect(await service.jobCount()).toBe(jobs);
  });

  it('names what is wrong with the bytes of a body: not UTF-8, or a transfer coding it cannot undo', async () => {
    const latin1 = await exchange(post(`content-length: ${LATIN1.length}\r\nconnection: close\r\n`, LATIN1));
    expect(expectContract(latin1.replies[0], 400)).toMatchObject({ code: 'invalid_json', message: expect.stringMatching(/^The request body is not UTF-8: /) });
    const utf16 = await exchange(post(`content-length: ${UTF16.length}\r\nconnection: close\r\n`, UTF16));
    expect(expectContract(utf16.replies[0], 400)).toMatchObject({ message: expect.stringContaining('(it looks like UTF-16)') });
    for (const body of [UTF16LE_ASCII, UTF16BE_ASCII]) {
      const ascii = await exchange(post(`content-length: ${body.length}\r\nconnection: close\r\n`, body));
      expect(expectContract(ascii.replies[0], 400)).toMatchObject({ code: 'invalid_json', message: expect.stringMatching(/^The request body is not UTF-8 \(it looks like UTF-16\): /) });
    }
    const coded = await exchange(post(`transfer-encoding: gzip, chunked\r\nconnection: close\r\n`, `${BODY.length.toString(16)}\r\n${BODY}\r\n0\r\n\r\n`));
    expect(expectContract(coded.replies[0], 415)).toMatchObject({ code: 'unsupported_media_type', errors: [{ field: 'Transfer-Encoding', location: 'header' }] });
  });

  it('checks the key before the transfer coding (contract §6): 401 without a valid key, 415 with one', async () => {
    const chunked = `${BODY.length.toString(16)}\r\n${BODY}\r\n0\r\n\r\n`;
    const coded = (auth: string) => `POST /v1/sentiment HTTP/1.1\r\nhost: x\r\n${auth}content-type: application/json\r\ntransfer-encoding: gzip, chunked\r\nconnection: close\r\n\r\n${chunked}`;
    const jobs = await service.jobCount();
    const none = await exchange(coded(''));
    expect(expectContract(none.replies[0], 401)).toMatchObject({ code: 'unauthorized' });
    const wrong = await exchange(coded('authorization: Bearer tas_not_a_key\r\n'));
    expect(expectContract(wrong.replies[0], 401)).toMatchObject({ code: 'unauthorized' });
    const keyed = await exchange(coded(AUTH()));
    expect(expectContract(keyed.replies[0], 415)).toMatchObject({ code: 'unsupported_media_type', errors: [{ field: 'Transfer-Encoding' }] });
    // A route that needs no key still refuses the body it cannot read.
    const open = await exchange(`GET /v1/health HTTP/1.1\r\nhost: x\r\ntransfer-encoding: gzip, chunked\r\nconnection: close\r\n\r\n${chunked}`);
    expect(expectContract(open.replies[0], 415)).toMatchObject({ code: 'unsupported_media_type' });
    expect(await service.jobCount()).toBe(jobs);
  });

  it('answers a chunked body over 10 MiB (no Content-Length) with 413 while it arrives, then closes the connection', async () => {
    const chunk = ' '.repeat(1024 * 1024);
    const chunks = Array.from({ length: 11 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const jobs = await service.jobCount();
    const { replies, rest } = await exchange(`${post('transfer-encoding: chunked\r\n', `${chunks}0\r\n\r\n`)}GET /v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`);
    expect(replies).toHaveLength(1);
    expect(expectContract(replies[0], 413)).toMatchObject({ code: 'payload_too_large' });
    expect(replies[0].headers.connection).toBe('close');
    expect(rest).toBe('');
    expect(await service.jobCount()).toBe(jobs);
  });

  it('answers the requests of a client that half-closes the connection after sending them, then closes', async () => {
    const invalid = JSON.stringify({ inputs: 'one text' });
    const request = `${post(`content-length: ${invalid.length}\r\n`, invalid)}`;
    const { replies, rest } = await exchangeSteps(port, [`${request}${request}GET /v1/health HTTP/1.1\r\nhost: x\r\n\r\n`, null]);
    expect(replies.map((r) => r.status)).toEqual([400, 400, 200]);
    for (const reply of replies) expectContract(reply);
    expect(rest).toBe('');
  });

  it('keeps a connection usable after 4xx answers', async () => {
    const { replies } = await exchange(
      [
        'POST /v1/nope HTTP/1.1\r\nhost: x\r\ncontent-length: 3\r\n\r\nabc',
        'PUT /v1/sentiment HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\n\r\n{}',
        `POST /v1/sentiment HTTP/1.1\r\nhost: x\r\n${AUTH()}content-type: application/json\r\ncontent-length: 5\r\n\r\n{"a":`,
        'GET /v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n',
      ].join(''),
    );
    expect(replies.map((r) => r.status)).toEqual([404, 405, 400, 200]);
    for (const reply of replies) expectContract(reply);
  });
});
