import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../lambdas/http/openapi.js';
import { ROUTES } from '../../lambdas/http/routes.js';
import { ROOT } from '../helpers/server-process.js';

const run = promisify(execFile);

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

describe('OpenAPI lint (Redocly CLI, recommended rules and redocly.yaml)', () => {
  it('finds no error and no warning in the generated document', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tas-openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(buildOpenApi()));
      const cli = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
      const result = await run(process.execPath, [cli, 'lint', file, '--format=json', `--config=${join(ROOT, 'redocly.yaml')}`], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }).catch(
        (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
      );
      const { problems } = JSON.parse(result.stdout) as { problems: LintProblem[] };
      expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location.map((l) => l.pointer).join(' ')}: ${p.message}`)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('declares exactly the path parameters of each route template', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    for (const route of ROUTES) {
      const declared = (doc.paths[route.path][route.method.toLowerCase()].parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const inTemplate = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(declared, `${route.method} ${route.path}`).toEqual(inTemplate);
    }
  });
});
