import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** How to synthesize the app for the local run. */
export interface SynthOptions {
  projectRoot: string;
  /** Folder that holds the assemblies, one per distinct set of inputs. */
  parentDirectory: string;
  stage: string;
  /** CDK context (`-c key=value`). */
  context: Record<string, string>;
  /** Synthesize even when an assembly of the same inputs exists. */
  force: boolean;
}

/** Everything a synthesized assembly depends on: the app, the handlers and the locked packages. */
const INPUT_FOLDERS = ['bin', 'lib', 'lambdas'];
const INPUT_FILES = ['cdk.json', 'package-lock.json', 'tsconfig.json'];
/** Characters of the inputs hash in an assembly's folder name. */
const HASH_CHARS = 16;
/** Assemblies kept per stage (the newest); older ones are removed after a synth. */
const KEPT_ASSEMBLIES = 3;
/** Lines of CDK output shown when synth fails. */
const FAILURE_TAIL_LINES = 40;

/**
 * Runs `cdk synth` (bundling each function with the local esbuild) into a folder named after the
 * hash of its inputs, or reuses that folder when it exists: repeated runs and test runs skip the
 * slowest step until the app, a handler or a locked package changes. A synth writes to a
 * temporary folder renamed into place when complete, so concurrent runs never see a partial or
 * replaced assembly.
 */
export async function synthesize(options: SynthOptions): Promise<{ directory: string; reused: boolean }> {
  const hash = await inputsHash(options);
  const prefix = `cdk.out-${options.stage}-`;
  const directory = join(options.parentDirectory, `${prefix}${hash.slice(0, HASH_CHARS)}`);
  if (!options.force && existsSync(join(directory, 'manifest.json'))) return { directory, reused: true };
  const partial = `${directory}.partial-${process.pid}`;
  await mkdir(options.parentDirectory, { recursive: true });
  await rm(partial, { recursive: true, force: true });
  try {
    await runCdkSynth(options, partial);
    await rm(directory, { recursive: true, force: true });
    await rename(partial, directory);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  await pruneAssemblies(options.parentDirectory, prefix);
  return { directory, reused: false };
}

async function runCdkSynth(options: SynthOptions, outDirectory: string): Promise<void> {
  const cli = createRequire(join(options.projectRoot, 'package.json')).resolve('aws-cdk/bin/cdk');
  const context = Object.entries(options.context).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'synth', '--quiet', '--no-notices', '-o', outDirectory, ...context], {
      cwd: options.projectRoot,
      env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true', CDK_DISABLE_VERSION_CHECK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    const tail = output.join('').trimEnd().split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
    throw new Error(`cdk synth failed (exit ${code}):\n${tail}`);
  }
}

/** Removes all but the newest assemblies of a stage (about 70 MB each). */
async function pruneAssemblies(parentDirectory: string, prefix: string): Promise<void> {
  const names = (await readdir(parentDirectory)).filter((name) => name.startsWith(prefix) && !name.includes('.partial-'));
  const dated = await Promise.all(names.map(async (name) => ({ name, time: (await stat(join(parentDirectory, name))).mtimeMs })));
  for (const { name } of dated.sort((a, b) => b.time - a.time).slice(KEPT_ASSEMBLIES)) {
    await rm(join(parentDirectory, name), { recursive: true, force: true });
  }
}

/** SHA-256 over the synth arguments and the content of every input file. */
async function inputsHash(options: SynthOptions): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify([process.version, options.stage, options.context]));
  const files = INPUT_FILES.map((f) => join(options.projectRoot, f));
  for (const folder of INPUT_FOLDERS) files.push(...(await filesUnder(join(options.projectRoot, folder))));
  for (const file of files.sort()) {
    hash.update(relative(options.projectRoot, file)).update('\0');
    hash.update(await readFile(file).catch(() => Buffer.alloc(0))).update('\0');
  }
  return hash.digest('hex');
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
