/**
 * A stage pointed at an OpenAI-compatible server: the model-running functions get its settings
 * (never the key) and may read only the named secret; the other functions get neither.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { can, environmentOf, stageConfig, statementsOf, synthesizeStage, type SynthesizedStage } from './infra-helpers.js';

const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:llm/key-AbCdEf';

describe('openai-compatible backend on AWS', () => {
  let stage: SynthesizedStage;
  beforeAll(() => {
    stage = synthesizeStage(
      stageConfig('dev', {
        modelBackends: ['local', 'openai-compatible'],
        openAiCompatible: { baseUrl: 'https://llm.example.com/v1', model: 'llama-3.1-8b-instruct', apiKeySecret: SECRET_ARN },
      }),
    );
  });

  it('passes the server settings and the secret name to the functions that run models', () => {
    for (const id of ['themes', 'analysisWorker'] as const) {
      expect(environmentOf(stage, id)).toMatchObject({
        MODEL_BACKEND: 'local,openai-compatible',
        LLM_BASE_URL: 'https://llm.example.com/v1',
        LLM_MODEL: 'llama-3.1-8b-instruct',
        LLM_API_KEY_SECRET: SECRET_ARN,
        LLM_TIMEOUT_SECONDS: '25',
      });
      expect(environmentOf(stage, id)).not.toHaveProperty('LLM_API_KEY');
    }
    expect(environmentOf(stage, 'analysisWorker').BEDROCK_RETRY_PROFILE).toBe('job');
    expect(environmentOf(stage, 'authorizer')).not.toHaveProperty('LLM_BASE_URL');
  });

  it('lets only those functions read that one secret', () => {
    const onSecret = (r: string) => r.startsWith(SECRET_ARN.slice(0, -7));
    expect(can(statementsOf(stage, 'themes'), 'secretsmanager:GetSecretValue', onSecret)).toBe(true);
    expect(can(statementsOf(stage, 'analysisWorker'), 'secretsmanager:GetSecretValue', onSecret)).toBe(true);
    for (const id of ['jobs', 'webhooks', 'webhookDelivery'] as const) {
      expect(can(statementsOf(stage, id), 'secretsmanager:GetSecretValue')).toBe(false);
    }
    // The authorizer reads only the stage's token signing secret, never the model server's key.
    expect(can(statementsOf(stage, 'authorizer'), 'secretsmanager:GetSecretValue', onSecret)).toBe(false);
  });

  it('refuses the backend without its server settings', () => {
    expect(() => stageConfig('dev', { modelBackends: ['openai-compatible'] })).toThrow(/openAiCompatible/);
  });
});
