import type { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AWS_ENV, HANDLER_ENTRIES, type FunctionId } from '../../lambdas/runtime/aws-env.js';
import { bundlingOptions, type LocalModelPackaging } from '../bundling.js';
import { modelLayerBuildId } from '../model-layer-bundling.js';
import { NAG_RULES, acknowledgeFinding, acknowledgeGrantFinding, wildcardResourceFinding } from '../nag-suppressions.js';

/** The repository root: handler entries and the lock file are relative to it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The Lambda runtime of every function (`nodejs20.x` is deprecated). */
export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;

/** Powertools service name: the `service` field of every log line and metric dimension. */
export const POWERTOOLS_SERVICE_NAME = 'text-analysis';

/** CloudWatch namespace of the Powertools metrics. */
export const POWERTOOLS_METRICS_NAMESPACE = 'TextAnalysis';

/** Node flag that applies the bundle's source maps to stack traces. */
const ENABLE_SOURCE_MAPS = '--enable-source-maps';

/** Properties of a {@link ServiceFunction}. */
export interface ServiceFunctionProps {
  /** Which handler entry file the function runs. */
  functionId: FunctionId;
  memorySize: number;
  timeout: Duration;
  /** Names of the resources and settings this function uses (never more). */
  environment: Record<string, string>;
  logRetention: RetentionDays;
  logLevel: string;
  localModels: LocalModelPackaging;
  /** The model layer, for functions whose `localModels` is `layer`. */
  layers?: ILayerVersion[];
  removalPolicy: RemovalPolicy;
}

/**
 * A Lambda function running one of `HANDLER_ENTRIES`, with the house defaults: Node.js 22 on ARM
 * (cheaper per GB-second), a local esbuild bundle, its own log group with a retention, the
 * Powertools settings, and a role that starts empty: it may write to its own log group only
 * (instead of the managed basic-execution policy, which allows every log group of the account).
 */
export class ServiceFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.functionId} function`,
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      role,
      entry: join(PROJECT_ROOT, HANDLER_ENTRIES[props.functionId]),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      logGroup,
      // X-Ray traces of every invocation (cold start, duration, downstream errors).
      tracing: Tracing.ACTIVE,
      bundling: bundlingOptions(props.localModels, props.localModels === 'layer' ? modelLayerBuildId(PROJECT_ROOT) : undefined),
      layers: props.layers,
      environment: {
        POWERTOOLS_SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE,
        // Traces never hold a handler's response (texts, vectors); the handlers also ask for none.
        POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
        // Stack traces point into the TypeScript sources instead of the minified bundle.
        NODE_OPTIONS: ENABLE_SOURCE_MAPS,
        [AWS_ENV.logLevel]: props.logLevel,
        ...props.environment,
      },
    });
    acknowledgeGrantFinding(
      this,
      wildcardResourceFinding('*'),
      'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords have no resource-level permissions, so AWS requires "*" (the only wildcard resource; a test checks no data action has one).',
    );
    acknowledgeFinding(
      this,
      NAG_RULES.latestRuntime,
      'nodejs22.x is the newest runtime the code is tested on (the bundle targets node22); moving to a newer one is a deliberate, tested change.',
    );
  }
}
