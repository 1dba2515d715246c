import { App } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServiceApp } from '../../lib/app-builder.js';
import { logicalIdOf, stageConfig, synthesizeStage, testApp, type SynthesizedStage } from './infra-helpers.js';

const ORIGINS = ['https://app.example.com', 'http://localhost:5173'];

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

const resourcesOf = (stage: SynthesizedStage) => stage.statefulTemplate.toJSON().Resources as Record<string, Resource>;
const apiCors = (stage: SynthesizedStage) =>
  (Object.values(stage.serviceTemplate.findResources('AWS::ApiGatewayV2::Api'))[0] as Resource).Properties.CorsConfiguration;
const bucketCors = (stage: SynthesizedStage) =>
  resourcesOf(stage)[logicalIdOf(stage.stateful.resultsBucket)]!.Properties.CorsConfiguration.CorsRules as { AllowedOrigins: unknown[]; AllowedMethods: string[] }[];

describe('CORS origins from the stage config', () => {
  let plain: SynthesizedStage;
  let configured: SynthesizedStage;

  beforeAll(() => {
    plain = synthesizeStage(stageConfig('prod'));
    configured = synthesizeStage(stageConfig('prod', { corsOrigins: ORIGINS }));
  });

  it('allows only the console origin by default', () => {
    expect(apiCors(plain).AllowOrigins).toHaveLength(1);
    for (const rule of bucketCors(plain)) expect(rule.AllowedOrigins).toHaveLength(1);
  });

  it('adds the configured origins to the API and to the results bucket, never a wildcard', () => {
    const api = apiCors(configured);
    expect(api.AllowOrigins).toHaveLength(3);
    expect(api.AllowOrigins.slice(1)).toEqual(ORIGINS);
    expect(api.AllowHeaders).toEqual(expect.arrayContaining(['authorization', 'content-encoding', 'idempotency-key']));
    const rules = bucketCors(configured);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.AllowedOrigins.slice(1)).toEqual(ORIGINS);
    expect(JSON.stringify([api.AllowOrigins, rules.map((r) => r.AllowedOrigins)])).not.toContain('"*"');
  });

  it('refuses an origin with a path or a wildcard', () => {
    expect(() => stageConfig('prod', { corsOrigins: ['https://app.example.com/'] })).toThrow(/origin/);
    expect(() => stageConfig('prod', { corsOrigins: ['*'] })).toThrow(/origin/);
    expect(() => stageConfig('prod', { corsOrigins: ['https://*.example.com'] })).toThrow(/origin/);
  });

  it('reads -c corsOrigins=a,b from context', () => {
    const app = testApp({ context: { stage: 'dev', corsOrigins: ORIGINS.join(',') } });
    const stacks = buildServiceApp(app);
    expect(stacks.config.corsOrigins).toEqual(ORIGINS);
  });
});

describe('teardown', () => {
  let dev: SynthesizedStage;
  let prod: SynthesizedStage;

  beforeAll(() => {
    dev = synthesizeStage(stageConfig('dev'));
    prod = synthesizeStage(stageConfig('prod'));
  });

  const autoDeletes = (stage: SynthesizedStage) =>
    Object.values(resourcesOf(stage)).filter((r) => r.Type === 'Custom::S3AutoDeleteObjects').map((r) => JSON.stringify(r.Properties.BucketName));

  it("dev empties the results, console and failed-events buckets when destroyed", () => {
    const emptied = autoDeletes(dev);
    expect(emptied).toHaveLength(3);
    expect(emptied.some((b) => b.includes(logicalIdOf(dev.stateful.resultsBucket)))).toBe(true);
    expect(emptied.some((b) => b.includes(logicalIdOf(dev.stateful.consoleSite.bucket)))).toBe(true);
    expect(resourcesOf(dev)[logicalIdOf(dev.stateful.resultsBucket)]!.DeletionPolicy).toBe('Delete');
  });

  it('prod keeps its buckets and their objects', () => {
    expect(autoDeletes(prod)).toEqual([]);
    expect(resourcesOf(prod)[logicalIdOf(prod.stateful.resultsBucket)]!.DeletionPolicy).toBe('Retain');
    const policies = JSON.stringify(prod.statefulTemplate.findResources('AWS::S3::BucketPolicy'));
    expect(policies).not.toContain('s3:DeleteObject');
  });

  it("only the auto-delete role may list or delete the dev results bucket's objects, through the bucket policy", () => {
    const policy = Object.values(resourcesOf(dev)).find(
      (r) => r.Type === 'AWS::S3::BucketPolicy' && JSON.stringify(r.Properties.Bucket).includes(logicalIdOf(dev.stateful.resultsBucket)),
    )!;
    const listing = (policy.Properties.PolicyDocument.Statement as { Effect: string; Action: string[] | string; Principal: unknown }[]).filter(
      (s) => s.Effect === 'Allow' && [s.Action].flat().some((a) => a.startsWith('s3:List') || a.startsWith('s3:Delete')),
    );
    expect(listing).toHaveLength(1);
    expect(JSON.stringify(listing[0]!.Principal)).toContain('CustomS3AutoDeleteObjectsCustomResourceProviderRole');
  });
});
