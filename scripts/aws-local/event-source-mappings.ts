import type { CloudAssembly, TemplateValue } from './cloud-assembly.js';
import { resourcesOfType } from './cloud-assembly.js';
import { compileFilters, type RecordFilter } from './event-filter.js';
import type { ResourceRegistry } from './intrinsics.js';
import type { LocalFunction } from './local-functions.js';

/** Settings shared by queue and stream mappings. */
interface MappingBase {
  id: string;
  fn: LocalFunction;
  sourceArn: string;
  batchSize: number;
  batchingWindowSeconds: number;
  /** `FunctionResponseTypes` includes `ReportBatchItemFailures`. */
  reportBatchItemFailures: boolean;
  filter: RecordFilter;
}

/** An SQS queue driving a function. */
export interface QueueMapping extends MappingBase {
  kind: 'sqs';
  /** `ScalingConfig.MaximumConcurrency`, when set. */
  maximumConcurrency?: number;
}

/** A DynamoDB stream driving a function. */
export interface StreamMapping extends MappingBase {
  kind: 'dynamodb';
  startingPosition: 'LATEST' | 'TRIM_HORIZON';
  bisectOnError: boolean;
  /** -1: retry until the records expire (Lambda's default). */
  maximumRetryAttempts: number;
  /** SQS queue ARN of the on-failure destination. */
  onFailureArn?: string;
}

export type EventSourceMapping = QueueMapping | StreamMapping;

/** Lambda's defaults per source type. */
const DEFAULT_SQS_BATCH = 10;
const DEFAULT_STREAM_BATCH = 100;
const INFINITE_RETRIES = -1;

/**
 * Reads every enabled `AWS::Lambda::EventSourceMapping` of the assembly with its batching,
 * partial-failure, retry and filter settings. The source ARN is resolved to the emulator's
 * queue or stream.
 */
export function readEventSourceMappings(assembly: CloudAssembly, registry: ResourceRegistry, functions: LocalFunction[]): EventSourceMapping[] {
  const mappings: EventSourceMapping[] = [];
  for (const stack of assembly.stacks) {
    for (const [id, resource] of resourcesOfType(stack, 'AWS::Lambda::EventSourceMapping')) {
      const props = registry.resolve(resource.Properties ?? {}, stack) as Record<string, TemplateValue>;
      if (props.Enabled === false) continue;
      const fnName = String(props.FunctionName);
      const fn = functions.find((f) => f.name === fnName || f.arn === fnName);
      if (!fn) throw new Error(`${stack.name}/${id}: no hosted function ${fnName}`);
      const sourceArn = String(props.EventSourceArn);
      const filters = ((props.FilterCriteria as { Filters?: { Pattern: string }[] } | undefined)?.Filters ?? []).map((f) => f.Pattern);
      const kind = sourceArn.startsWith('arn:aws:sqs:') ? 'sqs' : sourceArn.includes(':dynamodb:') && sourceArn.includes('/stream/') ? 'dynamodb' : undefined;
      if (!kind) throw new Error(`${stack.name}/${id}: event source ${sourceArn} is not supported locally`);
      const base = {
        id,
        fn,
        sourceArn,
        batchSize: Number(props.BatchSize ?? (kind === 'sqs' ? DEFAULT_SQS_BATCH : DEFAULT_STREAM_BATCH)),
        batchingWindowSeconds: Number(props.MaximumBatchingWindowInSeconds ?? 0),
        reportBatchItemFailures: ((props.FunctionResponseTypes as string[] | undefined) ?? []).includes('ReportBatchItemFailures'),
        filter: compileFilters(filters),
      };
      if (kind === 'sqs') {
        const scaling = props.ScalingConfig as { MaximumConcurrency?: number } | undefined;
        mappings.push({ ...base, kind, maximumConcurrency: scaling?.MaximumConcurrency });
      } else {
        const destination = props.DestinationConfig as { OnFailure?: { Destination?: string } } | undefined;
        mappings.push({
          ...base,
          kind,
          startingPosition: props.StartingPosition === 'TRIM_HORIZON' ? 'TRIM_HORIZON' : 'LATEST',
          bisectOnError: props.BisectBatchOnFunctionError === true,
          maximumRetryAttempts: Number(props.MaximumRetryAttempts ?? INFINITE_RETRIES),
          onFailureArn: destination?.OnFailure?.Destination,
        });
      }
    }
  }
  return mappings;
}
