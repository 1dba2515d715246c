import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoClient, createDynamoDocumentClient } from '../../lambdas/adapters/aws/aws-clients.js';
import { DynamoKeyStore } from '../../lambdas/adapters/aws/dynamo-key-store.js';
import { API_KEYS_TABLE } from '../../lambdas/adapters/aws/storage-layout.js';
import { runTas } from '../helpers/cli-capture.js';
import { authenticate } from '../../lambdas/operations/api-keys.js';
import { createTableInput, EMULATOR_CREDENTIALS, EMULATOR_REGION, startDynalite, type RunningEmulator } from './emulators.js';

const TABLE = 'cli-api-keys';
let dynamo: RunningEmulator;
let env: NodeJS.ProcessEnv;

const tas = (args: string[]) => runTas(args, env);

beforeAll(async () => {
  dynamo = await startDynalite();
  const raw = createDynamoClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: dynamo.endpoint } });
  await raw.send(new CreateTableCommand(createTableInput(TABLE, API_KEYS_TABLE)));
  raw.destroy();
  // The CLI's clients read endpoint and credentials from the standard AWS variables.
  Object.assign(process.env, { AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint, AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
  env = { ...process.env };
});

afterAll(async () => {
  await dynamo?.close();
});

describe('tas keys --aws (the first key of a deployment)', () => {
  it('creates a key in the API keys table that authenticates, lists it, and revokes it', async () => {
    const created = await tas(['keys', 'create', '--tenant', 'acme', '--aws', '--table', TABLE, '--region', EMULATOR_REGION]);
    expect(created.code).toBe(0);
    const key = created.out.trim();
    expect(key).toMatch(/^tas_live_[0-9a-z]{39}$/);

    const db = createDynamoDocumentClient({ region: EMULATOR_REGION, credentials: EMULATOR_CREDENTIALS, endpoints: { dynamodb: dynamo.endpoint } });
    const store = new DynamoKeyStore(db, TABLE);
    expect(await authenticate(store, `Bearer ${key}`)).toBe('acme');

    const listed = await tas(['keys', 'list', '--aws', '--table', TABLE, '--region', EMULATOR_REGION]);
    const [keyId, tenant, prefix] = listed.out.trim().split('\t');
    expect([tenant, prefix]).toEqual(['acme', `${key.slice(0, 13)}…`]);
    expect(listed.out).not.toContain(key);

    const revoked = await tas(['keys', 'revoke', '--aws', '--table', TABLE, '--region', EMULATOR_REGION, keyId]);
    expect(revoked).toMatchObject({ code: 0, out: `revoked ${keyId}\n` });
    await expect(authenticate(store, `Bearer ${key}`)).rejects.toMatchObject({ code: 'unauthorized' });
    db.destroy();
  });

  it('explains what is missing instead of failing obscurely', async () => {
    const noTable = await tas(['keys', 'create', '--tenant', 'acme', '--aws']);
    expect(noTable.code).toBe(2);
    expect(noTable.err).toContain('--table');

    const unknown = await tas(['keys', 'revoke', '--aws', '--table', TABLE, '--region', EMULATOR_REGION, 'key_doesnotexist']);
    expect(unknown).toMatchObject({ code: 1, err: `No key key_doesnotexist in table ${TABLE}\n` });
  });
});
