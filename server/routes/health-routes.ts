/** Load balancer checks (docs/DEPLOY.md): /healthz says the process runs, /readyz that saves would succeed (db/probe-saves.ts). */
import type { AppDatabase } from '../db/app-database';
import { probeSaves } from '../db/probe-saves';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import { htmlPage, messagesReply } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';

/** A hung database must fail the check, not hang it past the balancer's own timeout. */
const READY_TIMEOUT_MS = 2000;

const ok = { type: 'object', required: ['status'], additionalProperties: false, properties: { status: { const: 'ok' } } } as const;

export const healthRoutes: RoutePlugin<{ database: AppDatabase }> = async (app, { database }) => {
  app.get('/healthz', { schema: { response: { 200: ok, 500: htmlPage } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', { schema: { response: { 200: ok, 500: htmlPage, 503: messagesReply } } }, async (request, reply) => {
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
};
