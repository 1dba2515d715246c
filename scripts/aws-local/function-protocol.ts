/**
 * Messages between the host and a function's execution environment (a child process), over
 * Node's IPC channel. Events and results are plain JSON, as in Lambda's invoke API.
 */

/** What the handler's `context` is built from (everything but the methods). */
export interface InvocationContext {
  awsRequestId: string;
  functionName: string;
  functionVersion: string;
  invokedFunctionArn: string;
  memoryLimitInMB: string;
  logGroupName: string;
  logStreamName: string;
  /** Epoch milliseconds at which the invocation times out. */
  deadlineMs: number;
}

/** Host → environment: run the handler once. */
export interface InvokeMessage {
  type: 'invoke';
  id: number;
  event: unknown;
  context: InvocationContext;
}

/** A handler error as Lambda reports it (`Unhandled` function error). */
export interface FunctionError {
  errorType: string;
  errorMessage: string;
}

/** Environment → host. */
export type RuntimeMessage =
  | { type: 'ready'; initMs: number }
  | { type: 'init-error'; error: FunctionError }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: FunctionError }
  /** An uncaught exception or rejection: Lambda ends the environment. */
  | { type: 'crash'; error: FunctionError };

/** The Lambda error shape of any thrown value. */
export function toFunctionError(error: unknown): FunctionError {
  if (error instanceof Error) return { errorType: error.name || 'Error', errorMessage: error.message };
  return { errorType: 'Error', errorMessage: String(error) };
}
