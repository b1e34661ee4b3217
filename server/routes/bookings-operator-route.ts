/**
 * What `npm run bookings` asks the running server (docs/PARTNERS.md, "Clearing a fake day"), so it works while the
 * server holds the embedded database and its cancellations go through this server's booking desk and outbox:
 *   GET  /operator/v1/bookings/:slug?day=&unconfirmed=true&limit=   the masked listing with its crowded days
 *   POST /operator/v1/bookings/:slug/cancel { references, reason }  the transition `partnerCancel`, reference by reference
 * Behind the operator routes' own check: loopback and this run's token, else a 404 (./operator-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { CrowdedDayRule } from '../../core/capacity/crowded-day';
import type { TransitionDeps } from '../bookings/apply-transition';
import { cancelByPartner, CANCEL_LIMIT } from '../bookings/partner-bookings/cancel-by-partner';
import { listPartnerBookings } from '../bookings/partner-bookings/list-partner-bookings';
import type { AppDb } from '../db/app-database';
import type { ServerPartner } from '../partners/server-partner';
import { authorisedOperator } from './operator-routes';

export interface BookingsOperatorOptions {
  token: string;
  db: AppDb;
  partners: ReadonlyMap<string, ServerPartner>;
  /** The app's capacity desk, outbox and clock: a cancellation is the booking desk's transition, as any other. */
  transitions: TransitionDeps;
  crowdedDay: CrowdedDayRule;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function bookingsOperatorRoute(app: FastifyInstance, options: BookingsOperatorOptions, done: () => void): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!authorisedOperator(request, options.token)) return reply.code(404).send({ messages: ['Not found'] });
  });
  app.get<{ Params: { slug: string }; Querystring: { day?: string; unconfirmed?: string; limit?: string } }>(
    '/bookings/:slug',
    async (request, reply) => {
      const partner = options.partners.get(request.params.slug);
      if (!partner) return reply.code(404).send({ messages: [`No partner ${request.params.slug}`] });
      const { day, unconfirmed, limit } = request.query;
      if (day !== undefined && !DAY.test(day)) return reply.code(400).send({ messages: ['day must be YYYY-MM-DD'] });
      const filter = { day, unconfirmed: unconfirmed === 'true', ...(limit !== undefined && { limit: Number(limit) || undefined }) };
      return listPartnerBookings(options.db, partner, filter, options.crowdedDay);
    },
  );
  app.post<{ Params: { slug: string }; Body: { references?: unknown; reason?: unknown } }>('/bookings/:slug/cancel', async (request, reply) => {
    const partner = options.partners.get(request.params.slug);
    if (!partner) return reply.code(404).send({ messages: [`No partner ${request.params.slug}`] });
    const { references, reason } = request.body ?? {};
    if (!Array.isArray(references) || references.length === 0 || references.length > CANCEL_LIMIT || !references.every((r): r is string => typeof r === 'string'))
      return reply.code(400).send({ messages: [`references must be 1 to ${CANCEL_LIMIT} booking references`] });
    if (typeof reason !== 'string') return reply.code(400).send({ messages: ['reason is required'] });
    return cancelByPartner({ ...options.transitions, db: options.db }, partner, references, reason);
  });
  done();
}
