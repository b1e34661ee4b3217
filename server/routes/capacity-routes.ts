/**
 * GET /api/v1/availability and POST /api/v1/booking/hold (docs/FUNNEL.md, "Calls" and "Holds"): which days and times of
 * day the partner can still take, priced for the visitor's booking, and a 15-minute hold on one crew.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import flow from '../../schemas/flow.json';
import { daysBetween } from '../../core/capacity/calendar-date';
import { dayAvailability } from '../../core/capacity/day-availability';
import type { AvailabilityReply, HoldReply } from '../../core/capacity/capacity-wire';
import { isOneOf } from '../../core/is-one-of';
import { TIMES_OF_DAY } from '../../core/capacity/partner-capacity';
import type { MessagesReply } from '../../core/booking-wire';
import type { AppDb } from '../db/app-database';
import { findCurrentBooking } from '../db/booking-repository';
import { claimCrew, crewsUsed } from '../db/crew-claims';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { offeredCrews } from '../capacity/offered-crews';
import { partnerAvailability } from '../capacity/partner-availability';
import { slotRefusal } from '../capacity/slot-refusal';

/** At most this many days per availability call: two months of calendar. */
export const AVAILABILITY_MAX_DAYS = 62;
const HOLD_MS = flow.constants.timeSlotHoldMinutes * 60_000;

interface Options {
  db: AppDb;
  sessions: VisitorSessions;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const ISO_DATE = { type: 'string', format: 'date' } as const;
const availabilityQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: ISO_DATE, to: ISO_DATE },
} as const;

export async function capacityRoutes(app: FastifyInstance, { db, sessions, partnerFromHeader }: Options): Promise<void> {
  app.get<{ Querystring: { from: string; to: string }; Reply: AvailabilityReply | MessagesReply }>(
    '/api/v1/availability',
    { schema: { querystring: availabilityQuerySchema }, preHandler: partnerFromHeader },
    async (request, reply) => {
      const { from, to } = request.query;
      const days = daysBetween(from, to) + 1;
      if (days < 1 || days > AVAILABILITY_MAX_DAYS) {
        return sendMessages(reply, 422, [`Ask for 1 to ${AVAILABILITY_MAX_DAYS} days, "from" on or before "to".`]);
      }
      // A GET carries no CSRF token: the session is read from the cookie only to price the visitor's own booking.
      const session = await sessions.fromCookie(request);
      const current = session?.stored ? await findCurrentBooking(db, session.id, request.partner!.slug) : null;
      const now = request.server.clock.now();
      const answer = await partnerAvailability(db, { partner: request.partner!, from, to, now, booking: current });
      // Priced for this visitor and changing by the minute: never cached.
      return reply.header('cache-control', 'no-store').send({ days: answer });
    },
  );

  app.post<{ Reply: HoldReply | MessagesReply }>('/api/v1/booking/hold', { preHandler: partnerFromHeader }, async (request, reply) => {
    const partner = request.partner!;
    const booking = request.session!.stored ? await findCurrentBooking(db, request.session!.id, partner.slug) : null;
    if (!booking) return sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
    const { moveDate, timeOfDay } = booking.data;
    if (typeof moveDate !== 'string' || !isOneOf(TIMES_OF_DAY, timeOfDay)) {
      return sendMessages(reply, 422, [API_MESSAGES.holdWithoutSlot], { step: 'moveDate' });
    }
    const now = request.server.clock.now();
    const expiresAt = new Date(now.getTime() + HOLD_MS);
    const held = await db.transaction((tx) =>
      claimCrew(tx, {
        partnerSlug: partner.slug,
        moveDate,
        timeOfDay,
        bookingId: booking.id,
        offered: offeredCrews(partner, moveDate, timeOfDay),
        kind: 'hold',
        expiresAt,
        now,
      }),
    );
    if (held) return { hold: { expiresAt: expiresAt.toISOString() } };
    const used = await crewsUsed(db, { partnerSlug: partner.slug, from: moveDate, to: moveDate, now, exceptBookingId: booking.id });
    const day = dayAvailability(partner.capacity, moveDate, used.get(moveDate) ?? {}, 0);
    const refusal = slotRefusal(moveDate, day.status);
    return sendMessages(reply, 409, refusal.messages, { step: refusal.step, path: refusal.path });
  });
}
