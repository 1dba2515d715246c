import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarityResultLink, startOpenServerProcess, type FolderServer, type ServerProcess } from '../helpers/server-process.js';

/**
 * A client that closes the connection mid-response (a cancelled download of a large result) or
 * mid-request (a body never finished) is no fault of the server: a real local server logs it at
 * info level with the error's code, never as an error, and without any text of the request.
 */

const JOB_TIMEOUT_MS = 120_000;
const MARKER = 'hangupmarker';

let open: FolderServer;
let server: ServerProcess;
beforeAll(async () => {
  open = await startOpenServerProcess('client-hang-up-', { LOG_LEVEL: 'info' });
  server = open.server;
}, 60_000);
afterAll(async () => open?.stop());

type LogLine = { level?: string; message?: string; code?: string };

/** The server's JSON log lines written since `from` (an offset in its output). */
function logLines(from: number): LogLine[] {
  return server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

async function logged(from: number, message: string): Promise<LogLine[]> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = logLines(from).filter((l) => l.message === message);
    if (lines.length > 0) return lines;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

/** A self-similarity job of `n` answers (a result of several MB); its result link. */
function largeResult(n: number): Promise<string> {
  const set = Array.from({ length: n }, (_, i) => `${MARKER} ${i}: the ${['parcel', 'helpdesk', 'tablet app', 'invoice', 'menu'][i % 5]} felt ${['late', 'friendly', 'clumsy', 'okay'][i % 4]} #${i % 37}`);
  return similarityResultLink(server, { set }, JOB_TIMEOUT_MS);
}

/** Downloads `url` as gzip (the stored bytes, with a length) and closes the connection after the first chunk. */
function abortedDownload(url: string): Promise<{ received: number; length: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`download answered ${res.statusCode}`));
      res.once('data', (chunk: Buffer) => {
        req.destroy();
        resolve({ received: chunk.length, length: Number(res.headers['content-length']) });
      });
    });
    req.on('error', () => undefined);
    req.end();
  });
}

describe('client hang-up', () => {
  it('logs a download the client cancels mid-response at info level with its code, not as an error, and without texts', async () => {
    const url = await largeResult(1200);
    const from = server.output().length;
    const { received, length } = await abortedDownload(url);
    expect(received).toBeLessThan(length / 4);
    const [line] = await logged(from, 'client closed the connection');
    expect(line).toMatchObject({ level: 'info' });
    expect(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED']).toContain(line.code);
    expect(logLines(from).filter((l) => l.level === 'error')).toEqual([]);
    expect(server.output().slice(from)).not.toContain(MARKER);
  }, 180_000);

  it('logs a request body the client never finishes at info level, not as an error, and without texts', async () => {
    const from = server.output().length;
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`POST /v1/similarity HTTP/1.1\r\nhost: local\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{"set":["${MARKER} one",`);
    await new Promise((r) => setTimeout(r, 300));
    socket.destroy();
    const [line] = await logged(from, 'client closed the connection');
    expect(line).toMatchObject({ level: 'info', code: 'ECONNRESET' });
    expect(logLines(from).filter((l) => l.level === 'error')).toEqual([]);
    expect(server.output().slice(from)).not.toContain(MARKER);
  }, 30_000);

  it('still answers after the hang-ups', async () => {
    const res = await fetch(`${server.url}/v1/similarity`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ set: ['a parcel came late', 'the parcel was late'], fast: true }) });
    expect(res.status).toBe(200);
  });
});

/** Sends raw bytes on a new connection; resolves with everything the server sent until it closed. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server neither answered nor closed; received: ${JSON.stringify(received)}`));
    }, 10_000);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.write(text);
  });
}

describe('request bytes that are not valid HTTP', () => {
  const body = JSON.stringify({ inputs: [`${MARKER} fine`], fast: true });

  it('answers a broken chunked body with a 400 in the contract format (not a dropped connection, not a hang-up)', async () => {
    const from = server.output().length;
    const reply = await rawExchange(
      `POST /v1/sentiment HTTP/1.1\r\nhost: local\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    const error = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(error).toMatchObject({ code: 'invalid_json', message: 'The request is not valid HTTP.' });
    expect(error.requestId).toMatch(/^req_/);
    await new Promise((r) => setTimeout(r, 300));
    expect(logLines(from).filter((l) => l.level === 'error' || l.message === 'client closed the connection')).toEqual([]);
    expect(server.output().slice(from)).not.toContain(MARKER);
  });

  it('answers a broken header line with a 400 in the contract format', async () => {
    const reply = await rawExchange(`POST /v1/sentiment HTTP/1.1\r\nhost: local\r\nbroken header\r\ncontent-length: ${body.length}\r\n\r\n${body}`);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'invalid_json' });
  });

  it('answers a complete request with its own answer when bytes that are not HTTP follow it on the connection, then closes', async () => {
    const from = server.output().length;
    const reply = await rawExchange(
      `POST /v1/sentiment HTTP/1.1\r\nhost: local\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}\u0001\u0002 not http\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).not.toContain(' 400 ');
    const answer = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as { results: { sentiment: string }[] };
    expect(answer.results).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(logLines(from).filter((l) => l.level === 'error')).toEqual([]);
  });

  it('still answers a valid chunked body', async () => {
    const reply = await rawExchange(
      `POST /v1/sentiment HTTP/1.1\r\nhost: local\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
  });
});
