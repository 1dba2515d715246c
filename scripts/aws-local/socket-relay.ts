import { connect, createServer, type Server, type Socket } from 'node:net';

/** Where a relay listens: a TCP port on a host, or a unix socket path. */
export type RelayEndpoint = { host: string; port: number } | { path: string };

/** A running relay and the address it listens on. */
export interface Relay {
  server: Server;
  /** The TCP port (0 for a unix socket listener). */
  port: number;
  close(): Promise<void>;
}

/**
 * Forwards every connection made to `listenOn` to `target`, byte for byte. Used to carry TCP
 * between the host's loopback and a process inside another network namespace through a unix
 * socket on the shared file system (nothing else crosses the namespace boundary).
 */
export async function startRelay(listenOn: RelayEndpoint, target: RelayEndpoint): Promise<Relay> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = 'path' in target ? connect(target.path) : connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // Either side failing ends both: a half-open pair would hang the SDK's keep-alive pool.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if ('path' in listenOn) server.listen(listenOn.path, resolve);
    else server.listen(listenOn.port, listenOn.host, resolve);
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once a TCP connection to `host:port` succeeds; rejects after `timeoutMs`. */
export async function waitForPort(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
