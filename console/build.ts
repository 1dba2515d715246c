import { buildSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** One file of the console or the reference page, as served and as uploaded to the bucket. */
export interface ConsoleAsset {
  contentType: string;
  body: Buffer;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
};

function typeOf(name: string): string {
  return TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';
}

/**
 * Builds the console (Preact, Chart.js, Papa Parse, ExcelJS) and the API reference page (Scalar)
 * into memory with esbuild: every file the browser needs, keyed by its path under the site root.
 * Nothing is fetched from a CDN: the libraries come from node_modules.
 */
export function buildConsoleAssets(): Map<string, ConsoleAsset> {
  const result = buildSync({
    entryPoints: { 'assets/console': `${HERE}src/main.tsx`, 'assets/docs': `${HERE}src/docs.ts` },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: '/',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    // ExcelJS's browser build carries its own polyfills; its Node entry needs Node built-ins.
    alias: { exceljs: require.resolve('exceljs/dist/exceljs.min.js') },
  });
  const assets = new Map<string, ConsoleAsset>();
  for (const file of result.outputFiles) {
    const name = file.path.replace(/^\//, '');
    assets.set(name, { contentType: typeOf(name), body: Buffer.from(file.contents) });
  }
  const scalar = readFileSync(require.resolve('@scalar/api-reference/browser/standalone.js'));
  assets.set('assets/scalar.js', { contentType: typeOf('.js'), body: scalar });
  assets.set('assets/curl-examples.json', { contentType: typeOf('.json'), body: Buffer.from(JSON.stringify(curlExamples())) });
  for (const page of ['index.html', 'docs.html']) assets.set(page === 'docs.html' ? 'docs' : page, { contentType: typeOf(page), body: readFileSync(`${HERE}${page}`) });
  return assets;
}

/** The curl commands of the docs (`docs/api.md`, `docs/jobs.md`, `docs/webhooks.md`), keyed by "METHOD /path". */
export function curlExamples(): Record<string, string[]> {
  const examples: Record<string, string[]> = {};
  for (const doc of ['api.md', 'jobs.md', 'webhooks.md']) {
    let text: string;
    try {
      text = readFileSync(`${HERE}../docs/${doc}`, 'utf8');
    } catch {
      continue;
    }
    for (const block of text.matchAll(/```(?:bash|sh)\n([\s\S]*?)```/g)) {
      const lines = block[1].split('\n');
      for (let i = 0; i < lines.length; i++) {
        if (!lines[i].startsWith('curl ')) continue;
        const command = [lines[i]];
        const open = () => command.join('\n').split("'").length % 2 === 0;
        while ((command[command.length - 1].trimEnd().endsWith('\\') || open()) && i + 1 < lines.length) command.push(lines[++i]);
        const source = command.join('\n').replace(/\s+#[^'"\n]*$/, '');
        const path = /\/v1\/[a-z-]+(?:\/[a-z{}_.-]+)*/.exec(source)?.[0];
        if (!path) continue;
        const method = /-X\s*(\w+)/.exec(source)?.[1] ?? (/\s-d\s/.test(source) ? 'POST' : 'GET');
        const key = `${method} ${path.replace(/\/(job|whk)_[^/?"]*/, '/{jobId}')}`;
        (examples[key] ??= []).includes(source) || examples[key].push(source);
      }
    }
  }
  return examples;
}
