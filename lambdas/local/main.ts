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
  if (service.devKey) {
    console.log(`Development API key (shown once, tenant "dev"): ${service.devKey}`);
    console.log('Create more with: npx tas keys create --tenant <name>');
  }
  if (config.AUTH === 'none') console.log('Authentication is disabled (AUTH=none): every request belongs to one tenant.');
  console.log(`Text analysis API listening on ${service.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
