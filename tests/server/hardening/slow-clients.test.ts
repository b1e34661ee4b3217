/**
 * clients that open a connection, send part of a request and then nothing must not hold it
 * for ever, and enough of them must not starve the server. With the limits shortened (server/config/server-limits.ts),
 * idle connections are closed within their timeouts, those over the cap are refused at once, and the host page
 * answers afterwards.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { SERVER_LIMITS } from '../../../server/config/server-limits';
import { testApp } from '../helpers/test-app';

const LIMITS = {
  ...SERVER_LIMITS,
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 300,
  checkEveryMs: 50,
  maxConnections: 12,
};

/** What each slow client sends before it goes quiet. */
const PARTIAL_REQUESTS = {
  'headers never finished': 'GET /partners/bayside-movers/book HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
  'headers sent, body never':
    'PUT /api/v1/booking HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"booking":',
  'keep-alive, then idle': 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n',
};

let database: AppDatabase;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = testApp(database, { serverLimits: LIMITS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Opens a connection, writes `text` and resolves with the socket once it is connected; `closed` resolves when the server closes it. */
function slowClient(text: string): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text);
      resolve({ socket, closed });
    });
    socket.on('data', () => {});
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - opened)));
    socket.once('error', reject);
  });
}

describe('slow and idle clients', () => {
  it('closes connections that go quiet, refuses those over the cap, and the host page still answers', async () => {
    // Loads the server renderer first, so its start-up does not count against the slow clients' timings.
    expect((await fetch(`http://127.0.0.1:${port}/partners/bayside-movers/book`)).status).toBe(200);
    const clients = await Promise.all(Object.values(PARTIAL_REQUESTS).flatMap((text) => Array.from({ length: 4 }, () => slowClient(text))));
    // The cap (12) is reached: one more connection is closed at once, without an answer.
    const extra = await slowClient('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await extra.closed).toBeLessThan(LIMITS.headersTimeoutMs);

    const lifetimes = await Promise.all(clients.map((client) => client.closed));
    // Each closed within its timeout, plus the check interval, Node's one-second keep-alive grace and scheduling slack.
    expect(Math.max(...lifetimes)).toBeLessThan(LIMITS.requestTimeoutMs + 2000);

    const page = await fetch(`http://127.0.0.1:${port}/partners/bayside-movers/book`);
    expect(page.status).toBe(200);
  }, 30_000);
});
