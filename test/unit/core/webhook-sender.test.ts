import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeWebhookSender } from '../../../lambdas/adapters/local/node-webhook-sender.js';
import { startReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.js';

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => receiver?.close());

const sender = new NodeWebhookSender();
const port = () => new URL(receiver.url).port;

describe('the local webhook sender', () => {
  it('connects to the pinned address, whatever the host name resolves to, and keeps the Host header', async () => {
    // `.invalid` never resolves (RFC 6761): only the pinned address can make this connection work.
    const url = `http://hooks.invalid:${port()}/pinned?token=abc`;
    const result = await sender.send({ url, address: '127.0.0.1', headers: { 'content-type': 'application/json', 'webhook-id': 'evt_1' }, body: '{"a":1}', timeoutMs: 2000 });
    expect(result).toEqual({ statusCode: 200 });
    const [got] = receiver.at('/pinned');
    expect(got.headers.host).toBe(`hooks.invalid:${port()}`);
    expect(got.headers['webhook-id']).toBe('evt_1');
    expect(got.body).toBe('{"a":1}');
  });

  it('does not follow redirects', async () => {
    receiver.on('/moved', () => ({ status: 302, location: '/target' }));
    const result = await sender.send({ url: `${receiver.url}/moved`, address: '127.0.0.1', headers: {}, body: '{}', timeoutMs: 2000 });
    expect(result).toEqual({ statusCode: 302 });
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.at('/target')).toHaveLength(0);
  });

  it('gives up after the timeout and reports connection errors', async () => {
    receiver.on('/slow', () => ({ status: 200, delayMs: 3000 }));
    const started = Date.now();
    expect(await sender.send({ url: `${receiver.url}/slow`, address: '127.0.0.1', headers: {}, body: '{}', timeoutMs: 300 })).toEqual({ error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    const closed = await sender.send({ url: 'http://127.0.0.1:1/x', address: '127.0.0.1', headers: {}, body: '{}', timeoutMs: 2000 });
    expect(closed).toEqual({ error: 'connection error: ECONNREFUSED' });
  });
});
