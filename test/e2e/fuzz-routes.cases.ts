import { LIMITS, MAX_IDEMPOTENCY_KEY_CHARS, MAX_TEXT_CHARS, OPERATIONS, type Operation } from '../../lambdas/core/limits.js';
import { ROUTES } from '../../lambdas/http/routes.js';
import { mulberry32 } from '../../lambdas/core/clustering/prng.js';

/** One generated request of the fuzz test. */
export interface FuzzCase {
  name: string;
  method: string;
  /** Raw request target, sent byte for byte (percent-escapes unchanged). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Omit the Authorization header; a string replaces the test key. */
  auth?: false | string;
}

/** Field names (and string values) a client might send: odd Unicode, controls, header syntax. */
export const ODD_STRINGS = [
  '€',
  '日本語',
  '😀',
  '\u0000',
  'a\r\nX-Injected: 1',
  '\ud800',
  '\udfff\ud800',
  'é',
  'ÿ',
  '\u200b',
  '\u202e',
  'tab\there',
  '%',
  '%E0%A4%A',
  'a, b',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  '',
  ' ',
] as const;

/** Values of every JSON type, and a few shapes that trip naive code. */
const ODD_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -0, '', 'text', '€😀', [], {}, [null], [[]], [{}], { a: 1 }, ['a', 1], 'x'.repeat(MAX_TEXT_CHARS + 1)];

const strings = (n: number, s = 'a') => Array.from({ length: n }, () => s);

/** A body each operation accepts as an asynchronous job, and the fields it knows. */
const VALID: Record<Operation, Record<string, unknown>> = {
  embeddings: { inputs: ['a short note'] },
  similarity: { set: ['one note', 'another note'] },
  themes: { inputs: ['slow delivery', 'late parcel', 'friendly staff'] },
  sentiment: { inputs: ['fine service'] },
  extractions: { inputs: ['the parcel was late'], themes: ['delivery'] },
};

const LIST_FIELD: Record<Operation, string> = { embeddings: 'inputs', similarity: 'set', themes: 'inputs', sentiment: 'inputs', extractions: 'inputs' };
const SYNC_LIMIT: Record<Operation, number> = {
  embeddings: LIMITS.embeddings.inputs.sync,
  similarity: LIMITS.similarity.set.sync,
  themes: LIMITS.themes.inputs.sync,
  sentiment: LIMITS.sentiment.inputs.sync,
  extractions: LIMITS.extractions.inputs.sync,
};

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
/** JSON text with one unknown field whose name JSON.stringify would escape differently. */
const withField = (base: Record<string, unknown>, name: string, value: unknown) => Buffer.from(`${JSON.stringify(base).slice(0, -1)},${JSON.stringify(name)}:${JSON.stringify(value)}}`);

function analysisCases(op: Operation, pick: () => number): FuzzCase[] {
  const path = `/v1/${op}`;
  const base = VALID[op];
  const cases: FuzzCase[] = [];
  const post = (name: string, body: Buffer, extra: Partial<FuzzCase> = {}): void => {
    cases.push({ name: `${op}: ${name}`, method: 'POST', path, body, headers: { 'content-type': 'application/json' }, ...extra });
  };
  // Unknown fields with odd names, asynchronous and (for a few) synchronous.
  for (const name of ODD_STRINGS) post(`unknown field ${JSON.stringify(name).slice(0, 30)}`, withField(base, name, 1));
  for (const name of ODD_STRINGS.slice(0, 6)) post(`fast, unknown field ${JSON.stringify(name)}`, withField({ ...base, fast: true }, name, 'v'));
  // Known fields replaced by every JSON type.
  for (const field of [...Object.keys(base), 'fast', 'flatten', 'version', 'maxThemes', 'minThemes', 'context']) {
    for (const value of ODD_VALUES) if (pick() < 0.5) post(`${field} = ${JSON.stringify(value).slice(0, 20)}`, json({ ...base, [field]: value }));
  }
  // Odd strings as inputs.
  for (const value of ODD_STRINGS) if (pick() < 0.4) post(`input ${JSON.stringify(value).slice(0, 20)}`, json({ ...base, [LIST_FIELD[op]]: [value, 'b', 'c'] }));
  // Limits ±1: text length, and the synchronous count.
  for (const chars of [MAX_TEXT_CHARS - 1, MAX_TEXT_CHARS, MAX_TEXT_CHARS + 1]) post(`text of ${chars} characters`, json({ ...base, [LIST_FIELD[op]]: ['x'.repeat(chars), 'b'] }));
  post(`sync count + 1`, json({ ...base, fast: true, [LIST_FIELD[op]]: strings(SYNC_LIMIT[op] + 1) }));
  // Broken bodies and encodings.
  const text = JSON.stringify(base);
  post('truncated JSON', Buffer.from(text.slice(0, -3)));
  post('invalid UTF-8', Buffer.concat([Buffer.from(text.slice(0, -2)), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"]}')]));
  post('UTF-8 BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
  post('UTF-16LE', Buffer.from(text, 'utf16le'));
  post('empty body', Buffer.alloc(0));
  for (const raw of ['null', '[]', '"s"', '1', 'true', '{"a":', '{}', '{"inputs":["\\ud800"]}', '{"inputs":["\\u0000"]}', '[' .repeat(5000), '{"a":'.repeat(3000)]) post(`body ${raw.slice(0, 12)}`, Buffer.from(raw));
  post('deep JSON', Buffer.from(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`));
  post('duplicate keys', Buffer.from(`${text.slice(0, -1)},${text.slice(1)}`));
  // Odd headers.
  for (const type of ['text/plain', 'application/jsonx', 'application/json; charset=latin1', 'application/problem+json', '', 'multipart/form-data; boundary=x', 'Application/JSON']) {
    post(`content-type ${JSON.stringify(type)}`, json(base), { headers: { 'content-type': type } });
  }
  post('no content-type', json(base), { headers: {} });
  post('gzip that is not', json(base), { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
  post('unknown content-encoding', json(base), { headers: { 'content-type': 'application/json', 'content-encoding': 'br, zz' } });
  for (const key of ['', 'k'.repeat(MAX_IDEMPOTENCY_KEY_CHARS + 1), 'Ã©-latin1', 'key with spaces']) {
    post(`idempotency key of ${key.length} chars`, json({ ...base, [LIST_FIELD[op]]: ['idem'] }), { headers: { 'content-type': 'application/json', 'idempotency-key': key } });
  }
  for (const id of ['', 'x'.repeat(129), 'Ã©', 'a b', '../../etc']) post(`x-request-id ${JSON.stringify(id).slice(0, 12)}`, json(base), { headers: { 'content-type': 'application/json', 'x-request-id': id } });
  for (const auth of ['', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer tas_test_nope', 'Bearer Ã©Ã©', `Bearer ${'k'.repeat(5000)}`]) post(`authorization ${JSON.stringify(auth).slice(0, 16)}`, json(base), { auth });
  post('no authorization', json(base), { auth: false });
  for (const query of ['?fast=maybe', '?fast=', '?flatten=%', '?fast=%E0%A4%A', '?fast=true&fast=false', '?%=1', '?x=%00']) post(`query ${query}`, json(base), { path: `${path}${query}` });
  return cases;
}

const PARAM_VALUES = ['%', '%E0%A4%A', '%ZZ', '%00', '%C3%A9', '%F0%9F%98%80', 'job_nope', '..%2F..%2Fkeys', 'x'.repeat(2000), '%2F', 'a%20b'];

function readCases(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const get = (name: string, path: string, extra: Partial<FuzzCase> = {}) => cases.push({ name, method: 'GET', path, ...extra });
  for (const v of PARAM_VALUES) {
    get(`job by query ${v.slice(0, 12)}`, `/v1/jobs?jobId=${v}`);
    get(`job by snake query ${v.slice(0, 12)}`, `/v1/jobs?job_id=${v}`);
    get(`job by path ${v.slice(0, 12)}`, `/v1/jobs/${v}`);
    get(`webhook ${v.slice(0, 12)}`, `/v1/webhooks/${v}`);
    get(`deliveries ${v.slice(0, 12)}`, `/v1/webhooks/${v}/deliveries`);
    cases.push({ name: `delete webhook ${v.slice(0, 12)}`, method: 'DELETE', path: `/v1/webhooks/${v}` });
    cases.push({ name: `rotate webhook ${v.slice(0, 12)}`, method: 'POST', path: `/v1/webhooks/${v}/rotate-secret` });
    get(`result ${v.slice(0, 12)}`, `/v1/results/${v}`);
    get(`signed-looking result ${v.slice(0, 12)}`, `/v1/results/${v}?expires=99999999999&signature=${v}`);
  }
  for (const q of ['', '?jobId=', '?jobId', '?jobId=a&jobId=b', '?x=1']) get(`job query ${JSON.stringify(q)}`, `/v1/jobs${q}`);
  for (const path of ['/', '/v1', '/v1/', '/v2/health', '/v1/health/', '/v1//jobs', '/V1/HEALTH', '/v1/results', '/v1/results/', '/v1/%', '/%', '/v1/jobs/a/b', '/v1/openapi.json?x=%', '*', '//x', '/v1/health?%']) {
    get(`path ${path}`, path);
  }
  get('versions without auth', '/v1/versions', { auth: false });
  get('versions with a wrong key', '/v1/versions', { auth: 'Bearer tas_live_wrong' });
  return cases;
}

function methodCases(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const route of ROUTES) {
    const path = route.path.replace(/\{[^}]+\}/g, 'id_x');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'POST', 'GET']) {
      if (method === route.method) continue;
      cases.push({ name: `${method} ${route.path}`, method, path, body: method === 'POST' ? json({}) : undefined, headers: { 'content-type': 'application/json' } });
    }
  }
  return cases;
}

function webhookCases(pick: () => number): FuzzCase[] {
  const base = { url: 'http://127.0.0.1:9/hook', events: ['analysis.completed'] };
  const cases: FuzzCase[] = [];
  const post = (name: string, body: Buffer) => cases.push({ name: `webhooks: ${name}`, method: 'POST', path: '/v1/webhooks', body, headers: { 'content-type': 'application/json' } });
  for (const field of ['url', 'events', 'description', 'active']) for (const value of ODD_VALUES) if (pick() < 0.6) post(`${field} = ${JSON.stringify(value).slice(0, 20)}`, json({ ...base, [field]: value }));
  for (const url of ['ftp://x/', 'http://', 'http://[::1]/', 'http://10.0.0.1/', 'http://localhost/', 'http://0x7f000001/', 'https://user:pw@127.0.0.1/', 'http://%/', 'http://€.invalid/', 'javascript:alert(1)', 'x'.repeat(5000)]) {
    post(`url ${url.slice(0, 24)}`, json({ ...base, url }));
  }
  for (const name of ODD_STRINGS.slice(0, 8)) post(`unknown field ${JSON.stringify(name)}`, withField(base, name, 1));
  post('events unknown', json({ ...base, events: ['analysis.started'] }));
  post('broken JSON', Buffer.from('{"url":'));
  return cases;
}

/** Every generated case: analysis operations, reads, methods, webhooks. */
export function fuzzCases(seed = 13): FuzzCase[] {
  const pick = mulberry32(seed);
  return [...OPERATIONS.flatMap((op) => analysisCases(op, pick)), ...readCases(), ...methodCases(), ...webhookCases(pick)];
}
