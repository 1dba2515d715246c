import { AWS_ENV } from '../runtime/aws-env.js';

/** Environment variable naming the failed-events bucket (the stack output `JobEventsFailureBucketName`). */
export const FAILED_EVENTS_BUCKET_ENV = 'JOB_EVENTS_FAILURE_BUCKET_NAME';

export const REPLAY_USAGE =
  'tas webhooks replay --aws [--keep] [--region <r>] --bucket <JobEventsFailureBucketName> --webhooks-table <WebhooksTableName> --deliveries-table <DeliveriesTableName> --deliveries-queue <DeliveriesQueueUrl>\n' +
  '                                           re-send the job events whose stream batches kept failing (stack outputs; each flag defaults to its variable: ' +
  `${FAILED_EVENTS_BUCKET_ENV}, ${AWS_ENV.webhooksTable}, ${AWS_ENV.deliveriesTable}, ${AWS_ENV.deliveriesQueueUrl})`;

const FLAGS = {
  bucket: ['--bucket', FAILED_EVENTS_BUCKET_ENV],
  webhooksTable: ['--webhooks-table', AWS_ENV.webhooksTable],
  deliveriesTable: ['--deliveries-table', AWS_ENV.deliveriesTable],
  deliveriesQueueUrl: ['--deliveries-queue', AWS_ENV.deliveriesQueueUrl],
} as const;

/**
 * `tas webhooks replay --aws`: every kept batch is dispatched again (its deliveries created once,
 * however often it is replayed) and removed unless `--keep`; a batch that fails again stays.
 * Prints one summary line; exit code 1 when a batch failed again.
 */
export async function runReplayCommand(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const flag = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  if (!args.includes('--aws')) return usage('replay works on an AWS deployment: add --aws (the local server dispatches job events in process)');
  const values = Object.fromEntries(Object.entries(FLAGS).map(([key, [name, variable]]) => [key, flag(name) ?? env[variable]])) as Record<keyof typeof FLAGS, string | undefined>;
  const missing = Object.entries(FLAGS).filter(([key]) => !values[key as keyof typeof FLAGS]).map(([, [name, variable]]) => `${name} (or ${variable})`);
  if (missing.length > 0) return usage(`missing ${missing.join(', ')}`);
  const { replayAwsJobEvents } = await import('../runtime/aws-job-event-replay.js');
  const report = await replayAwsJobEvents(
    {
      failedEventsBucket: values.bucket!,
      webhooksTable: values.webhooksTable!,
      deliveriesTable: values.deliveriesTable!,
      deliveriesQueueUrl: values.deliveriesQueueUrl!,
      region: flag('--region'),
    },
    { keep: args.includes('--keep') },
  );
  process.stdout.write(
    `replayed ${report.batches - report.failed.length} of ${report.batches} batch(es): ${report.events} job event(s), ${report.deliveries} new deliver${report.deliveries === 1 ? 'y' : 'ies'}${args.includes('--keep') ? ' (batches kept)' : ''}\n`,
  );
  for (const failure of report.failed) process.stderr.write(`kept ${failure.name}: ${failure.reason}\n`);
  return report.failed.length > 0 ? 1 : 0;
}

function usage(problem: string): number {
  process.stderr.write(`${problem}\nUsage:\n  ${REPLAY_USAGE}\n`);
  return 2;
}
