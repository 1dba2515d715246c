import { parseArgs } from 'node:util';

/** Options of `npm run start:aws-local`. */
export interface CliOptions {
  port: number;
  keepData: boolean;
  stage: string;
  /** An existing cloud assembly to run instead of synthesizing. */
  assembly?: string;
  forceSynth: boolean;
  concurrency: number;
  bedrockEndpoint?: string;
  webhookRetrySchedule?: string;
  quiet: boolean;
}

/** The port the local API listens on by default (the local server of `npm start` uses another). */
export const DEFAULT_PORT = 8788;
/** The stage synthesized by default: it runs the embedded models, so it needs no Bedrock. */
export const DEFAULT_STAGE = 'dev';
/** Execution environments per function: Lambda scales further, two cores do not. */
export const DEFAULT_CONCURRENCY = 2;

export const USAGE = `Usage: npm run start:aws-local [-- options]
Synthesizes the CDK app and runs its bundled Lambda handlers behind a local HTTP API,
against DynamoDB Local, s3rver and local-aws-sqs (all on 127.0.0.1).

  --port <n>                     port of the local API (default ${DEFAULT_PORT}; 0 picks a free one)
  --keep-data                    keep tables and objects in .data/aws-local/state between runs
  --stage <name>                 stage to synthesize (default ${DEFAULT_STAGE})
  --assembly <dir>               run an existing cloud assembly instead of synthesizing
  --synth                        synthesize even if the inputs did not change
  --concurrency <n>              execution environments per function (default ${DEFAULT_CONCURRENCY})
  --bedrock-endpoint <url>       a Bedrock runtime stand-in for stages that use Bedrock
  --webhook-retry-schedule <s>   shorter webhook retries, e.g. 1,2,5 (seconds)
  --quiet                        do not print the functions' own log lines
  --help`;

/** Parses the command line; throws with a message for a bad value. */
export function parseCliOptions(argv: string[]): CliOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'keep-data': { type: 'boolean' },
      stage: { type: 'string' },
      assembly: { type: 'string' },
      synth: { type: 'boolean' },
      concurrency: { type: 'string' },
      'bedrock-endpoint': { type: 'string' },
      'webhook-retry-schedule': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const port = integer(values.port ?? String(DEFAULT_PORT), '--port', 0, 65_535);
  const concurrency = integer(values.concurrency ?? String(DEFAULT_CONCURRENCY), '--concurrency', 1, 64);
  return {
    port,
    keepData: values['keep-data'] ?? false,
    stage: values.stage ?? DEFAULT_STAGE,
    assembly: values.assembly,
    forceSynth: values.synth ?? false,
    concurrency,
    bedrockEndpoint: values['bedrock-endpoint'],
    webhookRetrySchedule: values['webhook-retry-schedule'],
    quiet: values.quiet ?? false,
  };
}

function integer(text: string, name: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return value;
}
