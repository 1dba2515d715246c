import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkIntervalMs, headerText, paceDeadlineMs, type RequestTimeouts } from './http-edge.js';

/**
 * The answer's side of the slow-client guard (docs/design-notes.md, "HTTP edges of the local
 * server"): a client that sends a request and then reads its answer too slowly, or not at all,
 * would keep the answer in memory for as long as it keeps the connection open. An answer may take
 * `responseSeconds` from its start plus one second for every `responseMinBytesPerSecond` bytes the
 * client has taken; one that falls behind is cut (the connection destroyed, the answer dropped).
 */

/** Pieces of a buffered answer written one at a time, so that the client's pace is seen as it reads. */
export const SEND_CHUNK_BYTES = 64 * 1024;

/** Answers cut by the guard: their handler's failure (the stream closed under it) is not logged again. */
const cut = new WeakSet<ServerResponse>();

/** Whether `res` was cut by `guardSend` (its connection destroyed because it was not read in time). */
export function sendTimedOut(res: ServerResponse): boolean {
  return cut.has(res);
}

/**
 * When an answer of which the client has taken `bytes` falls behind: `responseSeconds` after its
 * start, plus one second for every `responseMinBytesPerSecond` bytes. In milliseconds.
 */
export function sendDeadlineMs(bytes: number, timeouts: RequestTimeouts): number {
  return paceDeadlineMs(bytes, timeouts.responseSeconds, timeouts.responseMinBytesPerSecond);
}

/** What was logged about an answer that was cut: no body, no query (a result link's signature). */
export interface SendTimedOut {
  requestId?: string;
  status: number;
  /** Its `Content-Length`, when it has one (a streamed answer may not). */
  bytes?: number;
  /** Bytes the client had taken (handed to the operating system for it) when it was cut. */
  bytesSent: number;
  ms: number;
}

/**
 * Watches the answer of `res` from the moment its head is written (checked every second, more often
 * for a `responseSeconds` below 10, so a slow handler or a result converted first is not counted)
 * until it is sent in full or the connection closes; destroys the connection once the answer falls
 * behind `sendDeadlineMs`, after `onCut`. A response waiting behind another on the same
 * connection is watched once it gets the connection.
 */
export function guardSend(res: ServerResponse, timeouts: RequestTimeouts, onCut: (event: SendTimedOut) => void): void {
  const poll = checkIntervalMs(timeouts.responseSeconds * 1000);
  const watch = (socket: Socket) => {
    let started = performance.now();
    let base = taken(socket);
    let begun = false;
    let timer: NodeJS.Timeout;
    const check = () => {
      const now = performance.now();
      if (!begun) {
        // Counted from the first check that finds the head written: a cut comes up to `poll` late, never early.
        if (res.headersSent) begun = true;
        else base = taken(socket);
        started = now;
        timer = setTimeout(check, begun ? sendDeadlineMs(taken(socket) - base, timeouts) : poll);
        return;
      }
      const sent = taken(socket) - base;
      const left = sendDeadlineMs(sent, timeouts) - (now - started);
      if (left > 0) {
        timer = setTimeout(check, left);
        return;
      }
      cut.add(res);
      const length = Number(res.getHeader('content-length'));
      onCut({ requestId: headerText(res.getHeader('x-request-id')), status: res.statusCode, bytes: Number.isFinite(length) ? length : undefined, bytesSent: sent, ms: Math.round(now - started) });
      socket.destroy();
    };
    timer = setTimeout(check, poll);
    const stop = () => clearTimeout(timer);
    res.once('finish', stop);
    res.once('close', stop);
  };
  if (res.socket) watch(res.socket);
  else res.once('socket', watch);
}

/**
 * Bytes of the connection's output the operating system has taken: those handed to the socket
 * minus those still waiting in it (the piece being written counts as waiting until it is all out).
 */
function taken(socket: Socket): number {
  return (socket.bytesWritten ?? 0) - socket.writableLength;
}

/**
 * Writes a buffered body in pieces of `SEND_CHUNK_BYTES`, each when the client has taken the one
 * before (so the guard sees the client's pace, and a cut stops the writing). A small body, or one
 * whose response still waits behind another on the connection, is written at once.
 */
export async function endInPieces(res: ServerResponse, body: Buffer): Promise<void> {
  if (body.length <= SEND_CHUNK_BYTES || !res.socket) {
    res.end(body);
    return;
  }
  await pipeline(Readable.from(pieces(body), { objectMode: false }), res);
}

function* pieces(body: Buffer): Generator<Buffer> {
  for (let at = 0; at < body.length; at += SEND_CHUNK_BYTES) yield body.subarray(at, at + SEND_CHUNK_BYTES);
}
