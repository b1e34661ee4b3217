/**
 * Database down (docs/DECISIONS.md, Hardening): /readyz fails, /api/v1 answers 503 with `messages`, pages answer 503,
 * the process keeps serving, and with PostgreSQL it recovers by itself once the database is back (pg's Pool
 * opens new connections; nothing is restarted). The outage is a TCP proxy the test cuts and restores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { API_MESSAGES } from '../../../server/http/api-messages';
import { api, testApp, visit, type Visitor } from '../helpers/test-app';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../helpers/test-databases';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

const UNAVAILABLE = { messages: [API_MESSAGES.databaseUnavailable] };

async function expectDown(app: FastifyInstance, visitor: Visitor) {
  const ready = await app.inject({ url: '/readyz' });
  expect([ready.statusCode, ready.json()]).toEqual([503, UNAVAILABLE]);
  const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'During outage' } });
  expect([saved.statusCode, saved.json()]).toEqual([503, UNAVAILABLE]);
  expect(saved.headers['retry-after']).toBe('5');
  const payLater = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
  expect([payLater.statusCode, payLater.json()]).toEqual([503, UNAVAILABLE]);
  const page = await app.inject({ url: '/partners/bayside-movers/book', headers: { cookie: visitor.cookie } });
  expect(page.statusCode).toBe(503);
  expect(page.headers['content-type']).toContain('text/html');
  // The process is alive and serves what needs no database.
  expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/v1/addresses/suggest?input=100%20Market%20St' })).statusCode).toBe(200);
}

describe('embedded database (PGlite) gone', () => {
  it('answers 503 with messages on /readyz, /api/v1 and pages, and keeps running', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const app = testApp(database);
    await app.ready();
    try {
      const visitor = await visit(app, 'bayside-movers');
      await database.close();
      await expectDown(app, visitor);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL unreachable, then back', () => {
  let shared: SharedPostgres;
  let proxy: TcpProxy;
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    const target = new URL(shared.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(shared.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ kind: 'postgres', url: viaProxy.toString() });
    app = testApp(database);
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await shared?.drop();
  });

  it('fails while the database is cut off and recovers by itself when it returns, losing nothing acknowledged', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const before = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'Before' } });
    expect(before.statusCode).toBe(200);

    await proxy.cut();
    await expectDown(app, visitor);

    await proxy.restore();
    // No restart, no reconnect call: the pool's next connection attempt simply works.
    const deadline = Date.now() + 15_000;
    let ready = await app.inject({ url: '/readyz' });
    while (ready.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await app.inject({ url: '/readyz' });
    }
    expect(ready.statusCode).toBe(200);

    const acknowledged = before.json() as Visitor['props']['booking'];
    expect(acknowledged.firstName).toBe('Before');
    const after = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...acknowledged, lastName: 'After' } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ firstName: 'Before', lastName: 'After', revision: 2 });
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toMatchObject({
      firstName: 'Before',
      lastName: 'After',
      revision: 2,
    });
  }, 60_000);
});
