import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** How the receiver answers the n-th request (1-based) to a path. */
export interface Reply {
  status: number;
  /** Wait this long before answering (to provoke a timeout). */
  delayMs?: number;
  location?: string;
}

export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** Requests to one path. */
  at(path: string): Received[];
  /** Sets the answers of a path (default: 200). */
  on(path: string, reply: (n: number) => Reply): void;
  /** Resolves once `count` requests reached the path; rejects after the timeout. */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1 (the only kind of address tests may call). */
export async function startReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const replies = new Map<string, (n: number) => Reply>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const reply: Reply = (replies.get(path) ?? (() => ({ status: 200 })))(received.filter((r) => r.path === path).length);
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, reply.location ? { location: reply.location } : {});
        res.end();
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const at = (path: string) => received.filter((r) => r.path === path);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    at,
    on: (path, reply) => void replies.set(path, reply),
    waitFor: async (path, count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (at(path).length < count) {
        if (Date.now() > deadline) throw new Error(`${path}: ${at(path).length} of ${count} requests after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return at(path);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
