/**
 * The OpenAI-compatible backend on AWS: configuration, and the key read from Secrets Manager by
 * the real SDK client against a local stand-in speaking its JSON protocol.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretString } from '../../lambdas/adapters/aws/secret-value.js';
import { OPENAI_COMPATIBLE_V1 } from '../../lambdas/models/openai/index.js';
import { loadAwsConfig } from '../../lambdas/runtime/aws-config.js';
import { selectAwsModels } from '../../lambdas/runtime/aws-models.js';
import { startFakeOpenAi, type FakeOpenAi } from '../helpers/fake-openai.js';

const SECRETS: Record<string, string> = { 'llm/plain': 'sk-from-secrets', 'llm/json': JSON.stringify({ apiKey: 'sk-json-field' }) };
const requests: { target: string | undefined; body: any }[] = [];
let secretsUrl: string;
let fake: FakeOpenAi;
const server = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  requests.push({ target: req.headers['x-amz-target'] as string | undefined, body });
  const value = SECRETS[body.SecretId];
  res.writeHead(value ? 200 : 400, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(value ? { ARN: `arn:aws:secretsmanager:us-east-1:111111111111:secret:${body.SecretId}`, Name: body.SecretId, SecretString: value } : { __type: 'ResourceNotFoundException', message: 'Secrets Manager can\'t find the specified secret.' }));
});
const client = () => ({ region: 'us-east-1', endpoint: secretsUrl, credentials: { accessKeyId: 'AKIDFAKE', secretAccessKey: 'fake' } });
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  secretsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fake.close();
});

describe('API key from Secrets Manager', () => {
  it('reads a plain or a JSON {apiKey} secret once per environment', async () => {
    requests.length = 0;
    const plain = secretString('llm/plain', client());
    expect(await plain()).toBe('sk-from-secrets');
    expect(await plain()).toBe('sk-from-secrets');
    expect(await secretString('llm/json', client())()).toBe('sk-json-field');
    expect(requests.map((r) => [r.target, r.body.SecretId])).toEqual([
      ['secretsmanager.GetSecretValue', 'llm/plain'],
      ['secretsmanager.GetSecretValue', 'llm/json'],
    ]);
  });

  it('tries again after a failed fetch', async () => {
    const missing = secretString('llm/later', client());
    await expect(missing()).rejects.toThrow(/can't find/);
    SECRETS['llm/later'] = 'sk-later';
    expect(await missing()).toBe('sk-later');
  });
});

describe('AWS configuration', () => {
  it('serves the openai-compatible versions beside Bedrock when MODEL_BACKEND names both', async () => {
    const config = loadAwsConfig({ MODEL_BACKEND: 'bedrock,openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'gpt-4o-mini' });
    const { catalog, provider } = await selectAwsModels(config, silent);
    expect(catalog.themes.default).toBe('bedrock-2026-11-21');
    expect(catalog.themes.versions.map((v) => v.id)).toEqual(['bedrock-2026-11-21', OPENAI_COMPATIBLE_V1]);
    expect(catalog.embeddings.versions.map((v) => v.id)).toEqual(['bedrock-2026-11-21']);
    const [result] = await provider.sentiment(OPENAI_COMPATIBLE_V1).classify(['I love it']);
    expect(result.sentiment).toBe('positive');
  });

  it('makes them the defaults when openai-compatible comes first', async () => {
    const config = loadAwsConfig({ MODEL_BACKEND: 'openai-compatible,bedrock', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'gpt-4o-mini' });
    const { catalog } = await selectAwsModels(config, silent);
    expect([catalog.themes.default, catalog.embeddings.default]).toEqual([OPENAI_COMPATIBLE_V1, 'bedrock-2026-11-21']);
  });

  it('refuses the backend without its server', () => {
    expect(() => loadAwsConfig({ MODEL_BACKEND: 'openai-compatible' })).toThrow(/LLM_BASE_URL: required with the openai-compatible backend/);
  });
});
