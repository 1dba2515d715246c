import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_ENTRIES, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { functionProperties, stageConfig, synthesizeStage, type SynthesizedStage } from './infra-helpers.js';

/** arm64 Lambda, us-east-1 list prices, as the docs quote them. */
const PRICE_PER_GB_SECOND = 0.0000133334;
const PRICE_PER_MILLION_REQUESTS = 0.2;

const DOC = readFileSync(new URL('../../docs/aws.md', import.meta.url), 'utf8');
const STAGES = ['dev', 'prod'] as const;

/** The rows of the memory table: functions, memory per stage, quoted cost of a million 1 s invocations. */
function memoryTable(): { functions: string[]; mb: Record<(typeof STAGES)[number], number>; cost: number }[] {
  const block = DOC.slice(DOC.indexOf('<!-- memory-table'), DOC.indexOf('<!-- /memory-table -->'));
  const rows = block.split('\n').filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| Functions'));
  return rows.map((row) => {
    const [functions, dev, prod, cost] = row.split('|').slice(1, -1).map((cell) => cell.trim());
    const mb = (cell: string) => Number(cell.replace(/[, ]|MB/g, ''));
    return { functions: functions!.split(',').map((f) => f.trim()), mb: { dev: mb(dev!), prod: mb(prod!) }, cost: Number(cost!.replace('$', '')) };
  });
}

describe('docs/aws.md cost figures match what the stages deploy', () => {
  const stages = {} as Record<(typeof STAGES)[number], SynthesizedStage>;
  beforeAll(() => {
    for (const stage of STAGES) stages[stage] = synthesizeStage(stageConfig(stage));
  });

  it('lists every function once, with the memory each stage deploys it with', () => {
    const rows = memoryTable();
    expect(rows.flatMap((r) => r.functions).sort()).toEqual(Object.keys(HANDLER_ENTRIES).sort());
    for (const row of rows) {
      for (const stage of STAGES) {
        for (const id of row.functions) expect([id, stage, functionProperties(stages[stage], id as FunctionId).MemorySize]).toEqual([id, stage, row.mb[stage]]);
      }
    }
  });

  it('quotes the cost of a million one-second invocations at that memory', () => {
    for (const row of memoryTable()) {
      const expected = (row.mb.prod / 1024) * PRICE_PER_GB_SECOND * 1_000_000 + PRICE_PER_MILLION_REQUESTS;
      expect(row.cost).toBeCloseTo(expected, 2);
    }
  });

  it('counts the alarms each stage creates', () => {
    const quoted = /<!-- alarms: dev (\d+), prod (\d+) -->/.exec(DOC);
    expect(quoted).not.toBeNull();
    for (const [stage, count] of [['dev', quoted![1]], ['prod', quoted![2]]] as const) {
      const s = stages[stage];
      const alarms = Object.keys(s.statefulTemplate.findResources('AWS::CloudWatch::Alarm')).length + Object.keys(s.serviceTemplate.findResources('AWS::CloudWatch::Alarm')).length;
      expect([stage, alarms]).toEqual([stage, Number(count)]);
    }
  });
});
