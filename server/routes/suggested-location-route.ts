/**
 * POST /api/v1/suggested-location: the partner depot serving this booking, remembered on the booking. Before
 * the first save there is no booking (page loads store nothing): the partner's first depot is answered and
 * nothing is stored; the browser sends the location id with its next save.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nearestLocation } from '../locations/nearest-location';
import type { MessagesReply, SuggestedLocation } from '../../core/booking-wire';

interface Options {
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export async function suggestedLocationRoute(app: FastifyInstance, { partnerFromHeader }: Options): Promise<void> {
  app.post<{ Reply: SuggestedLocation | MessagesReply }>(
    '/api/v1/suggested-location',
    { preHandler: partnerFromHeader },
    async (request) => {
      const visit = { session: request.session!, partner: request.partner! };
      const current = await app.bookings.current(visit);
      const location = nearestLocation(request.partner!.locations, { lat: current?.data.originLat, lng: current?.data.originLng });
      if (!location) throw new Error(`Partner ${request.partner!.slug} has no locations`);
      if (current) await app.bookings.placeDepot(visit, current, location.id);
      return location;
    },
  );
}
