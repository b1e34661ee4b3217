/**
 * Built files from dist/: hashed bundles cached for a year, everything else briefly, each in the
 * compressed form the build wrote and the browser accepts. Registered on the
 * root instance (not as an encapsulated plugin) so `reply.sendFile` also serves partner logos (from
 * `public/`, at run time) from the host page routes.
 */
import { relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function registerStaticAssets(app: FastifyInstance, distDir: string): void {
  app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    // The build writes `.br` and `.gz` beside each bundle (vite.config.ts): sent as they are, never compressed per request.
    preCompressed: true,
    // The raw template holds no data but is not a page: pages come from the host page routes. The
    // server renderer (dist/server/) runs on the server only.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Vite puts content-hashed bundles under assets/: a changed file gets a new name.
      const hashed = relative(distDir, filePath).startsWith(`assets${sep}`);
      res.setHeader('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      // Version 9 of the plugin (the last on Node 20) leaves Vary to us; caches must key pre-compressed copies by it.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}
