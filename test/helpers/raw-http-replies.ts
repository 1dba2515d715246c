/** One HTTP/1.1 reply read off a raw connection: its status line, its headers (names lower-cased) and its body's bytes. */
export interface RawReply {
  statusLine: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Splits the bytes a server sent on one connection into replies, each body as long as its `Content-Length` (none for
 * the replies whose indexes are in `heads`, the answers to HEAD requests). Stops at the first head that is incomplete
 * or whose status line `isStatusLine` refuses; `rest` is what follows the last reply read.
 */
export function splitReplies(bytes: Buffer, heads: readonly number[], isStatusLine: (line: string) => boolean = () => true): { replies: RawReply[]; rest: Buffer } {
  const replies: RawReply[] = [];
  let offset = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', offset);
    if (end < 0) break;
    const [statusLine, ...lines] = bytes.subarray(offset, end).toString('latin1').split('\r\n');
    if (!isStatusLine(statusLine)) break;
    const headers: Record<string, string> = {};
    for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
    const length = heads.includes(replies.length) ? 0 : Number(headers['content-length'] ?? 0);
    replies.push({ statusLine, headers, body: bytes.subarray(end + 4, end + 4 + length) });
    offset = end + 4 + length;
  }
  return { replies, rest: bytes.subarray(offset) };
}
