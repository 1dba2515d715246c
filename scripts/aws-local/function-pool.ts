import { randomUUID } from 'node:crypto';
import { ExecutionEnvironment, type EnvironmentSpec, type InvokeOutcome } from './execution-environment.js';
import { logGroupName } from './function-environment.js';
import type { LocalFunction } from './local-functions.js';

/** Anything that runs a function once per event (a pool, or a stand-in in tests). */
export interface Invoker {
  invoke(event: unknown): Promise<InvokeOutcome>;
}

/** Lambda gives the init phase 10 s; a loaded two-core machine gets more room here. */
const MIN_INIT_TIMEOUT_MS = 30_000;

/** Lambda's error type when the init phase fails. */
const INIT_ERROR = 'Runtime.InitError';

/**
 * The execution environments of one function. An invocation takes an idle environment or
 * starts a new one (a cold start) up to `maxEnvironments`, and otherwise waits for one to be
 * free. Each environment runs one invocation at a time, so `process.env` and module state of one
 * function never mix with another's, and concurrent invocations never share an environment.
 */
export class FunctionPool implements Invoker {
  private readonly idle: ExecutionEnvironment[] = [];
  private readonly all = new Set<ExecutionEnvironment>();
  private starting = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(
    readonly fn: LocalFunction,
    private readonly spec: Omit<EnvironmentSpec, 'initTimeoutMs'>,
    private readonly maxEnvironments: number,
  ) {}

  /** Invokes the function once with `event`, like a synchronous Lambda `Invoke`. */
  async invoke(event: unknown): Promise<InvokeOutcome> {
    let environment: ExecutionEnvironment;
    try {
      environment = await this.acquire();
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : String(error);
      // Lambda writes a failed init to the function's log, like this.
      this.spec.output(`INIT_REPORT Status: error Error Type: ${INIT_ERROR} ${errorMessage}`);
      return { ok: false, error: { errorType: INIT_ERROR, errorMessage } };
    }
    const awsRequestId = randomUUID();
    const started = performance.now();
    try {
      return await environment.invoke(event, {
        awsRequestId,
        functionName: this.fn.name,
        functionVersion: '$LATEST',
        invokedFunctionArn: this.fn.arn,
        memoryLimitInMB: String(this.fn.memoryMb),
        logGroupName: logGroupName(this.fn),
        logStreamName: `local/[$LATEST]${awsRequestId.replaceAll('-', '')}`,
        deadlineMs: Date.now() + this.fn.timeoutSeconds * 1000,
      });
    } finally {
      const init = environment.invocations === 1 ? `\tInit Duration: ${environment.initMs} ms` : '';
      // Lambda ends every invocation's log with this line.
      this.spec.output(`REPORT RequestId: ${awsRequestId}\tDuration: ${(performance.now() - started).toFixed(2)} ms\tMemory Size: ${this.fn.memoryMb} MB${init}`);
      this.release(environment);
    }
  }

  /** Stops every environment. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.all].map((environment) => environment.stop()));
  }

  private async acquire(): Promise<ExecutionEnvironment> {
    for (;;) {
      if (this.closed) throw new Error(`${this.fn.label} is shutting down`);
      const ready = this.idle.pop();
      if (ready?.alive) return ready;
      if (ready) continue;
      if (this.all.size + this.starting < this.maxEnvironments) return this.start();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private async start(): Promise<ExecutionEnvironment> {
    this.starting++;
    try {
      const initTimeoutMs = Math.max(MIN_INIT_TIMEOUT_MS, this.fn.timeoutSeconds * 1000);
      const environment = await ExecutionEnvironment.start({ ...this.spec, initTimeoutMs });
      this.all.add(environment);
      return environment;
    } finally {
      this.starting--;
      // A failed start frees its slot for whoever waits.
      this.waiting.shift()?.();
    }
  }

  private release(environment: ExecutionEnvironment): void {
    if (environment.alive && !this.closed) this.idle.push(environment);
    else this.all.delete(environment);
    this.waiting.shift()?.();
  }
}
