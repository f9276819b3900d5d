/**
 * API answers leave compressed: a board of 4,000 cards is 2.1 MB of JSON and a tenth of that gzipped, which a user
 * on a 50 Mbit/s link waits for. Static files are compressed once at build time and served as such (static.ts);
 * their Content-Encoding makes the plugin leave them alone. Level 4 (br and gzip) keeps most of the size gain for
 * a fraction of the default levels' CPU, which on this server competes with the database.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size are compressed in one call rather than streamed: for a 2 MB board the stream's many
 * small chunks cost about 70 ms more than the 15 ms the compression itself takes.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 8 * 1024 * 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    encodings: ['br', 'gzip'],
    zlibOptions: { level: 4 },
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
