import type { IncomingMessage, ServerResponse } from 'node:http';

/** Error codes of a connection the client closed: a reset, a write after it, a stream cut short. */
const HANG_UP_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED']);

/**
 * The error code when `error` is the client closing the connection mid-request or mid-response
 * (a download cancelled, a body never finished): the connection is gone and the code is one of a
 * hang-up's. Not a fault of the server, so it is logged below error level. Undefined otherwise.
 */
export function clientHangUp(error: unknown, req: IncomingMessage, res: ServerResponse): string | undefined {
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  if (code === undefined || !HANG_UP_CODES.has(code)) return undefined;
  const gone = req.socket.destroyed || res.destroyed || res.socket?.destroyed !== false;
  return gone ? code : undefined;
}

/**
 * Whether a `clientError` is bytes that are not HTTP (a broken header or chunked body): a parse
 * error, except the client closing the connection inside a request (`HPE_INVALID_EOF_STATE`),
 * which is a hang-up.
 */
export function invalidHttp(error: NodeJS.ErrnoException): boolean {
  return error.code !== undefined && error.code.startsWith('HPE_') && error.code !== 'HPE_INVALID_EOF_STATE';
}
