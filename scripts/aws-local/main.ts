import { fileURLToPath } from 'node:url';
import { startAwsLocal } from './aws-local.js';
import { LOCAL_TENANT } from './first-api-key.js';
import { parseCliOptions, USAGE } from './cli-options.js';
import { dropNodeVersionNotice } from './node-version-warning.js';

/**
 * `npm run start:aws-local`: the synthesized Lambda handlers behind a local API Gateway, against
 * local emulators. Stops cleanly on SIGINT/SIGTERM (a second signal exits at once).
 */
async function main(): Promise<void> {
  dropNodeVersionNotice();
  const options = parseCliOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const log = (line: string) => console.log(`[aws-local] ${line}`);
  const local = await startAwsLocal({
    ...options,
    projectRoot: fileURLToPath(new URL('../../', import.meta.url)),
    log,
    functionOutput: options.quiet ? () => undefined : (label, line) => console.log(`[${label}] ${line}`),
  });
  log(`emulators, resources and API started in ${local.startSeconds.toFixed(1)} s`);
  console.log(`API key (tenant "${LOCAL_TENANT}", shown once): ${local.apiKey}`);
  console.log(`listening on ${local.url}`);
  let signals = 0;
  const shutdown = (signal: string) => {
    if (++signals > 1) process.exit(1);
    log(`${signal} received: stopping functions and emulators`);
    void local.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
