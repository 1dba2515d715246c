import type { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { S3Client } from '@aws-sdk/client-s3';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { EventSourceMapping } from './event-source-mappings.js';
import { FunctionPool } from './function-pool.js';
import type { LocalFunction } from './local-functions.js';
import { startSqsPoller, type Poller } from './sqs-poller.js';
import { startStreamPoller } from './stream-poller.js';

/** What the hosted functions run with. */
export interface FunctionHostSettings {
  /** Each function's complete environment. */
  environments: Map<LocalFunction, Record<string, string>>;
  /** The built `function-runtime` helper. */
  runtimeEntry: string;
  /** Execution environments per function. */
  concurrency: number;
  functionOutput: (label: string, line: string) => void;
  log: (line: string) => void;
}

/** The clients and resources the event sources read from. */
export interface EventSourceAccess {
  sqs: SQSClient;
  /** For S3 on-failure destinations of stream mappings. */
  s3?: S3Client;
  streams: DynamoDBStreamsClient;
  queueUrlByArn: Map<string, string>;
  region: string;
}

/**
 * The functions of the assembly with their execution environments (started on first use, like
 * Lambda's cold starts) and the pollers of their event source mappings.
 */
export class FunctionHost {
  private readonly pools = new Map<LocalFunction, FunctionPool>();
  private readonly pollers: Poller[] = [];

  constructor(private readonly settings: FunctionHostSettings) {}

  /** The execution environments of `fn`. */
  pool(fn: LocalFunction): FunctionPool {
    let pool = this.pools.get(fn);
    if (!pool) {
      const env = this.settings.environments.get(fn);
      if (!env) throw new Error(`No environment for ${fn.label}`);
      const output = (line: string) => this.settings.functionOutput(fn.label, line);
      pool = new FunctionPool(fn, { label: fn.label, codeDirectory: fn.codeDirectory, handler: fn.handler, env, runtimeEntry: this.settings.runtimeEntry, output }, this.settings.concurrency);
      this.pools.set(fn, pool);
    }
    return pool;
  }

  /** Starts a poller per mapping; stream pollers have their positions when this resolves. */
  async startEventSources(mappings: EventSourceMapping[], access: EventSourceAccess): Promise<void> {
    const { log, concurrency } = this.settings;
    for (const mapping of mappings) {
      if (mapping.kind === 'sqs') {
        const queueUrl = access.queueUrlByArn.get(mapping.sourceArn);
        if (!queueUrl) throw new Error(`No queue for ${mapping.sourceArn}`);
        this.pollers.push(startSqsPoller({ mapping, queueUrl, sqs: access.sqs, pool: this.pool(mapping.fn), region: access.region, localConcurrency: concurrency, log }));
      } else {
        const poller = await startStreamPoller({ mapping, streams: access.streams, sqs: access.sqs, s3: access.s3, pool: this.pool(mapping.fn), queueUrlByArn: access.queueUrlByArn, log });
        this.pollers.push(poller);
      }
    }
  }

  /**
   * Pollers stop taking batches first; closing the environments then ends the invocations in
   * flight (a job can run for minutes), so the pollers can finish.
   */
  async stop(): Promise<void> {
    const stopping = this.pollers.splice(0).map((p) => p.stop());
    await Promise.all([...this.pools.values()].map((p) => p.close()));
    await Promise.all(stopping);
  }
}
