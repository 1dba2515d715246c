/**
 * `npm run eval -- --data ../shared/data [options]`: scores every metric of the data folder's
 * README through the public HTTP API and writes EVALUATION.md. Without `--base-url` it starts the
 * service the way `npm start` does, with authentication on, and stops it afterwards.
 */
import { writeFileSync } from 'node:fs';
import { startServer, type StartedServer } from './local-server.js';
import { parseOptions } from './options.js';
import { runEvaluation } from './run-evaluation.js';

/** Characters of the server's output shown when a run fails. */
const SERVER_OUTPUT_SHOWN = 4_000;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv, process.env);
  // The key is a secret: the report's command line never shows it.
  const shown = argv.map((a, i) => (argv[i - 1] === '--api-key' ? '…' : a));
  const command = ['npm run eval --', ...shown].join(' ');
  const log = (line: string) => console.error(`[eval] ${line}`);
  let server: StartedServer | undefined;
  try {
    if (!options.baseUrl) {
      log('starting a local server (npm start, authentication on)');
      server = await startServer();
      // An interrupted run still stops its server and removes its data folder.
      const started = server;
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void started.stop().finally(() => process.exit(130)));
    }
    const target = server
      ? { baseUrl: server.url, apiKey: server.apiKey, description: 'a local server started by the harness (`npm start` entry point, authentication on, a fresh data folder)' }
      : { baseUrl: options.baseUrl!, apiKey: options.apiKey!, description: `the deployment at ${options.baseUrl}` };
    const { markdown } = await runEvaluation(options, target, command, log);
    writeFileSync(options.out, markdown);
    log(`wrote ${options.out}`);
  } catch (error) {
    if (server) log(`server output:\n${server.output().slice(-SERVER_OUTPUT_SHOWN)}`);
    throw error;
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
