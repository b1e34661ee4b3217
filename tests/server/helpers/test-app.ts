/** Builds the real app for inject tests: the real partner files, the built template when there is one. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/build-app';
import { loadConfig, type Env } from '../../../server/config/load-config';
import type { AppDatabase } from '../../../server/db/app-database';
import { loadPartners } from '../../../server/partners/load-partners';
import { testRateLimits } from '../../support/test-rate-limits';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** dist/ after `vite build`; else a stand-in with the same template shape, one hashed bundle and one logo. */
export const DIST_DIR = existsSync(`${ROOT}dist/index.html`) ? `${ROOT}dist` : `${ROOT}tests/fixtures/server-dist`;
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export function testPartners() {
  const { partners, problems } = loadPartners(`${ROOT}partners`);
  if (problems.length > 0) throw new Error(`The demo partner files have problems:\n${problems.join('\n')}`);
  return partners;
}

export function testApp(db: AppDatabase, overrides: Partial<BuildAppOptions> & { env?: Env } = {}): FastifyInstance {
  const { env, ...rest } = overrides;
  return buildApp({
    db,
    partners: testPartners(),
    config: loadConfig({ SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: '/nonexistent-unused', ...env }),
    distDir: DIST_DIR,
    logger: false,
    // Inject tests run the delivery worker's passes by hand (app.jobs.runOnce()).
    backgroundJobs: false,
    // Every inject comes from one address: a test of the hold limits sets its own.
    holdLimits: { perAddress: 1_000 },
    ...rest,
    rateLimits: testRateLimits(rest.rateLimits),
  });
}

/**
 * The app on a fresh database for the enclosing `describe` block: opened and ready before its tests,
 * both closed after. `use` receives them once opened, so a test file keeps its own names:
 * `useTestApp(open, (opened) => ({ app, database } = opened));`
 */
export function useTestApp(open: () => Promise<AppDatabase>, use: (opened: { app: FastifyInstance; database: AppDatabase }) => void): void {
  let opened: { app: FastifyInstance; database: AppDatabase } | undefined;
  beforeAll(async () => {
    const database = await open();
    const app = testApp(database);
    opened = { app, database };
    await app.ready();
    use(opened);
  }, 120_000);
  afterAll(async () => {
    await opened?.app.close();
    await opened?.database.close();
  });
}

/**
 * A browser that loaded a partner page: its cookie, CSRF token and the start-up props. The booking is known by its
 * reference (none before the first save), never by a database id: tests find the row with ./booking-by-reference.ts.
 */
export interface Visitor {
  slug: string;
  cookie: string;
  csrf: string;
  props: {
    booking: Record<string, unknown> & { reference: string; revision: number };
    partner: Record<string, unknown>;
    location: unknown;
    settings: Record<string, unknown>;
  };
}

export function cookieFrom(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(';')[0];
}

export function readProps(html: string): Visitor['props'] {
  const match = /<script type="application\/json" id="react-app-props">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('The page has no react-app-props script');
  return JSON.parse(match[1]) as Visitor['props'];
}

export function readCsrf(html: string): string {
  const match = /<meta name="csrf-token" content="([^"]+)">/.exec(html);
  if (!match?.[1]) throw new Error('The page has no csrf-token meta');
  return match[1];
}

/** Loads /partners/:slug/book, as a new visitor or with an existing cookie. */
export async function visit(app: FastifyInstance, slug: string, cookie?: string): Promise<Visitor> {
  const response = await app.inject({ url: `/partners/${slug}/book`, headers: cookie ? { cookie } : {} });
  if (response.statusCode !== 200) throw new Error(`GET /partners/${slug}/book answered ${response.statusCode}`);
  return { slug, cookie: cookieFrom(response) ?? cookie ?? '', csrf: readCsrf(response.body), props: readProps(response.body) };
}

/**
 * A visitor with a stored booking: the page load, then the first save (page loads store nothing), with
 * `props.booking` the saved booking (revision 1); `fields` go into that save (a finished booking, for a conversion).
 */
export async function startBooking(
  app: FastifyInstance,
  slug: string,
  cookie?: string,
  fields: Record<string, unknown> = {},
): Promise<Visitor> {
  const visitor = await visit(app, slug, cookie);
  const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...fields } });
  if (saved.statusCode !== 200) throw new Error(`The first save answered ${saved.statusCode}: ${saved.body}`);
  return { ...visitor, props: { ...visitor.props, booking: saved.json() } };
}

/** An /api/v1 call the way the renderer makes it (docs/FUNNEL.md#calls), with any header overridden or removed (undefined). */
export function api(
  app: FastifyInstance,
  visitor: Visitor,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string | undefined> = {},
): Promise<LightMyRequestResponse> {
  const merged: Record<string, string | undefined> = {
    accept: 'application/json',
    'content-type': 'application/json',
    cookie: visitor.cookie,
    'x-csrf-token': visitor.csrf,
    'x-partner-slug': visitor.slug,
    ...headers,
  };
  const options: InjectOptions = {
    method,
    url,
    headers: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as Record<string, string>,
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  };
  return app.inject(options);
}
