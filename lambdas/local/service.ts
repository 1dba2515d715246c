import type { Server } from 'node:http';
import { createApiKey } from '../operations/api-keys.js';
import { buildOpenApi } from '../http/openapi.js';
import type { LocalConfig } from '../runtime/config.js';
import { createLocalRoot, type LocalRoot, type LocalRootOverrides } from '../runtime/local-root.js';
import { watchEventLoop } from './event-loop-watch.js';
import { JobWorkers } from './job-workers.js';
import { createLocalServer, listen } from './server.js';

export interface LocalService {
  url: string;
  root: LocalRoot;
  server: Server;
  /** The development key, when this start created it (first start with an empty data dir). */
  devKey?: string;
  /** Graceful stop: refuse new work, let running jobs finish (up to the grace period), keep pending ones for the next start. */
  stop(): Promise<void>;
}

/** Starts the whole API with its job workers on the embedded defaults. */
export async function startLocalService(config: LocalConfig, overrides: LocalRootOverrides = {}): Promise<LocalService> {
  const root = await createLocalRoot(config, overrides);
  const openapi = buildOpenApi();
  const server = createLocalServer(root, () => openapi, {
    headersSeconds: config.HEADERS_TIMEOUT_SECONDS,
    bodyIdleSeconds: config.BODY_IDLE_TIMEOUT_SECONDS,
    requestSeconds: config.REQUEST_TIMEOUT_SECONDS,
    minBytesPerSecond: config.REQUEST_MIN_BYTES_PER_SECOND,
    keepAliveSeconds: config.KEEP_ALIVE_TIMEOUT_SECONDS,
    responseSeconds: config.RESPONSE_TIMEOUT_SECONDS,
    responseMinBytesPerSecond: config.RESPONSE_MIN_BYTES_PER_SECOND,
  });
  const address = await listen(server, config.HOST, config.PORT);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  root.setBaseUrl(url);
  const workers = new JobWorkers(root.deps, root.queue, config.JOB_CONCURRENCY, config.JOB_RUNNER_RETRY_SECONDS);
  await workers.start();
  await root.webhooks.start();
  const unwatch = config.EVENT_LOOP_WARN_MS > 0 ? watchEventLoop(root.deps.logger, config.EVENT_LOOP_WARN_MS) : () => undefined;
  // Last, once the server listens: a start that fails earlier (a port in use) must not store a
  // key that nobody is shown; the caller prints it at once.
  const devKey = (await root.keys.list()).length === 0 && config.AUTH === 'keys' ? (await createApiKey(root.deps, 'dev', 'test')).key : undefined;
  // The first sweep runs in the background once the service is up (its reads stay off the start).
  root.retention.start(config.RETENTION_SWEEP_SECONDS * 1000);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      unwatch();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = new Promise<void>((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_SECONDS * 1000).unref());
      await Promise.race([Promise.all([workers.stop(), closed]), grace]);
      server.closeAllConnections();
      await root.close();
    })());
  return { url, root, server, devKey, stop };
}
