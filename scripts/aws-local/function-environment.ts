import type { ResourceRegistry } from './intrinsics.js';
import type { LocalFunction } from './local-functions.js';
import { layerRootVariable } from './function-layers.js';

/** Endpoints and credentials of the emulators, handed to every function. */
export interface EmulatorAccess {
  region: string;
  dynamodb: string;
  s3: string;
  sqs: string;
  /** A Bedrock runtime stand-in, when one is given; otherwise Bedrock is unreachable. */
  bedrockRuntime?: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Switches of the runtime that exist for emulators only (see `lambdas/runtime/aws-config.ts`):
 * path-style bucket URLs (s3rver has no per-bucket host names) and webhook receivers on
 * loopback (the SSRF guard refuses them otherwise). The service stack never sets them.
 */
// No X-Ray daemon and no trace header here: Powertools Tracer would log "missing trace data" per call.
const EMULATOR_ONLY_VARIABLES = { S3_FORCE_PATH_STYLE: 'true', WEBHOOKS_ALLOW_LOOPBACK: 'true', POWERTOOLS_TRACE_ENABLED: 'false' };

/** The Lambda runtime's Node.js version name, as in `AWS_EXECUTION_ENV`. */
const DEFAULT_RUNTIME = 'nodejs22.x';

/**
 * The complete environment of one function's execution environments: its template variables
 * with every reference resolved to the emulators' names and URLs, the variables Lambda itself
 * sets, the emulator endpoints (standard `AWS_ENDPOINT_URL_*` variables, read by the SDK) and
 * the emulator-only switches. Nothing is inherited from the host's own environment.
 */
export function functionEnvironment(fn: LocalFunction, registry: ResourceRegistry, access: EmulatorAccess, extra: Record<string, string> = {}): Record<string, string> {
  const variables = Object.fromEntries(Object.entries(fn.variables).map(([name, value]) => [name, registry.resolveString(value, fn.stack)]));
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    LANG: 'en_US.UTF-8',
    TZ: 'UTC',
    LAMBDA_TASK_ROOT: fn.codeDirectory,
    _HANDLER: fn.handler,
    AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime || DEFAULT_RUNTIME}`,
    AWS_LAMBDA_FUNCTION_NAME: fn.name,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: logGroupName(fn),
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_REGION: access.region,
    AWS_DEFAULT_REGION: access.region,
    AWS_ACCESS_KEY_ID: access.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: access.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: access.dynamodb,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: access.dynamodb,
    AWS_ENDPOINT_URL_S3: access.s3,
    AWS_ENDPOINT_URL_SQS: access.sqs,
    ...(access.bedrockRuntime ? { AWS_ENDPOINT_URL_BEDROCK_RUNTIME: access.bedrockRuntime } : {}),
    ...EMULATOR_ONLY_VARIABLES,
    // Lambda unpacks the function's layer into /opt; here it stays in the assembly.
    ...layerRootVariable(fn.layerDirectories ?? [], fn.label),
    ...extra,
    ...variables,
  };
}

/** The log group Lambda writes a function's output to by default. */
export function logGroupName(fn: LocalFunction): string {
  return `/aws/lambda/${fn.name}`;
}
