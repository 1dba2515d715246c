import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, waitForJob, type TestService } from '../helpers/local-service.js';

/**
 * A body the local server cannot read as sent (`Transfer-Encoding: gzip, chunked`) on the links
 * the server serves itself, outside the app: the link's signature is checked first (401), then
 * the body is refused (415), as the app does with the key (test/e2e/http-edges.test.ts).
 */

let service: TestService;
beforeAll(async () => {
  // No model is needed: the executor is a stand-in.
  service = await startTestService({}, { executor: { run: async (_request, _version, requestId) => ({ body: JSON.stringify({ results: [], requestId }) }) } });
});
afterAll(async () => {
  service?.root.queue.close();
  await service?.cleanup();
});

const BODY = JSON.stringify({ inputs: ['the parcel came late'] });
const CODED = `${BODY.length.toString(16)}\r\n${BODY}\r\n0\r\n\r\n`;

/** Sends `method target` with a gzip-coded chunked body; resolves with the status and the error code. */
function coded(method: string, url: URL): Promise<{ status: number; code?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(received.split(' ')[1]);
      const body = received.slice(received.indexOf('\r\n\r\n') + 4);
      resolve({ status, code: body ? (JSON.parse(body) as { code: string }).code : undefined });
    });
    socket.write(`${method} ${url.pathname}${url.search} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: gzip, chunked\r\nconnection: close\r\n\r\n${CODED}`);
  });
}

function forged(url: URL): URL {
  const copy = new URL(url);
  copy.searchParams.set('signature', 'A'.repeat(url.searchParams.get('signature')?.length ?? 43));
  return copy;
}

describe('a body the local server cannot read, on its own links', () => {
  it('answers a result link with 401 when its signature is wrong, 415 when it is right', async () => {
    const accepted = await service.call('/v1/sentiment', { method: 'POST', json: { inputs: ['a'] } });
    const job = await waitForJob(service, ((await accepted.json()) as { jobId: string }).jobId);
    const link = new URL(job.resultUrl as string);
    expect(await coded('GET', forged(link))).toEqual({ status: 401, code: 'unauthorized' });
    expect(await coded('GET', link)).toEqual({ status: 415, code: 'unsupported_media_type' });
  });

  it('answers an upload link with 401 when its signature is wrong, 415 when it is right, and stores nothing', async () => {
    const created = await service.call('/v1/uploads', { method: 'POST' });
    const upload = (await created.json()) as { uploadId: string; url: string };
    const url = new URL(upload.url);
    expect(await coded('PUT', forged(url))).toEqual({ status: 401, code: 'unauthorized' });
    expect(await coded('PUT', url)).toEqual({ status: 415, code: 'unsupported_media_type' });
    const submitted = await service.call('/v1/sentiment', { method: 'POST', json: { upload: upload.uploadId } });
    expect(submitted.status).toBe(404);
  });
});
