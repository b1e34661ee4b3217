/**
 * Built files from dist/: hashed bundles cached for a year, everything else briefly, each in the
 * compressed form the build wrote and the browser accepts. Its own context: @fastify/static takes no route
 * schema, so the context's onRoute hook gives its routes theirs (docs/DECISIONS.md, "Typed routes"); the host
 * page routes decorate their own `reply.sendFile` for partner logos (./host-page-routes.ts).
 */
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RouteOptions } from 'fastify';
import { htmlPage, PAGE_REFUSALS, rawBody, redirect } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A file, a part of one (206), not modified since the browser's copy (304), or no such file. */
export const STATIC_FILE_RESPONSES = { ...PAGE_REFUSALS, 200: rawBody, 206: rawBody, 304: redirect, 416: htmlPage } as const;

function withFileResponses(route: RouteOptions): void {
  route.schema = { ...route.schema, response: STATIC_FILE_RESPONSES };
}

export const staticAssets: RoutePlugin<{ distDir: string }> = async (app, { distDir }) => {
  app.addHook('onRoute', withFileResponses);
  await app.register(fastifyStatic, {
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
};
