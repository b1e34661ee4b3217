/**
 * What `npm run bookings` asks the running server (docs/PARTNERS.md, "Clearing a fake day"), so it works while the
 * server holds the embedded database and its changes go through this server's booking desk and outbox:
 *   GET  /operator/v1/bookings/:slug?day=&unconfirmed=true&limit=   the masked listing with its crowded days
 *   POST /operator/v1/bookings/:slug/cancel { references, reason }  the transition `partnerCancel`, reference by reference
 *   POST /operator/v1/bookings/:slug/release-unconfirmed { day? }   the transition `lapse` on each provisional crew
 * Behind the operator routes' own check: loopback and this run's token, else a 404 (./operator-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { CrowdedDayRule } from '../../core/capacity/crowded-day';
import type { BookingDeskDeps } from '../bookings/desk-deps';
import { cancelByPartner, CANCEL_LIMIT } from '../bookings/partner-bookings/cancel-by-partner';
import { listPartnerBookings } from '../bookings/partner-bookings/list-partner-bookings';
import { releasePartnerCrews } from '../bookings/partner-bookings/release-partner-crews';
import { authorisedOperator } from './operator-routes';

export interface BookingsOperatorOptions {
  token: string;
  /** What the app's booking desk works with: a cancellation or a release is one of its transitions, as any change. */
  desk: BookingDeskDeps;
  crowdedDay: CrowdedDayRule;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const noPartner = (slug: string) => ({ messages: [`No partner ${slug}`] });

export function bookingsOperatorRoute(app: FastifyInstance, options: BookingsOperatorOptions, done: () => void): void {
  const { desk } = options;
  app.addHook('onRequest', async (request, reply) => {
    if (!authorisedOperator(request, options.token)) return reply.code(404).send({ messages: ['Not found'] });
  });
  app.get<{ Params: { slug: string }; Querystring: { day?: string; unconfirmed?: string; limit?: string } }>(
    '/bookings/:slug',
    async (request, reply) => {
      const partner = desk.partners.get(request.params.slug);
      if (!partner) return reply.code(404).send(noPartner(request.params.slug));
      const { day, unconfirmed, limit } = request.query;
      if (day !== undefined && !DAY.test(day)) return reply.code(400).send({ messages: ['day must be YYYY-MM-DD'] });
      const filter = { day, unconfirmed: unconfirmed === 'true', limit: limit === undefined ? undefined : Number(limit) || undefined };
      return listPartnerBookings(desk.db, partner, filter, options.crowdedDay);
    },
  );
  app.post<{ Params: { slug: string }; Body: { references?: unknown; reason?: unknown } }>(
    '/bookings/:slug/cancel',
    async (request, reply) => {
      const partner = desk.partners.get(request.params.slug);
      if (!partner) return reply.code(404).send(noPartner(request.params.slug));
      const { references, reason } = request.body ?? {};
      const valid = Array.isArray(references) && references.every((r): r is string => typeof r === 'string');
      if (!valid || references.length === 0 || references.length > CANCEL_LIMIT)
        return reply.code(400).send({ messages: [`references must be 1 to ${CANCEL_LIMIT} booking references`] });
      if (typeof reason !== 'string') return reply.code(400).send({ messages: ['reason is required'] });
      return cancelByPartner(desk, partner, references, reason);
    },
  );
  app.post<{ Params: { slug: string }; Body: { day?: unknown } }>('/bookings/:slug/release-unconfirmed', async (request, reply) => {
    const partner = desk.partners.get(request.params.slug);
    if (!partner) return reply.code(404).send(noPartner(request.params.slug));
    const day = request.body?.day;
    if (day !== undefined && (typeof day !== 'string' || !DAY.test(day)))
      return reply.code(400).send({ messages: ['day must be YYYY-MM-DD'] });
    return { released: await releasePartnerCrews(desk, partner.slug, day) };
  });
  done();
}
