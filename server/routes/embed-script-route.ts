import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlPage, rawBody } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

/** Five minutes: partners' pages keep this address for years, and a fix reaches them within minutes. */
const CACHE_SECONDS = 300;

/**
 * GET /embed.js: the loader partners put on their sites (public/embed.js, docs/EMBED.md), at a stable address
 * with a short cache, read once at start. It is one small file and loads nothing else, so no hashed parts.
 */
export const embedScriptRoute: RoutePlugin<{ publicDir: string }> = async (app, { publicDir }) => {
  const script = readFileSync(join(publicDir, 'embed.js'), 'utf8');
  app.get('/embed.js', { schema: { response: { 200: rawBody, 500: htmlPage } } }, async (_request, reply) =>
    reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`).type('text/javascript; charset=utf-8').send(script),
  );
};
