/** Load balancer checks (docs/DEPLOY.md): /healthz says the process runs, /readyz that saves would succeed (db/probe-saves.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/app-database';
import { probeSaves } from '../db/probe-saves';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';

/** A hung database must fail the check, not hang it past the balancer's own timeout. */
const READY_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance, { database }: { database: AppDatabase }): Promise<void> {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.ping().then(() => probeSaves(database.db)), timeout]);
      return reply.send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return sendMessages(reply, 503, [API_MESSAGES.databaseUnavailable]);
    } finally {
      clearTimeout(timer);
    }
  });
}
