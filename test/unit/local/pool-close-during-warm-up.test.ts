import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll } from 'vitest';
import { describe, expect, it } from 'vitest';

/**
 * Closing the analysis pool while its threads still load their models (a test service stopped right after it started,
 * or a server stopped during its warm-up): `close` lets the warm-up end before it drains and terminates the threads, so
 * no thread is terminated inside a native call it had not yet announced (which aborts the process with
 * "terminate called after throwing an instance of 'Napi::Error'"). Each round runs in a process of its own, since an
 * abort would end it.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const EXECUTOR = pathToFileURL(join(ROOT, 'lambdas/adapters/local/worker-pool-executor.ts')).href;
const SCRIPT = `
import { WorkerPoolExecutor } from '${EXECUTOR}';
const pool = new WorkerPoolExecutor(2, { encoderThreads: 1 });
// The warm-up's rejection (threads terminated after the drain timeout on a very busy machine) is handled from the start,
// so it never ends the script as an unhandled rejection while close() runs: only a native abort or a hang may fail it.
const warming = pool.warmUp().catch(() => undefined);
await new Promise((resolve) => setTimeout(resolve, Number(process.argv[2])));
await pool.close();
await warming;
console.log('closed');
`;

const dir = mkdtempSync(join(tmpdir(), 'tas-pool-close-'));
const file = join(dir, 'close-during-warm-up.mts');
writeFileSync(file, SCRIPT);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the analysis pool closed during its warm-up', () => {
  it.each([0, 150, 400])('exits cleanly when closed %i ms after the warm-up starts', (delayMs) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', file, String(delayMs)], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/terminate called|Napi::Error/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('closed');
  }, 70_000);
});
