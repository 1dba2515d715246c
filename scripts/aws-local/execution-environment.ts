import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { FunctionError, InvocationContext, RuntimeMessage } from './function-protocol.js';

/** What an environment runs: the function's code, handler and complete environment variables. */
export interface EnvironmentSpec {
  /** Short name used to prefix the function's output lines. */
  label: string;
  codeDirectory: string;
  handler: string;
  env: Record<string, string>;
  /** The built `function-runtime` helper. */
  runtimeEntry: string;
  initTimeoutMs: number;
  /** Receives each line the function prints. */
  output: (line: string) => void;
}

/** The outcome of one invocation, like Lambda's Invoke response. */
export type InvokeOutcome = { ok: true; result: unknown } | { ok: false; error: FunctionError };

/** Lambda's error type when the function's timeout ends an invocation. */
export const TIMEOUT_ERROR = 'Sandbox.Timedout';
const KILL_ERROR = 'Runtime.ExitError';

/**
 * One execution environment: a child process with exactly the function's environment variables
 * (the host's own are not inherited), one invocation at a time. A timeout or crash ends it, as on
 * Lambda; the next invocation gets a fresh one (a new cold start).
 */
export class ExecutionEnvironment {
  private nextId = 0;
  /** Invocations started in this environment (the first one is its cold start). */
  invocations = 0;
  private pending?: { id: number; resolve: (outcome: InvokeOutcome) => void; timer: NodeJS.Timeout };
  /** Exited, crashed or timed out: takes no further invocations. */
  private retired = false;

  private constructor(
    private readonly child: ChildProcess,
    readonly initMs: number,
  ) {
    child.on('message', (message: RuntimeMessage) => this.onMessage(message));
    child.once('exit', (code, signal) => {
      this.retired = true;
      this.settle({ ok: false, error: { errorType: KILL_ERROR, errorMessage: `Runtime exited (${signal ?? code})` } });
    });
  }

  /** Starts the process and runs the init phase (importing the bundle). */
  static async start(spec: EnvironmentSpec): Promise<ExecutionEnvironment> {
    const child = fork(spec.runtimeEntry, [spec.codeDirectory, spec.handler], {
      cwd: spec.codeDirectory,
      env: spec.env,
      execArgv: [],
      // Its own process group: a terminal's Ctrl+C reaches only the host, which stops the
      // environments in order (an environment also exits when the host's IPC channel closes).
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => spec.output(line));
    }
    const initMs = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`${spec.label}: init did not finish within ${spec.initTimeoutMs} ms`));
      }, spec.initTimeoutMs);
      const fail = (message: string) => {
        clearTimeout(timer);
        reject(new Error(`${spec.label}: ${message}`));
      };
      child.once('error', (error) => fail(error.message));
      child.once('exit', (code) => fail(`runtime exited during init (${code})`));
      child.once('message', (message: RuntimeMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          child.removeAllListeners('exit');
          child.removeAllListeners('error');
          resolve(message.initMs);
        } else if (message.type === 'init-error') fail(`${message.error.errorType}: ${message.error.errorMessage}`);
      });
    });
    return new ExecutionEnvironment(child, initMs);
  }

  get alive(): boolean {
    return !this.retired;
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Runs one invocation; the environment is killed when `context.deadlineMs` passes. */
  invoke(event: unknown, context: InvocationContext): Promise<InvokeOutcome> {
    if (this.pending) throw new Error('An execution environment runs one invocation at a time');
    const id = ++this.nextId;
    this.invocations++;
    return new Promise((resolve) => {
      const timeoutSeconds = ((context.deadlineMs - Date.now()) / 1000).toFixed(2);
      const timer = setTimeout(() => {
        this.retired = true;
        this.settle({ ok: false, error: { errorType: TIMEOUT_ERROR, errorMessage: `Task timed out after ${timeoutSeconds} seconds` } });
        this.kill();
      }, Math.max(0, context.deadlineMs - Date.now()));
      this.pending = { id, resolve, timer };
      this.child.send({ type: 'invoke', id, event, context });
    });
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** Ends the process and waits for it. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    await gone;
  }

  private onMessage(message: RuntimeMessage): void {
    if (message.type === 'result' && message.id === this.pending?.id) this.settle({ ok: true, result: message.result });
    else if (message.type === 'error' && message.id === this.pending?.id) this.settle({ ok: false, error: message.error });
    else if (message.type === 'crash') {
      // The runtime exits right after this message: never hand it another invocation.
      this.retired = true;
      this.settle({ ok: false, error: message.error });
    }
  }

  private settle(outcome: InvokeOutcome): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    clearTimeout(pending.timer);
    pending.resolve(outcome);
  }
}
