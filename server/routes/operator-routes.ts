/**
 * What `npm run deliveries` asks the running server (operator-access.ts): the deliveries, one booking's, the bodies
 * its webhooks received, a replay, a test event. Answered only over loopback and only with the token of this run; anything else is a 404, so the
 * routes are invisible from outside.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { AppDb } from '../db/app-database';
import type { ServerPartner } from '../partners/server-partner';
import { listDeliveries } from '../delivery/outbox/list-deliveries';
import { sendTestEvents } from '../delivery/operator/send-test-event';
import { bodiesAsSent } from '../delivery/operator/bodies-as-sent';
import { bodiesAsSentReply, deliveryListings, OPERATOR_REFUSALS, testAnswers } from './operator-reply-schemas';
import { htmlPage } from './reply-schemas';
import type { RoutePluginCallback } from './typed-routes';

export interface OperatorRoutesOptions {
  token: string;
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  config: AppConfig;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The request comes over loopback with this run's token (the insights route asks the same, server/insights/). */
export function authorisedOperator(request: FastifyRequest, token: string): boolean {
  // The socket's own peer, never a forwarded header: a proxy in front cannot lend its loopback.
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  const given = Buffer.from(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const referenceQuery = { type: 'object', properties: { reference: { type: 'string' } } } as const;

/** Any answer may also be the operator's refusals, or the site's error page (a failure outside /api/). */
const answers = <Reply extends object>(reply: Reply) => ({ ...OPERATOR_REFUSALS, 200: reply, 500: htmlPage }) as const;

export const operatorRoutes: RoutePluginCallback<OperatorRoutesOptions> = (app, options, done) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!authorisedOperator(request, options.token)) return reply.code(404).send({ messages: ['Not found'] });
  });
  const deliveriesQuery = { type: 'object', properties: { ...referenceQuery.properties, limit: { type: 'string' } } } as const;
  app.get('/deliveries', { schema: { querystring: deliveriesQuery, response: answers(deliveryListings) } }, async (request) => {
    const limit = Math.min(Number(request.query.limit) || 50, 1000);
    return listDeliveries(options.db, { limit, ...(request.query.reference && { reference: request.query.reference }) });
  });
  app.get('/bodies', { schema: { querystring: referenceQuery, response: answers(bodiesAsSentReply) } }, async (request, reply) => {
    if (!request.query.reference) return reply.code(400).send({ messages: ['reference is required'] });
    return bodiesAsSent(options.db, request.query.reference, {
      partners: options.partners,
      secrets: options.config.webhookSecrets,
      credential: options.config.webhookCredential,
    });
  });
  const replayBody = { type: ['object', 'null'], properties: { eventId: { type: 'string' }, customer: { type: 'boolean' } } } as const;
  app.post('/replay', { schema: { body: replayBody, response: answers(deliveryListings) } }, async (request, reply) => {
    const { eventId, customer } = request.body ?? {};
    if (typeof eventId !== 'string') return reply.code(400).send({ messages: ['eventId is required'] });
    const replayed = await app.deliveries.replay(eventId, { customer: customer === true });
    return replayed ?? reply.code(404).send({ messages: [`No event ${eventId}`] });
  });
  const testBody = { type: ['object', 'null'], properties: { partner: { type: 'string' } } } as const;
  app.post('/test', { schema: { body: testBody, response: answers(testAnswers) } }, async (request, reply) => {
    const partner = options.partners.get(String(request.body?.partner));
    if (!partner) return reply.code(404).send({ messages: [`No partner ${String(request.body?.partner)}`] });
    return sendTestEvents(partner, {
      secrets: options.config.webhookSecrets,
      credential: options.config.webhookCredential,
      allowPrivateNetwork: options.config.webhookAllowPrivateNetwork,
      timeoutMs: options.config.deliveryTimeoutMs,
      now: app.clock.now(),
    });
  });
  done();
};
