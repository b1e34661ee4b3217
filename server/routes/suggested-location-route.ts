/** POST /api/v1/suggested-location: the partner depot serving this booking, remembered on the booking. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { setBookingLocationId } from '../db/booking-repository';
import { nearestLocation } from '../locations/nearest-location';
import { currentBookingOrReply } from './booking-routes';

interface Options {
  db: AppDb;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export async function suggestedLocationRoute(app: FastifyInstance, { db, partnerFromHeader }: Options): Promise<void> {
  app.post('/api/v1/suggested-location', { preHandler: partnerFromHeader }, async (request, reply) => {
    const current = await currentBookingOrReply(db, request, reply);
    if (!current) return reply;
    const location = nearestLocation(request.partner!.locations, { lat: current.data.originLat, lng: current.data.originLng });
    if (!location) throw new Error(`Partner ${request.partner!.slug} has no locations`);
    await setBookingLocationId(db, current.id, location.id);
    return location;
  });
}
