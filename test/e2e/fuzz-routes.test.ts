import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/local-service.js';
import { fuzzCases, type FuzzCase } from './fuzz-routes.cases.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends a case with node:http: the target and the body go out byte for byte. */
function send(service: TestService, c: FuzzCase): Promise<Answer> {
  const url = new URL(service.url);
  const headers: Record<string, string> = { ...(c.headers ?? {}) };
  if (c.auth !== false) headers.authorization = c.auth ?? `Bearer ${service.key}`;
  if (c.body) headers['content-length'] = String(c.body.length);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method: c.method, path: c.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(c.body);
  });
}

const CASES = fuzzCases();
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ RATE_LIMIT_BURST: '100000', MAX_PENDING_JOBS: '100000', WORKER_THREADS: '1', JOB_CONCURRENCY: '1' });
});
afterAll(async () => service?.cleanup());

describe('generated requests across every route', () => {
  it('has at least 500 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(500);
  });

  it('answers every case without a 5xx, with a request id and the contract error body, creating no job when refusing', async () => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const c of CASES) {
      const jobsBefore = await service.jobCount();
      const answer = await send(service, c).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }));
      const jobsAfter = await service.jobCount();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const fault = faultOf(c, answer, jobsAfter - jobsBefore);
      if (fault) problems.push(`${c.name} (${c.method} ${c.path.slice(0, 60)}): ${fault}`);
    }
    expect(problems).toEqual([]);
    // The generator reaches both sides: accepted work and refusals.
    expect(statuses.get(202) ?? 0).toBeGreaterThan(50);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(200);
  }, 120_000);
});

describe('odd field names in X-Ignored-Fields', () => {
  it('lists them percent-encoded, and an idempotent retry replays the same job', async () => {
    const names = ['€', 'a\r\nX-Injected: 1', '\u0000', '😀', 'a, b', 'plain'];
    const body = `{"inputs":["a note"],${names.map((n) => `${JSON.stringify(n)}:1`).join(',')}}`;
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'odd-names-1' };
    const first = await service.call('/v1/embeddings', { method: 'POST', headers, body });
    expect(first.status).toBe(202);
    expect(first.headers.get('x-injected')).toBeNull();
    const listed = first.headers.get('x-ignored-fields')!.split(', ').map(decodeURIComponent);
    expect(listed).toEqual(names);
    const { jobId } = (await first.json()) as { jobId: string };
    const again = await service.call('/v1/embeddings', { method: 'POST', headers, body });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { jobId: string }).jobId).toBe(jobId);
  });
});

function faultOf(c: FuzzCase, answer: Answer, jobsCreated: number): string | undefined {
  if (answer.status === 0) return `no response: ${answer.body}`;
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (!answer.headers['x-request-id']) return `no X-Request-Id (status ${answer.status})`;
  if (answer.status !== 202 && jobsCreated !== 0) return `status ${answer.status} but ${jobsCreated} job(s) created`;
  if (answer.status === 202 && jobsCreated !== 1) return `202 but ${jobsCreated} job(s) created`;
  if (answer.status >= 400 && c.method !== 'HEAD') {
    if (!String(answer.headers['content-type']).startsWith('application/json')) return `status ${answer.status} without a JSON body`;
    const body = JSON.parse(answer.body) as { code?: unknown; requestId?: unknown };
    if (typeof body.code !== 'string' || body.code === '') return `status ${answer.status} without an error code`;
    if (body.requestId !== answer.headers['x-request-id']) return 'body requestId differs from X-Request-Id';
  }
  const ignored = answer.headers['x-ignored-fields'];
  if (typeof ignored === 'string' && /[^\x20-\x7e]/.test(ignored)) return `X-Ignored-Fields not printable ASCII: ${JSON.stringify(ignored)}`;
  return undefined;
}
