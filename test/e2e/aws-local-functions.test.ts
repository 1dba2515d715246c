import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionPool } from '../../scripts/aws-local/function-pool.js';
import { buildHelpers } from '../../scripts/aws-local/helper-build.js';
import type { LocalFunction } from '../../scripts/aws-local/local-functions.js';

/**
 * Execution environments of the local run with small stand-in bundles: each function sees only
 * its own environment and a Lambda context, and errors, crashes, timeouts and init failures end
 * as they do on Lambda.
 */

/** A bundle exporting `handler`, which acts on `event.action`. */
const HANDLER_SOURCE = `
export const handler = async (event, context) => {
  if (event.action === 'env') return { env: { ...process.env }, functionName: context.functionName, requestId: context.awsRequestId, remaining: context.getRemainingTimeInMillis() };
  if (event.action === 'throw') throw new TypeError('bad input');
  if (event.action === 'crash') { setTimeout(() => { throw new Error('background failure'); }, 0); await new Promise((r) => setTimeout(r, 1000)); }
  if (event.action === 'sleep') await new Promise((r) => setTimeout(r, event.ms));
  return { pid: process.pid };
};
`;

let root: string;
let runtimeEntry: string;
let good: string;
let broken: string;
const pools: FunctionPool[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tas-aws-local-functions-'));
  ({ functionRuntime: runtimeEntry } = await buildHelpers(join(root, 'helpers')));
  good = join(root, 'good');
  broken = join(root, 'broken');
  await mkdir(good);
  await mkdir(broken);
  await writeFile(join(good, 'index.mjs'), HANDLER_SOURCE);
  await writeFile(join(broken, 'index.mjs'), "throw new Error('missing configuration');\n");
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await rm(root, { recursive: true, force: true });
});

function pool(codeDirectory: string, options: { timeoutSeconds?: number; concurrency?: number } = {}): FunctionPool {
  const fn = { label: 'Stand-in', name: 'stand-in', arn: 'arn:aws:lambda:us-east-1:123456789012:function:stand-in', memoryMb: 256, timeoutSeconds: options.timeoutSeconds ?? 5 } as LocalFunction;
  const created = new FunctionPool(fn, { label: fn.label, codeDirectory, handler: 'index.handler', env: { ONLY_THIS: 'yes', TZ: 'UTC' }, runtimeEntry, output: () => undefined }, options.concurrency ?? 1);
  pools.push(created);
  return created;
}

const resultOf = async <T>(promise: Promise<{ ok: boolean; result?: unknown }>): Promise<T> => {
  const outcome = await promise;
  expect(outcome.ok).toBe(true);
  return outcome.result as T;
};

describe('execution environments', () => {
  it('run with exactly the function environment and a Lambda context', async () => {
    const result = await resultOf<{ env: Record<string, string>; functionName: string; requestId: string; remaining: number }>(pool(good).invoke({ action: 'env' }));
    expect(result.env.ONLY_THIS).toBe('yes');
    expect(result.env.HOME).toBeUndefined();
    expect(result.functionName).toBe('stand-in');
    expect(result.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.remaining).toBeGreaterThan(3000);
    expect(result.remaining).toBeLessThanOrEqual(5000);
  });

  it('keeps the environment after a handled error, and replaces it after a crash', async () => {
    const functions = pool(good);
    const { pid } = await resultOf<{ pid: number }>(functions.invoke({}));
    expect(await functions.invoke({ action: 'throw' })).toEqual({ ok: false, error: { errorType: 'TypeError', errorMessage: 'bad input' } });
    expect((await resultOf<{ pid: number }>(functions.invoke({}))).pid).toBe(pid);
    expect(await functions.invoke({ action: 'crash' })).toEqual({ ok: false, error: { errorType: 'Error', errorMessage: 'background failure' } });
    expect((await resultOf<{ pid: number }>(functions.invoke({}))).pid).not.toBe(pid);
  });

  it('ends an invocation at the function timeout and starts a fresh environment next', async () => {
    const functions = pool(good, { timeoutSeconds: 1 });
    const { pid } = await resultOf<{ pid: number }>(functions.invoke({}));
    const outcome = await functions.invoke({ action: 'sleep', ms: 5000 });
    expect(outcome).toEqual({ ok: false, error: { errorType: 'Sandbox.Timedout', errorMessage: expect.stringMatching(/^Task timed out after 1\.\d\d seconds$/) } });
    expect((await resultOf<{ pid: number }>(functions.invoke({}))).pid).not.toBe(pid);
  });

  it('reports a failing init as Runtime.InitError', async () => {
    const outcome = await pool(broken).invoke({});
    expect(outcome).toMatchObject({ ok: false, error: { errorType: 'Runtime.InitError', errorMessage: expect.stringContaining('missing configuration') } });
  });

  it('runs one invocation per environment, up to the concurrency', async () => {
    const single = pool(good);
    const started = Date.now();
    const serial = await Promise.all([single.invoke({ action: 'sleep', ms: 400 }), single.invoke({ action: 'sleep', ms: 400 })]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(new Set(serial.map((o) => (o as { result: { pid: number } }).result.pid)).size).toBe(1);
    const double = pool(good, { concurrency: 2 });
    const parallel = await Promise.all([double.invoke({ action: 'sleep', ms: 400 }), double.invoke({ action: 'sleep', ms: 400 })]);
    expect(new Set(parallel.map((o) => (o as { result: { pid: number } }).result.pid)).size).toBe(2);
  });
});
