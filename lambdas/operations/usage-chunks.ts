import { usageMember, type UsageReport } from '../core/usage.js';

const CLOSE_BRACE = 0x7d;

/**
 * A streamed JSON object body with `usage` added as its last member: every chunk passes through
 * unchanged except the last, whose closing brace comes after the usage. Holds one chunk back.
 */
export async function* chunksWithUsage(chunks: AsyncIterable<Uint8Array>, usage: UsageReport): AsyncGenerator<Uint8Array> {
  let held: Uint8Array | undefined;
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    if (held) yield held;
    held = chunk;
  }
  if (!held || held[held.length - 1] !== CLOSE_BRACE) throw new Error('a streamed result is a JSON object');
  const tail = new TextEncoder().encode(`${usageMember(usage)}}`);
  const out = new Uint8Array(held.length - 1 + tail.length);
  out.set(held.subarray(0, held.length - 1));
  out.set(tail, held.length - 1);
  yield out;
}
