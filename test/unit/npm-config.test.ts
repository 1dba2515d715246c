import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/server-process.js';

const run = promisify(execFile);

describe('the project npm configuration (.npmrc)', () => {
  it('makes npm print no warning, and keeps dependency install scripts off (onnxruntime-node would download CUDA)', async () => {
    // Only the configuration files count, not what an npm that started this test exported.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    const { stdout, stderr } = await run('npm', ['config', 'get', 'ignore-scripts'], { cwd: ROOT, env });
    expect(stderr).not.toMatch(/npm warn/i);
    expect(stdout.trim()).toBe('true');
  });
});
