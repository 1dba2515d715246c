import { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildServiceApp } from '../../lib/app-builder.js';
import type { StageConfig } from '../../lib/config.js';
import { stageConfig, testApp } from './infra-helpers.js';

const VARIANTS: [string, StageConfig][] = [
  ['dev (embedded models)', stageConfig('dev')],
  ['prod (Bedrock through an inference profile, embedded models, alarm email)', stageConfig('prod', { alarmEmail: 'ops@example.com' })],
  [
    'Bedrock foundation models only',
    stageConfig('prod', {
      modelBackends: ['bedrock'],
      bedrock: { embeddingModelId: 'amazon.titan-embed-text-v2:0', textModelId: 'anthropic.claude-3-haiku-20240307-v1:0', concurrency: 2 },
    }),
  ],
];

function newApp(): App {
  return testApp();
}

describe('cdk-nag AwsSolutions', () => {
  it.each(VARIANTS)('%s: no unacknowledged error or warning in the construct tree', (_name, config) => {
    const app = newApp();
    buildServiceApp(app, config);
    const report = new AwsSolutionsChecks(app).validateScope(app);
    const findings = report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it.each(VARIANTS)('%s: synthesis (where cdk-nag sees cross-stack references as imports) reports nothing', (_name, config) => {
    const app = newApp();
    buildServiceApp(app, config);
    // The pack runs as a validation plugin: a finding makes `synth` throw with the report.
    expect(() => app.synth()).not.toThrow();
  });

  it('fails synthesis when a wildcard grant is not acknowledged', () => {
    const app = newApp();
    const { service, stateful } = buildServiceApp(app, stageConfig('dev'));
    stateful.resultsBucket.grantDelete(service.functions.meta);
    expect(() => app.synth()).toThrow(/AwsSolutions-IAM5/);
  });

  it('records a reason with every acknowledgement', () => {
    const app = newApp();
    buildServiceApp(app, stageConfig('prod', { alarmEmail: 'ops@example.com' }));
    const acknowledgements = app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === 'aws:cdk:acknowledged-rules'))
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [rule, reason] of acknowledgements) {
      expect(rule).toMatch(/AwsSolutions-(IAM5\[.+\]|IAM4\[.+\]|L1|APIG4|S1|SQS3|SMG4|CFR[1-4])$/);
      expect(reason.length).toBeGreaterThan(30);
    }
  });
});
