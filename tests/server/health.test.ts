import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../server/db/app-database';
import { testDatabases } from './helpers/test-databases';
import { testApp } from './helpers/test-app';

describe.each(testDatabases)('health checks on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = testApp(database);
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('GET /healthz says the process runs', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 503 with messages once the database is gone, while /healthz stays up', async () => {
    await database.close();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ messages: ['We cannot reach our database right now. Please try again in a moment.'] });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
