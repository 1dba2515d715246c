/**
 * The API reference page: the service's own OpenAPI document rendered by Scalar (loaded from
 * this site, never a CDN), with the curl examples of the project's docs added to each operation.
 */

interface ScalarGlobal {
  createApiReference(target: string, config: Record<string, unknown>): unknown;
}

type Examples = Record<string, string[]>;

async function main(): Promise<void> {
  const config = (await fetch('config.json').then((r) => (r.ok ? r.json() : { apiBase: '' }))) as { apiBase: string };
  const base = config.apiBase.replace(/\/$/, '');
  const [spec, examples] = await Promise.all([fetch(`${base}/v1/openapi.json`).then((r) => r.json()), fetch('assets/curl-examples.json').then((r) => r.json() as Promise<Examples>)]);
  withCurlExamples(spec, examples, base || location.origin);
  const scalar = (window as unknown as { Scalar: ScalarGlobal }).Scalar;
  scalar.createApiReference('#app', {
    content: spec,
    servers: [{ url: base || location.origin }],
    withDefaultFonts: false,
    hideClientButton: true,
    hideDarkModeToggle: false,
    telemetry: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    authentication: { preferredSecurityScheme: Object.keys(spec.components?.securitySchemes ?? {})[0] },
  });
}

/** Adds `x-codeSamples` (rendered by Scalar) from the docs' curl commands, keyed by method and path. */
function withCurlExamples(spec: { paths: Record<string, Record<string, Record<string, unknown>>> }, examples: Examples, origin: string): void {
  for (const [key, commands] of Object.entries(examples)) {
    const [method, path] = key.split(' ');
    const operation = spec.paths[path]?.[method.toLowerCase()];
    if (!operation) continue;
    operation['x-codeSamples'] = commands.map((source, k) => ({
      lang: 'Shell',
      label: commands.length > 1 ? `curl (${k + 1})` : 'curl',
      source: source.replaceAll('http://127.0.0.1:8787', origin).replace(/(curl -s "?)localhost:8787/g, `$1${origin}`),
    }));
  }
}

void main();
