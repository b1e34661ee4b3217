/** The funnel on a partner's own site (docs/EMBED.md): who may frame it, the framed session cookie, the loader and the demo site. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { api, cookieFrom, readCsrf, readProps, ROOT, testApp, type Visitor } from '../helpers/test-app';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = testApp(database);
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const frameAncestors = (header: unknown) => /frame-ancestors ([^;]+)/.exec(String(header))?.[1]?.split(' ');
const FRAMED = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };

/** A page load inside a partner site's frame, as the browser sends it. */
async function framedVisit(slug: string): Promise<Visitor & { setCookie: string }> {
  const response = await app.inject({ url: `/partners/${slug}/book?gclid=abc`, headers: FRAMED });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  return { slug, cookie: cookieFrom(response)!, csrf: readCsrf(response.body), props: readProps(response.body), setCookie };
}

describe('who may frame the funnel', () => {
  it.each([
    ['bayside-movers', ["'self'", 'https://www.baysidemovers.example.com', 'http://localhost:*', 'http://127.0.0.1:*']],
    ['summit-moving', ["'self'", 'https://www.summitmoving.example.com', 'http://localhost:*', 'http://127.0.0.1:*']],
  ])("%s's funnel pages: its embed.allowedOrigins, and no X-Frame-Options (it cannot name them)", async (slug, ancestors) => {
    for (const url of [`/partners/${slug}/book`, `/partners/${slug}/book/no-such-step`]) {
      const page = await app.inject({ url });
      expect(frameAncestors(page.headers['content-security-policy'])).toEqual(ancestors);
      expect(page.headers['x-frame-options']).toBeUndefined();
    }
  });

  it.each([
    ['a partner without embed', '/partners/harbor-hauling/book'],
    ['the terms page', '/terms'],
    ['an unknown partner', '/partners/nobody/book'],
  ])('%s: only our own pages may frame it', async (_name, url) => {
    const page = await app.inject({ url });
    expect(frameAncestors(page.headers['content-security-policy'])).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the session inside a frame', () => {
  it('is SameSite=None; Secure; Partitioned when the page loads into a frame, Lax at the top level', async () => {
    const framed = await framedVisit('bayside-movers');
    expect(framed.setCookie).toMatch(/^booking_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; Partitioned; SameSite=None$/);
    const top = await app.inject({ url: '/partners/bayside-movers/book' });
    expect(String(top.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax$/);
  });

  it('still needs the CSRF token: a save without it is refused, with it stored, with the host page ad click', async () => {
    const framed = await framedVisit('bayside-movers');
    const booking = {
      ...framed.props.booking,
      gclid: 'abc',
      hostPageOrigin: 'https://www.baysidemovers.example.com',
      hostPagePath: '/quote',
    };
    const forged = await api(app, framed, 'PUT', '/api/v1/booking', { booking }, { 'x-csrf-token': undefined });
    expect(forged.statusCode).toBe(403);
    const saved = await api(app, framed, 'PUT', '/api/v1/booking', { booking }, { 'sec-fetch-site': 'same-origin' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ gclid: 'abc', hostPageOrigin: 'https://www.baysidemovers.example.com', hostPagePath: '/quote' });
    const reloaded = await app.inject({ url: '/partners/bayside-movers/book', headers: { ...FRAMED, cookie: framed.cookie } });
    expect(readProps(reloaded.body).booking).toMatchObject({ reference: saved.json().reference, gclid: 'abc' });
  });
});

describe('/embed.js', () => {
  it('is served at its stable address with a five-minute cache, as JavaScript', async () => {
    const response = await app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(readFileSync(`${ROOT}public/embed.js`, 'utf8'));
  });

  it('is at most 5 KB gzip and loads nothing else', () => {
    const source = readFileSync(`${ROOT}public/embed.js`);
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(5 * 1024);
    // Its JSDoc names the message types (`import(...)` in a comment, for the type check): the code itself imports nothing.
    const code = String(source).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/\bimport\b|createElement\('script'\)|\bfetch\(/);
  });
});

describe('the demo partner website', () => {
  it.each([
    ['localhost:3000', 'http://127.0.0.1:3000'],
    ['127.0.0.1:3000', 'http://localhost:3000'],
  ])('opened on %s embeds the funnel from %s, which its policy lets it load and frame', async (host, funnel) => {
    const page = await app.inject({ url: '/demo/bayside-movers/', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script src="${funnel}/embed.js" data-partner="bayside-movers" async></script>`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]* ${funnel.replace(/\./g, '\\.')}(;|$)`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]* ${funnel.replace(/\./g, '\\.')}(;|$)`));
  });

  it('an unknown partner has none', async () => {
    expect((await app.inject({ url: '/demo/nobody/' })).statusCode).toBe(404);
  });
});
