/**
 * Compressed answers (docs/DECISIONS.md, "Compression"). The built bundles are compressed once, at build
 * time (vite.config.ts writes `.br` and `.gz` beside them; routes/static-assets.ts serves those). Pages
 * and API answers are made per request and are compressed here: brotli at quality 4, or gzip, for
 * anything over 1 KB whose type compresses. Request bodies are not decompressed: the API reads plain JSON.
 */
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

export function registerResponseCompression(app: FastifyInstance): void {
  app.register(fastifyCompress, { globalCompression: true, globalDecompression: false, encodings: ['br', 'gzip'], threshold: 1024 });
}
