/**
 * What `npm run bookings` asks the running server (docs/PARTNERS.md, "Clearing a fake day"), so it works while the
 * server holds the embedded database and its changes go through this server's booking desk and outbox:
 *   GET  /operator/v1/bookings/:slug?day=&unconfirmed=true&limit=   the masked listing with its crowded days
 *   POST /operator/v1/bookings/:slug/cancel { references, reason }  the transition `partnerCancel`, reference by reference
 *   POST /operator/v1/bookings/:slug/release-unconfirmed { day? }   the transition `lapse` on each provisional crew
 * Behind the operator routes' own check: loopback and this run's token, else a 404 (./operator-routes.ts).
 */
import type { CrowdedDayRule } from '../../core/capacity/crowded-day';
import type { BookingDeskDeps } from '../bookings/desk-deps';
import { cancelByPartner, CANCEL_LIMIT } from '../bookings/partner-bookings/cancel-by-partner';
import { listPartnerBookings } from '../bookings/partner-bookings/list-partner-bookings';
import { releasePartnerCrews } from '../bookings/partner-bookings/release-partner-crews';
import { OPERATOR_REFUSALS } from './operator-reply-schemas';
import { authorisedOperator } from './operator-routes';
import { slugParams } from './reply-schemas';
import type { RoutePluginCallback } from './typed-routes';

export interface BookingsOperatorOptions {
  token: string;
  crowdedDay: CrowdedDayRule;
}

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const noPartner = (slug: string) => ({ messages: [`No partner ${slug}`] });
/** The listing, the cancellations and the releases are the command's to print (scripts/bookings.ts): open objects. */
const commandReply = { type: 'object', additionalProperties: true } as const;

const listSchema = {
  params: slugParams,
  querystring: {
    type: 'object',
    properties: { day: { type: 'string', pattern: DAY_PATTERN }, unconfirmed: { type: 'string' }, limit: { type: 'string' } },
  },
  response: { ...OPERATOR_REFUSALS, 200: commandReply },
} as const;

const cancelSchema = {
  params: slugParams,
  body: {
    type: 'object',
    required: ['references', 'reason'],
    properties: {
      references: { type: 'array', minItems: 1, maxItems: CANCEL_LIMIT, items: { type: 'string' } },
      reason: { type: 'string' },
    },
  },
  response: { ...OPERATOR_REFUSALS, 200: { type: 'array', items: commandReply } },
} as const;

const releaseSchema = {
  params: slugParams,
  body: { type: 'object', properties: { day: { type: 'string', pattern: DAY_PATTERN } } },
  response: { ...OPERATOR_REFUSALS, 200: commandReply },
} as const;

export const bookingsOperatorRoute: RoutePluginCallback<BookingsOperatorOptions> = (app, options, done) => {
  // What the app's booking desk works with: a cancellation or a release is one of its transitions, as any change.
  const desk: BookingDeskDeps = app.bookings.deps;
  app.addHook('onRequest', async (request, reply) => {
    if (!authorisedOperator(request, options.token)) return reply.code(404).send({ messages: ['Not found'] });
  });
  app.get('/bookings/:slug', { schema: listSchema }, async (request, reply) => {
    const partner = desk.partners.get(request.params.slug);
    if (!partner) return reply.code(404).send(noPartner(request.params.slug));
    const { day, unconfirmed, limit } = request.query;
    const filter = { day, unconfirmed: unconfirmed === 'true', limit: limit === undefined ? undefined : Number(limit) || undefined };
    return { ...(await listPartnerBookings(desk.db, partner, filter, options.crowdedDay)) };
  });
  app.post('/bookings/:slug/cancel', { schema: cancelSchema }, async (request, reply) => {
    const partner = desk.partners.get(request.params.slug);
    if (!partner) return reply.code(404).send(noPartner(request.params.slug));
    const { references, reason } = request.body;
    return (await cancelByPartner(desk, partner, references, reason)).map((result) => ({ ...result }));
  });
  app.post('/bookings/:slug/release-unconfirmed', { schema: releaseSchema }, async (request, reply) => {
    const partner = desk.partners.get(request.params.slug);
    if (!partner) return reply.code(404).send(noPartner(request.params.slug));
    return { released: await releasePartnerCrews(desk, partner.slug, request.body?.day) };
  });
  done();
};
