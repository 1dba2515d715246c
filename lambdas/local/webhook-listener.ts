import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSecret, verifyWebhook } from '../core/webhooks/signing.js';
import { listen } from './server.js';
import { LISTEN_USAGE } from './webhook-listen-usage.js';

/** The receiver binds here only: it is a tool for a developer's machine. */
const LISTEN_HOST = '127.0.0.1';
/** Bodies larger than this are refused (events are small). */
const MAX_EVENT_BYTES = 1024 * 1024;

export interface WebhookListenerOptions {
  port: number;
  secret: string;
  /** Where each line goes (standard output in the CLI). */
  print: (line: string) => void;
  /** Unix seconds (tests move the clock). */
  nowSeconds?: () => number;
}

export interface WebhookListener {
  url: string;
  close(): Promise<void>;
}

/** One line about a verified event: type, job id, status and, when completed, the result URL. */
export function describeEvent(body: string): string {
  try {
    const event = JSON.parse(body) as { id?: string; type?: string; data?: { jobId?: string; status?: string; resultUrl?: string; error?: { code?: string } } };
    const parts = [`${event.type ?? 'unknown'}`, `job=${event.data?.jobId ?? '?'}`, `status=${event.data?.status ?? '?'}`];
    if (event.data?.resultUrl) parts.push(`result=${event.data.resultUrl}`);
    if (event.data?.error?.code) parts.push(`error=${event.data.error.code}`);
    return parts.join(' ');
  } catch {
    return 'unparsable body';
  }
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_EVENT_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_EVENT_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A local receiver that verifies every POST with the secret (the service's own verification code). */
export async function startWebhookListener(options: WebhookListenerOptions): Promise<WebhookListener> {
  const now = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const id = String(req.headers['webhook-id'] ?? '-').slice(0, 64);
      if (req.method !== 'POST' || body === undefined) {
        options.print(`rejected ${req.method !== 'POST' ? `method ${req.method}` : 'body too large'} webhook-id=${id}`);
        res.writeHead(req.method !== 'POST' ? 405 : 413).end();
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
      const verdict = verifyWebhook({ secret: options.secret, headers, body, nowSeconds: now() });
      if (verdict !== 'ok') {
        options.print(`rejected ${verdict} webhook-id=${id}`);
        res.writeHead(401).end();
        return;
      }
      options.print(`${new Date().toISOString()} ${describeEvent(body)} webhook-id=${id}`);
      res.writeHead(204).end();
    }, () => res.destroy());
  });
  const address: AddressInfo = await listen(server, LISTEN_HOST, options.port);
  return {
    url: `http://${LISTEN_HOST}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `tas webhooks listen …`: runs until SIGINT or SIGTERM. Returns the exit code. */
export async function runWebhooksCommand(command: string | undefined, args: string[]): Promise<number> {
  const flag = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const port = Number(flag('--port') ?? 4000);
  const secret = flag('--secret') ?? '';
  if (command !== 'listen' || !Number.isInteger(port) || port < 0 || port > 65535 || !isSecret(secret)) {
    process.stderr.write(`Usage:\n  ${LISTEN_USAGE}\n`);
    return 2;
  }
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const listener = await startWebhookListener({ port, secret, print });
  print(`Webhook receiver listening on ${listener.url} (verifying signatures; Ctrl-C stops)`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await listener.close();
  return 0;
}
