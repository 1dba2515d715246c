import { resolve } from 'node:path';
import { loadLocalConfig } from '../runtime/config.js';
import { startLocalService } from './service.js';

/** `npm start`: the whole API on the embedded defaults. */
async function main(): Promise<void> {
  const config = loadLocalConfig();
  const service = await startLocalService(config);
  // Handlers first: a supervisor may send SIGTERM as soon as it reads the listening line.
  let signals = 0;
  const shutdown = (signal: string) => {
    if (++signals > 1) process.exit(1);
    console.log(`${signal} received: finishing running work; pending jobs resume on the next start.`);
    void service.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  const keysCommand = `DATA_DIR=${resolve(config.DATA_DIR)} npx tas keys create --tenant <name>`;
  if (service.devKey) {
    console.log(`Development API key (shown once, tenant "dev"): ${service.devKey}`);
    console.log(`Create more with: ${keysCommand}`);
  } else if (config.AUTH === 'keys') {
    console.log(`API keys: ${keysCommand}`);
  }
  if (config.AUTH === 'none') console.log('Authentication is disabled (AUTH=none): every request belongs to one tenant.');
  console.log(`Text analysis API listening on ${service.url}`);
}

main().catch((error: unknown) => {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'EADDRINUSE') console.error(`${(error as Error).message}: another program uses this port; stop it or start with PORT=<another port>.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
