/**
 * GET /api/v1/availability and POST /api/v1/booking/hold (docs/FUNNEL.md, "Calls" and "Holding the time slot"): short handlers over
 * the capacity desk (server/capacity/capacity-desk.ts): which days and times of day the partner can still take, priced
 * for the visitor's booking, and a 15-minute hold on one crew.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { addDays, daysBetween } from '../../core/capacity/calendar-date';
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { LATEST_MOVE_DATE_OFFSET_DAYS } from '../../core/move-date-window';
import { isStorableDate, unstorableDateRefusal } from '../capacity/bookable-date';
import { API_MESSAGES } from '../http/api-messages';
import { sendRefusal } from './send-answer';
import { sendMessages } from '../http/send-messages';
import { sessionKey } from '../security/api-rate-limits';
import { createSessionAndAddressLimit, type SessionAndAddressLimits } from '../security/session-and-address-limit';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { API_REFUSALS, messagesReply } from './reply-schemas';
import type { RoutePlugin } from './typed-routes';
import { partnerOf, visitorOf } from './visit-of';

/** At most this many days per availability call: two months of calendar. */
export const AVAILABILITY_MAX_DAYS = 62;

/**
 * Calendar reads per visitor (docs/PARTNERS.md, "Limits"): a customer turning months reads a few a minute; the address
 * limit leaves room for an office behind one address. Answers are cached per partner for a few seconds besides.
 */
export const AVAILABILITY_LIMITS: SessionAndAddressLimits = {
  perSession: { max: 60, timeWindow: '1 minute' },
  perAddress: { max: 300, timeWindow: '1 minute' },
};

interface Options {
  sessions: VisitorSessions;
  partnerFromHeader: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  availabilityLimits?: SessionAndAddressLimits;
}

const ISO_DATE = { type: 'string', format: 'date' } as const;
const availabilityQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: ISO_DATE, to: ISO_DATE },
} as const;

/** One day of GET /api/v1/availability (core/capacity/day-availability.ts DayAvailability). */
const dayAvailabilitySchema = {
  type: 'object',
  required: ['date', 'status', 'slots', 'priceDifference', 'pricePercent'],
  additionalProperties: false,
  properties: {
    date: { type: 'string' },
    status: { type: 'string' },
    slots: { type: 'object', additionalProperties: { type: 'string' } },
    priceDifference: { type: 'number' },
    pricePercent: { type: 'number' },
  },
} as const;

/** core/capacity/capacity-wire.ts AvailabilityReply and HoldReply. */
export const availabilityReply = {
  type: 'object',
  required: ['days'],
  additionalProperties: false,
  properties: { days: { type: 'array', items: dayAvailabilitySchema } },
} as const;
export const holdReply = {
  type: 'object',
  required: ['hold'],
  additionalProperties: false,
  properties: {
    hold: { type: ['object', 'null'], required: ['expiresAt'], additionalProperties: false, properties: { expiresAt: { type: 'string' } } },
  },
} as const;

/** A client address as holds count it: IPv6 by /64, one subscriber. */
const addressKey = (request: FastifyRequest) => normalizeIP(request.ip, 64);

export const capacityRoutes: RoutePlugin<Options> = async (
  app,
  { sessions, partnerFromHeader, availabilityLimits = AVAILABILITY_LIMITS },
) => {
  const desk = app.capacity;
  const limit = await createSessionAndAddressLimit(app, availabilityLimits, {
    name: 'availability',
    sessionKey,
    message: API_MESSAGES.tooManyRequests,
  });

  app.get(
    '/api/v1/availability',
    {
      schema: { querystring: availabilityQuerySchema, response: { ...API_REFUSALS, 200: availabilityReply } },
      preHandler: [limit, partnerFromHeader],
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const unstorable = [from, to].find((date) => !isStorableDate(date));
      if (unstorable) return sendRefusal(reply, unstorableDateRefusal(unstorable));
      const days = daysBetween(from, to) + 1;
      if (days < 1 || days > AVAILABILITY_MAX_DAYS) {
        return sendMessages(reply, 422, [`Ask for 1 to ${AVAILABILITY_MAX_DAYS} days, "from" on or before "to".`]);
      }
      // Days from the partner's today (the calendar's first month starts there) to the last bookable one.
      const partner = partnerOf(request);
      const today = partnerToday(app.clock.now(), timeZoneOf(partner));
      const latest = addDays(today, LATEST_MOVE_DATE_OFFSET_DAYS);
      if (to < addDays(today, -31) || from > latest) return sendMessages(reply, 422, [`Ask for days between ${today} and ${latest}.`]);
      // A GET carries no CSRF token: the session is read from the cookie only to price the visitor's own booking.
      const session = await sessions.fromCookie(request);
      const current = session ? await app.bookings.current({ session, partner }) : null;
      const answer = await desk.availability({ partner, from, to, booking: current });
      // Priced for this visitor and changing by the minute: never cached by the browser.
      return reply.header('cache-control', 'no-store').send({ days: answer });
    },
  );

  const holdAnswers = { ...API_REFUSALS, 200: holdReply, 409: messagesReply } as const;
  app.post('/api/v1/booking/hold', { schema: { response: holdAnswers }, preHandler: partnerFromHeader }, async (request, reply) => {
    const visit = visitorOf(request);
    const booking = await app.bookings.current(visit);
    if (!booking) return sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
    const held = await desk.hold(visit.partner, booking, { sessionId: visit.session.id, address: addressKey(request) });
    return 'hold' in held ? held : sendRefusal(reply, held);
  });
};
