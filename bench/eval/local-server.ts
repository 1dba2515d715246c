/**
 * Starts the service the way `npm start` does (a child process running the local entry point)
 * on a free loopback port and a fresh data folder, with authentication on: the development key
 * that the first start prints is the key the evaluation uses.
 */
import { startLocalServer } from '../lib/local-server.js';

/** Loading the models takes a few seconds; a start that takes this long has failed. */
const START_TIMEOUT_MS = 120_000;

export interface StartedServer {
  url: string;
  apiKey: string;
  /** Everything the server printed (warnings and errors: it logs at level warn). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `lambdas/local/main.ts` with `extraEnv` on top of the evaluation defaults. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<StartedServer> {
  const server = await startLocalServer(
    {
      AUTH: 'keys',
      // The evaluation is one client sending work back to back: lift the per-tenant request rate.
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_BURST: '10000',
      // Jobs may use both worker threads: the harness keeps two requests in flight.
      JOB_CONCURRENCY: '2',
      ...extraEnv,
    },
    { startTimeoutMs: START_TIMEOUT_MS },
  );
  // The first start with an empty data folder prints the development key before it listens.
  const apiKey = /(tas_\w+)/.exec(server.output())?.[1];
  if (!apiKey) {
    await server.stop();
    throw new Error(`the server printed no development key:\n${server.output()}`);
  }
  return { url: server.url, apiKey, output: server.output, stop: server.stop };
}
