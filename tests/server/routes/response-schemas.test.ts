/**
 * Every route says what it answers (docs/DECISIONS.md, "Typed routes"): a response schema per status, which types its
 * handler's replies and serializes its JSON. The app is built with every optional route (operator, insights report,
 * Stripe webhook) and each route registered is listed as Fastify's onRoute hook sees it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/app-database';
import { testDatabases } from '../helpers/test-databases';
import { testApp } from '../helpers/test-app';

/** Collects every route the app registers from now on. */
function listRoutes(app: FastifyInstance): RouteOptions[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  return routes;
}

const named = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/** The routes without a response schema naming at least one status. */
function withoutResponseSchema(routes: readonly RouteOptions[]): string[] {
  return routes.filter((route) => Object.keys(route.schema?.response ?? {}).length === 0).map(named);
}

describe('response schemas', () => {
  const [pglite] = testDatabases;
  let database: AppDatabase;
  let app: FastifyInstance;
  let routes: RouteOptions[];

  beforeAll(async () => {
    if (!pglite) throw new Error('No test database');
    database = await pglite.open();
    app = testApp(database, {
      operatorToken: 'operator-token',
      insightsReportsDir: mkdtempSync(join(tmpdir(), 'reports-')),
      env: { STRIPE_SECRET_KEY: 'sk_test_routes', STRIPE_WEBHOOK_SECRET: 'whsec_routes' },
    });
    routes = listRoutes(app);
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('sees every kind of route: the API, the pages, the links, the files, the operator and Stripe', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of [
      '/api/v1/booking',
      '/api/v1/availability',
      '/api/v1/stripe/webhook',
      '/partners/:slug/*',
      '/partners/:slug/manage/:token',
      '/operator/v1/deliveries',
      '/operator/v1/insights/:slug',
      '/dev/insights/:slug',
      '/embed.js',
      '/healthz',
    ])
      expect(urls, url).toContain(url);
    expect(
      routes.some((route) => route.url.startsWith('/*') || route.url.startsWith('/assets')),
      'the built files',
    ).toBe(true);
  });

  it('every route declares a response schema (the list names any that does not)', () => {
    expect(withoutResponseSchema(routes)).toEqual([]);
  });

  it('the check names a route without one', async () => {
    const planted = Fastify();
    const seen = listRoutes(planted);
    planted.get('/said', { schema: { response: { 200: { type: 'string' } } } }, async () => 'yes');
    planted.get('/unsaid', async () => 'no');
    await planted.ready();
    expect(withoutResponseSchema(seen)).toEqual(['GET /unsaid', 'HEAD /unsaid']);
    await planted.close();
  });
});
