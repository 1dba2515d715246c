import { connect, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEND_CHUNK_BYTES } from '../../lambdas/local/send-timeout.js';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';
import { splitReplies, type RawReply } from '../helpers/raw-http-replies.js';

/**
 * Clients that send a request and then read its answer too slowly, or not at all, against a real
 * local server over real sockets: the answer is cut once it falls behind RESPONSE_TIMEOUT_SECONDS
 * plus its allowance for the bytes taken, the event is logged without the answer, and the memory
 * the answer held is released. A client reading at the minimum pace gets its answer in full.
 */

// A body may take 1 s plus one second per 2,000,000 bytes the client takes.
const SETTINGS = { RESPONSE_TIMEOUT_SECONDS: '1', RESPONSE_MIN_BYTES_PER_SECOND: '2000000', RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '100000', EVENT_LOOP_WARN_MS: '0' };
const MIB = 2 ** 20;
const ROW = JSON.stringify({ text: 'x', vector: Array.from({ length: 512 }, (_, i) => Number(Math.sin(i).toFixed(6))) });

/** An embeddings body of about one MiB per input (the executor is a stand-in: no model is loaded); `slow` first takes 4 s. */
function bigBody(inputs: string[], requestId: string): string {
  const rows = Array.from({ length: Math.ceil((inputs.length * MIB) / ROW.length) }, () => ROW);
  return `{"embeddings":[${rows.join(',')}],"requestId":"${requestId}"}`;
}

const gc = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** Bytes held in buffers (answers in memory), after a full collection (twice: dead buffers are freed after it, on another thread). */
async function bufferBytes(): Promise<number> {
  gc();
  await new Promise((r) => setTimeout(r, 200));
  gc();
  return process.memoryUsage().arrayBuffers;
}

let service: TestService;
let port: number;
let warn: { mock: { calls: unknown[][] } };
beforeAll(async () => {
  service = await startTestService(SETTINGS, {
    executor: {
      run: async (request, _version, requestId) => {
        const inputs = (request as { inputs: string[] }).inputs;
        if (inputs[0] === 'slow') await new Promise((r) => setTimeout(r, 4000));
        return { body: bigBody(inputs, requestId) };
      },
    },
  });
  port = Number(new URL(service.url).port);
  warn = vi.spyOn(service.root.deps.logger, 'warn');
});
afterAll(async () => {
  service?.root.queue.close();
  await service?.cleanup();
});

function embeddings(mib: number, first = 'a', extra = ''): string {
  const body = JSON.stringify({ inputs: [first, ...Array.from({ length: mib - 1 }, () => 'a')], fast: true });
  return `POST /v1/embeddings HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${service.key}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n${extra}\r\n${body}`;
}

/** A connection that sends `request` and reads nothing until `resume` is called; `done` resolves with all it then received once the server closes it. */
function stalledClient(request: string): { socket: Socket; sentAt: number; received: () => Buffer; done: Promise<Buffer> } {
  const socket = connect(port, '127.0.0.1');
  socket.pause();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  const done = new Promise<Buffer>((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks))));
  socket.write(request);
  return { socket, sentAt: performance.now(), received: () => Buffer.concat(chunks), done };
}

/**
 * Reads from a connection at about `bytesPerSecond` (pausing after each chunk as long as its size takes at that pace)
 * until the server closes it or, with `untilComplete`, the answer is in as long as the Content-Length of its head.
 */
function readSteadily(socket: Socket, bytesPerSecond: number, untilComplete: boolean): Promise<{ received: Buffer; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // The bytes of the head and the body, once the head is in (read once from it).
    let whole: number | undefined;
    const finish = () => resolve({ received: Buffer.concat(chunks), ms: performance.now() - started });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (untilComplete && whole === undefined) {
        const head = Buffer.concat(chunks);
        const end = head.indexOf('\r\n\r\n');
        if (end >= 0) whole = end + 4 + Number(parse(head).headers['content-length']);
      }
      if (whole !== undefined && size >= whole) {
        socket.destroy();
        finish();
        return;
      }
      socket.pause();
      setTimeout(() => socket.resume(), Math.max(0, (size / bytesPerSecond) * 1000 - (performance.now() - started)));
    });
    socket.on('error', reject);
    socket.on('close', finish);
    socket.resume();
  });
}

/** Status, headers and the bytes of the body received so far (up to its Content-Length) of one HTTP/1.1 answer. */
function parse(bytes: Buffer): RawReply & { status: number } {
  const [reply] = splitReplies(bytes, []).replies;
  return { ...reply, status: Number(reply.statusLine.split(' ')[1]) };
}

/** Whether `received` holds a whole answer: its head and a body as long as its Content-Length. */
const complete = (received: Buffer) => {
  const [reply] = splitReplies(received, []).replies;
  return reply !== undefined && reply.body.length >= Number(reply.headers['content-length']);
};

const CUT = 'response not read in time: connection closed';
/** The fields of each answer cut so far (the warnings logged about them). */
const cuts = () => (warn.mock.calls as unknown[][]).filter(([message]) => message === CUT).map(([, fields]) => fields as Record<string, unknown>);

/** The fields of the first cut logged after the first `seen`. */
async function cutEvent(seen: number, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  while (cuts().length <= seen) {
    if (Date.now() > deadline) throw new Error('no cut was logged');
    await new Promise((r) => setTimeout(r, 20));
  }
  return cuts()[seen];
}

describe('a client that does not read its answer', () => {
  it('has its connection destroyed once RESPONSE_TIMEOUT_SECONDS and the allowance of the bytes it took are spent; the event is logged without the answer and the answer is released', async () => {
    const before = await bufferBytes();
    const calls = cuts().length;
    const client = stalledClient(embeddings(24, 'a', 'x-request-id: req_stalled_reader_1\r\n'));
    // While it stalls, the server holds the answer (24 MiB, far more than the sockets' buffers take).
    await new Promise((r) => setTimeout(r, 700));
    expect((await bufferBytes()) - before).toBeGreaterThan(20 * MIB);
    expect(cuts()).toHaveLength(calls);

    const event = await cutEvent(calls);
    const cutAfter = performance.now() - client.sentAt;
    expect(event).toEqual({ method: 'POST', path: '/v1/embeddings', requestId: 'req_stalled_reader_1', status: 200, bytes: expect.any(Number), bytesSent: expect.any(Number), ms: expect.any(Number) });
    const bytesSent = event.bytesSent as number;
    expect(event.bytes).toBeGreaterThan(24 * MIB);
    expect(bytesSent).toBeLessThan((event.bytes as number) / 2);
    // The deadline: 1 s plus 1 s per 2,000,000 bytes taken (by the operating system's buffers), to a check's delay.
    const deadlineMs = 1000 + bytesSent / 2000;
    expect(event.ms).toBeGreaterThanOrEqual(deadlineMs - 5);
    expect(cutAfter).toBeLessThan(deadlineMs + 1000 + 1500);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('vector');

    // The answer is gone from memory.
    expect((await bufferBytes()) - before).toBeLessThan(4 * MIB);
    // The client, reading now, gets the start of the answer and then the end of the connection.
    client.socket.resume();
    const received = await client.done;
    const reply = parse(received);
    expect(reply.status).toBe(200);
    expect(reply.headers['x-request-id']).toBe('req_stalled_reader_1');
    expect(reply.body.length).toBeLessThan(Number(reply.headers['content-length']));
    // What it took, and at most the rest of the piece being written then (counted as not taken until it is all out).
    expect(reply.body.length).toBeLessThanOrEqual(bytesSent + SEND_CHUNK_BYTES);
  });

  // This test and the next run concurrently: both wait seconds with nothing to compute (for the
  // stand-in's answer, for a deadline that must not cut), and both check that no cut is logged.
  it.concurrent('does not count the time the answer takes to be computed, only the time it takes to be read', async () => {
    const calls = cuts().length;
    // The answer is ready 4 s after the request, then read 0.3 s later: counted from the request,
    // its deadline (1 s, plus about 2 s for the bytes the operating system takes at once) would have passed.
    const client = stalledClient(embeddings(8, 'slow', 'connection: close\r\n'));
    await new Promise((r) => setTimeout(r, 4300));
    const { received } = await readSteadily(client.socket, 1e9, true);
    expect(complete(received)).toBe(true);
    expect(cuts()).toHaveLength(calls);
  });

  it.concurrent('leaves a small answer the operating system takes whole alone', async () => {
    const calls = cuts().length;
    const client = stalledClient(`GET /v1/health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 2500));
    expect(cuts()).toHaveLength(calls);
    client.socket.resume();
    expect(parse(await client.done).status).toBe(200);
  });
});

describe('a client that reads its answer slowly', () => {
  it('gets the whole answer when it keeps above RESPONSE_MIN_BYTES_PER_SECOND, though it takes longer than RESPONSE_TIMEOUT_SECONDS', async () => {
    const calls = cuts().length;
    const client = stalledClient(embeddings(16, 'a', 'connection: close\r\n'));
    // About 5 MB/s: some 3.4 s for 16 MiB, well above the minimum pace of 2 MB/s.
    const { received, ms } = await readSteadily(client.socket, 5_000_000, true);
    expect(ms).toBeGreaterThan(2000);
    expect(complete(received)).toBe(true);
    const body = JSON.parse(parse(received).body.toString('utf8')) as { embeddings: unknown[] };
    expect(body.embeddings.length).toBeGreaterThan(0);
    expect(cuts()).toHaveLength(calls);
  });
});

describe('a streamed download of a result link', () => {
  let link: URL;
  beforeAll(async () => {
    const res = await service.call('/v1/embeddings', { method: 'POST', json: { inputs: Array.from({ length: 24 }, () => 'a') } });
    const job = await waitForJob(service, ((await res.json()) as { jobId: string }).jobId);
    expect(job.status).toBe('completed');
    link = new URL(job.resultUrl as string);
  });
  const get = (extra = '') => `GET ${link.pathname}${link.search} HTTP/1.1\r\nhost: x\r\n${extra}connection: close\r\n\r\n`;

  it('is cut when the client stops reading, like a buffered answer', async () => {
    const calls = cuts().length;
    const client = stalledClient(get());
    const event = await cutEvent(calls);
    expect(event).toMatchObject({ method: 'GET', path: link.pathname, status: 200 });
    expect(JSON.stringify(event)).not.toContain('signature');
    client.socket.resume();
    const reply = parse(await client.done);
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeLessThan(24 * MIB);
  });

  it('is read in full by a client that keeps above the minimum pace', async () => {
    const calls = cuts().length;
    const client = stalledClient(get());
    const { received, ms } = await readSteadily(client.socket, 8_000_000, false);
    expect(ms).toBeGreaterThan(1000);
    const body = JSON.parse(parse(received).body.toString('utf8')) as { embeddings: unknown[]; requestId: string };
    expect(body.embeddings.length).toBeGreaterThan(0);
    expect(cuts()).toHaveLength(calls);
  });
});
