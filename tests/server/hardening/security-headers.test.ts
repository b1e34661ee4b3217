/** Security headers on every response (docs/DECISIONS.md, Hardening): CSP with a per-request nonce, framing, sniffing, referrer, HSTS over TLS only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { HSTS_VALUE } from '../../../server/security/security-headers';
import { api, testApp, visit } from '../helpers/test-app';

/** 'script-src a b; img-src c' -> { 'script-src': ['a', 'b'], 'img-src': ['c'] } */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let database: AppDatabase;
let app: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = testApp(database, { env: { SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/77' } });
  proxied = testApp(database, { env: { TRUST_PROXY: '1' } });
  await Promise.all([app.ready(), proxied.ready()]);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await proxied?.close();
  await database?.close();
});

describe('the host page policy', () => {
  it('allows our scripts, the page nonce and exactly the Stripe and Google hosts, and no eval', async () => {
    const page = await app.inject({ url: '/partners/bayside-movers/book' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src']!.join(' '))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'nonce-${nonce}'`, 'https://js.stripe.com', 'https://maps.googleapis.com'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://maps.gstatic.com', 'https://maps.googleapis.com'],
      'font-src': ["'self'"],
      'connect-src': [
        "'self'",
        'https://api.stripe.com',
        'https://maps.googleapis.com',
        'https://places.googleapis.com',
        'https://o42.ingest.sentry.io',
      ],
      'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      // Bayside's own sites may embed its funnel (embed.allowedOrigins; tests/server/embed/embedding.test.ts).
      'frame-ancestors': ["'self'", 'https://www.baysidemovers.example.com', 'http://localhost:*', 'http://127.0.0.1:*'],
    });
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('puts this response nonce on every built <script> tag, and a fresh nonce on every page load', async () => {
    const first = await app.inject({ url: '/partners/bayside-movers/book' });
    const second = await app.inject({ url: '/partners/bayside-movers/book' });
    const nonceOf = (header: unknown) => /'nonce-([^']+)'/.exec(String(header))![1]!;
    const [a, b] = [nonceOf(first.headers['content-security-policy']), nonceOf(second.headers['content-security-policy'])];
    expect(a).not.toBe(b);
    const executable = [...first.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/json'));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${a}"`);
    expect(first.body).not.toContain(b);
  });

  it('a saved text that looks like a script tag stays data: no nonce is ever added inside the props', async () => {
    const visitor = await visit(app, 'summit-moving');
    const booking = { ...visitor.props.booking, notes: '<script>alert(1)</script>' };
    expect((await api(app, visitor, 'PUT', '/api/v1/booking', { booking })).statusCode).toBe(200);
    const page = await app.inject({ url: '/partners/summit-moving/book', headers: { cookie: visitor.cookie } });
    expect(page.body).not.toMatch(/<script>alert/);
    expect(page.body).toContain('\\u003cscript>alert(1)\\u003c/script>');
  });
});

describe('headers on every response', () => {
  it.each([
    ['the host page of a partner without embed', '/partners/harbor-hauling/book', 200, 'page'],
    ['the terms page', '/terms', 200, 'page'],
    ['an unknown page', '/nowhere', 404, 'page'],
    ['an unknown partner', '/partners/nobody/book', 404, 'page'],
    ['the health check', '/healthz', 200, 'other'],
    ['an unknown API path', '/api/v1/nothing', 404, 'other'],
    ['a partner logo file', '/partners/bayside-movers/logo.svg', 200, 'other'],
  ])('%s (%s): nosniff, referrer policy, framing by other sites refused, a CSP', async (_name, url, status, kind) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(response.headers['content-security-policy']);
    if (kind === 'other') {
      expect([response.headers['x-frame-options'], csp['frame-ancestors'], csp['default-src']]).toEqual(['DENY', ["'none'"], ["'none'"]]);
    } else {
      // Pages: only our own origin may frame them (the partner admin preview does).
      expect([response.headers['x-frame-options'], csp['frame-ancestors']]).toEqual(['SAMEORIGIN', ["'self'"]]);
      expect(csp['script-src']).toContain("'self'");
    }
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('API errors carry them too', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const response = await api(app, visitor, 'PUT', '/api/v1/booking', '{not json');
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(response.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });
});

describe('HSTS', () => {
  it('is sent when the trusted proxy says the request came over https', async () => {
    const response = await proxied.inject({ url: '/partners/bayside-movers/book', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('is not sent over plain http, nor on an untrusted forwarded header', async () => {
    expect((await proxied.inject({ url: '/terms' })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await app.inject({ url: '/terms', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
