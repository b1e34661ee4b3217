/**
 * POST /api/v1/suggested-location: the partner depot serving this booking, remembered on the booking. Before
 * the first save there is no booking (page loads store nothing): the partner's first depot is answered and
 * nothing is stored; the browser sends the location id with its next save.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { partnerSchema } from '../../core/generated/partner-schema';
import { nearestLocation } from '../locations/nearest-location';
import { API_REFUSALS } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';
import { visitorOf } from './visit-of';

interface Options {
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** One of the partner file's depots (core/booking-wire.ts SuggestedLocation), as schemas/partner.schema.json has it. */
const locationAnswers = { ...API_REFUSALS, 200: partnerSchema.definitions.location } as const;

export const suggestedLocationRoute: RoutePlugin<Options> = async (app, { partnerFromHeader }) => {
  app.post('/api/v1/suggested-location', { schema: { response: locationAnswers }, preHandler: partnerFromHeader }, async (request) => {
    const visit = visitorOf(request);
    const current = await app.bookings.current(visit);
    const location = nearestLocation(visit.partner.locations, { lat: current?.data.originLat, lng: current?.data.originLng });
    if (!location) throw new Error(`Partner ${visit.partner.slug} has no locations`);
    if (current) await app.bookings.placeDepot(visit, current, location.id);
    return location;
  });
};
