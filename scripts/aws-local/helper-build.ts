import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The processes the host starts besides itself, by name: source entry (in this folder). */
const HELPER_ENTRIES = {
  /** Runs one function's bundle, like a Lambda execution environment. */
  functionRuntime: 'function-runtime.ts',
  /** Runs DynamoDB Local inside a private network namespace. */
  dynamodbSandbox: 'dynamodb-sandbox.ts',
} as const;

/** Paths of the built helper entries. */
export type HelperPaths = Record<keyof typeof HELPER_ENTRIES, string>;

const HERE = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds the helper processes into plain ES modules with esbuild. They then run on bare `node`,
 * without a TypeScript loader: a function bundle is imported exactly as Lambda's Node.js runtime
 * would import it, with no loader hooks in between.
 */
export async function buildHelpers(outDirectory: string): Promise<HelperPaths> {
  const names = Object.keys(HELPER_ENTRIES) as (keyof typeof HELPER_ENTRIES)[];
  await build({
    entryPoints: Object.fromEntries(names.map((name) => [name, join(HERE, HELPER_ENTRIES[name])])),
    outdir: outDirectory,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  return Object.fromEntries(names.map((name) => [name, join(outDirectory, `${name}.mjs`)])) as HelperPaths;
}
