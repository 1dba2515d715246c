import { buildConsoleAssets, type ConsoleAsset } from '../../console/build.js';
import type { HttpResponse } from '../http/types.js';

/**
 * Security headers of every page: scripts and styles only from this origin (Scalar and Chart.js
 * set inline styles), API calls to this origin and to result links (`blob:` for exports).
 */
const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-cache',
};

/**
 * The console and the API reference of the local server, built with esbuild on the first page
 * request (about a second) and kept in memory. The API base is this origin.
 */
export function localPages(): (path: string) => Promise<HttpResponse | undefined> {
  let built: Promise<Map<string, ConsoleAsset>> | undefined;
  return async (path) => {
    if (path === '/config.json') return page({ contentType: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify({ apiBase: '' })) });
    built ??= Promise.resolve().then(buildConsoleAssets);
    const assets = await built.catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    const asset = assets.get(path === '/' ? 'index.html' : path.slice(1));
    return asset ? page(asset) : undefined;
  };
}

function page(asset: ConsoleAsset): HttpResponse {
  return { status: 200, headers: { ...PAGE_HEADERS, 'content-type': asset.contentType }, body: asset.body.toString('utf8') };
}
