import { writeFile } from 'node:fs/promises';
import { buildOpenApi } from '../lambdas/http/openapi.js';
import '../lambdas/core/schemas/responses.js';

/** Regenerates the committed `openapi.json` (a test fails when it is stale). */
await writeFile(new URL('../openapi.json', import.meta.url), `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log('openapi.json written');
