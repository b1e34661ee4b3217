/**
 * TRUST_PROXY=1 (one load balancer): the client's address is the entry the balancer appended, the right-most
 * one; whatever the client wrote before it changes nothing, in the log or in the per-address rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { api, testApp, visit } from '../helpers/test-app';
import { capturedLog } from '../helpers/captured-log';

describe('forged X-Forwarded-For with TRUST_PROXY=1', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const log = capturedLog();

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, {
      env: { TRUST_PROXY: '1' },
      logger: log.options,
      rateLimits: { perSession: { max: 100, timeWindow: '1 minute' }, perAddress: { max: 3, timeWindow: '1 minute' } },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('logs and limits 198.51.100.1 for "203.0.113.9, 198.51.100.1", whatever the client writes first', async () => {
    // Three mutations from three fresh sessions use up the address's limit of 3.
    const forwarded = (first: string) => ({ 'x-forwarded-for': `${first}, 198.51.100.1` });
    for (const first of ['203.0.113.9', '203.0.113.10', '203.0.113.11']) {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'POST', '/api/v1/suggested-location', undefined, forwarded(first));
      expect(response.statusCode).toBe(200);
    }
    const fresh = await visit(app, 'bayside-movers');
    const limited = await api(app, fresh, 'POST', '/api/v1/suggested-location', undefined, forwarded('203.0.113.99'));
    expect(limited.statusCode).toBe(429);
    const elsewhere = await api(app, fresh, 'POST', '/api/v1/suggested-location', undefined, {
      'x-forwarded-for': '203.0.113.9, 198.51.100.2',
    });
    expect(elsewhere.statusCode).toBe(200);

    const addresses = log
      .lines()
      .filter((line) => line.msg === 'request completed' && JSON.stringify(line).includes('suggested-location'))
      .map((line) => (line.req as { remoteAddress?: string }).remoteAddress);
    expect(addresses).toEqual(['198.51.100.1', '198.51.100.1', '198.51.100.1', '198.51.100.1', '198.51.100.2']);
  });
});
