import { describe, expect, it } from 'vitest';
import { distinctRows, EMBED_CHUNK_ALIGN, embedChunkRange, MAX_EMBED_CHUNKS, planEmbedChunks } from '../../../../lambdas/core/similarity/embed-chunks.js';
import { AwsConfigSchema } from '../../../../lambdas/runtime/aws-config.js';
import { AWS_ENV } from '../../../../lambdas/runtime/aws-env.js';

describe('embedding chunks of a fanned-out similarity job', () => {
  it('keeps distinct non-blank texts in order of first occurrence, as the single worker embeds them', () => {
    const { distinct, rows } = distinctRows(['b', ' ', 'a', 'b', '', 'a ', 'a']);
    expect(distinct).toEqual(['b', 'a', 'a ']);
    expect([...rows]).toEqual([0, -1, 1, 0, -1, 2, 1]);
  });

  it('cuts chunks at multiples of the encoders\' batch sizes (64 for TF.js, 96 for Cohere)', () => {
    expect(EMBED_CHUNK_ALIGN % 64).toBe(0);
    expect(EMBED_CHUNK_ALIGN % 96).toBe(0);
    expect(planEmbedChunks(430, 100)).toEqual({ texts: 430, chunkTexts: 192, chunks: 3 });
    expect(planEmbedChunks(44_721, 384)).toEqual({ texts: 44_721, chunkTexts: 384, chunks: 117 });
    expect(embedChunkRange(planEmbedChunks(430, 100), 2)).toEqual({ start: 384, end: 430 });
    expect(planEmbedChunks(0, 384)).toMatchObject({ chunks: 0 });
  });

  it('raises the chunk size rather than exceed the most chunks of one job', () => {
    const chunking = planEmbedChunks(1_000_000, 1);
    expect(chunking.chunks).toBeLessThanOrEqual(MAX_EMBED_CHUNKS);
    expect(chunking.chunkTexts % EMBED_CHUNK_ALIGN).toBe(0);
  });

  it('defaults to 3,840 texts per embedding task, in one lane', () => {
    const config = AwsConfigSchema.parse({});
    expect(config[AWS_ENV.fanoutEmbedTexts] % EMBED_CHUNK_ALIGN).toBe(0);
    expect(config[AWS_ENV.fanoutEmbedTexts]).toBe(3840);
    expect(config[AWS_ENV.fanoutEmbedLanes]).toBe(1);
    expect(planEmbedChunks(44_721, config[AWS_ENV.fanoutEmbedTexts])).toEqual({ texts: 44_721, chunkTexts: 3840, chunks: 12 });
  });
});
