import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function files(dir: string, extensions: readonly string[] = ['.ts']): Promise<string[]> {
  const entries = await readdir(join(ROOT, dir), { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await files(path, extensions)));
    else if (extensions.some((x) => e.name.endsWith(x))) out.push(path);
  }
  return out;
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/gm)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]);
}

/** Layer rules of the architecture: the dependency direction, enforced. */
const RULES: { layer: string; mayImport: (target: string) => boolean; why: string }[] = [
  { layer: 'lambdas/core', mayImport: (t) => t.startsWith('lambdas/core') || t === 'zod' || t === 'node:crypto', why: 'core imports only core, zod and hashing' },
  { layer: 'lambdas/operations', mayImport: (t) => t.startsWith('lambdas/core') || t.startsWith('lambdas/operations') || t === 'node:crypto', why: 'use cases import only the core' },
  { layer: 'lambdas/models', mayImport: (t) => !t.startsWith('lambdas/http') && !t.startsWith('lambdas/local') && !t.startsWith('lambdas/runtime') && !t.startsWith('lambdas/adapters') && !t.startsWith('lambdas/handlers'), why: 'models know nothing of transports or runtimes' },
  { layer: 'lambdas/handlers', mayImport: (t) => t.startsWith('lambdas/runtime'), why: 'handlers are thin: they call the runtime only' },
  { layer: 'lib', mayImport: (t) => !t.startsWith('lambdas') || t === 'lambdas/runtime/aws-env.js' || t === 'lambdas/adapters/aws/storage-layout.js', why: 'infrastructure imports no runtime code except shared names' },
  { layer: 'bin', mayImport: (t) => !t.startsWith('lambdas'), why: 'the CDK entry imports infrastructure only' },
  { layer: 'lambdas/http', mayImport: (t) => !t.startsWith('lambdas/adapters') && !t.startsWith('lambdas/local') && !t.startsWith('lambdas/runtime') && !t.startsWith('@aws-sdk'), why: 'the HTTP layer is transport-neutral' },
];

describe('architecture', () => {
  it('keeps the dependency direction of the layers', async () => {
    const violations: string[] = [];
    for (const rule of RULES) {
      for (const file of await files(rule.layer)) {
        for (const spec of importsOf(await readFile(join(ROOT, file), 'utf8'))) {
          const target = spec.startsWith('.') ? relative(ROOT, join(ROOT, file, '..', spec)) : spec;
          if (!rule.mayImport(target)) violations.push(`${file} imports ${spec} (${rule.why})`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('keeps benchmarks and tests out of what is deployed or started', async () => {
    const offenders: string[] = [];
    for (const dir of ['lambdas', 'lib', 'bin']) {
      for (const file of await files(dir, ['.ts', '.mts', '.js', '.mjs', '.cjs'])) {
        for (const spec of importsOf(await readFile(join(ROOT, file), 'utf8'))) {
          const target = spec.startsWith('.') ? relative(ROOT, join(ROOT, file, '..', spec)) : spec;
          if (/^(bench|test)(\/|$)/.test(target)) offenders.push(`${file} imports ${spec}`);
        }
      }
    }
    expect(await files('lambdas', ['.mjs'])).not.toEqual([]);
    expect(offenders).toEqual([]);
  });

  it('keeps clocks, randomness, the environment and files out of the core', async () => {
    const offenders: string[] = [];
    for (const file of await files('lambdas/core')) {
      const source = await readFile(join(ROOT, file), 'utf8');
      if (/Date\.now\(|Math\.random\(|process\.env|node:fs|new Date\(\)/.test(source)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it('keeps AWS SDK imports inside adapters/aws and models/bedrock', async () => {
    const offenders: string[] = [];
    for (const file of await files('lambdas')) {
      if (file.startsWith('lambdas/adapters/aws') || file.startsWith('lambdas/models/bedrock')) continue;
      if (/from\s+['"]@aws-sdk\//.test(await readFile(join(ROOT, file), 'utf8'))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it('keeps source files under 400 lines', async () => {
    const long: string[] = [];
    for (const file of await files('lambdas')) {
      const lines = (await readFile(join(ROOT, file), 'utf8')).split('\n').length;
      if (lines > 400) long.push(`${file}: ${lines}`);
    }
    expect(long).toEqual([]);
  });
});
