/**
 * The booking a conversion route converts: the session's current one for the partner. Before the first
 * save there is none (page loads store nothing, docs/DECISIONS.md "Abuse and privacy"); the customer then
 * gets the flow's refusal of an empty booking (422 naming the landing step), which tells them where to go,
 * rather than a bare 404 (docs/FUNNEL.md, "What the server checks").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/app-database';
import { findCurrentBooking, type BookingRow } from '../db/booking-repository';
import type { ComputeRouteFigures } from '../distance/route-figures';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import { checkConversion, sendRefusal } from './check-conversion';
import type { ConversionIntent } from './conversion-intent';

/** The current booking, or null with the flow's 422 (or, should the flow allow an empty booking, a 404) already sent. */
export async function bookingToConvertOrReply(
  db: AppDb,
  routeFigures: ComputeRouteFigures,
  request: FastifyRequest,
  reply: FastifyReply,
  intent: ConversionIntent,
): Promise<BookingRow | null> {
  const booking = request.session!.stored ? await findCurrentBooking(db, request.session!.id, request.partner!.slug) : null;
  if (booking) return booking;
  const refusal = await checkConversion(routeFigures, {}, request.partner!, intent, request.server.clock.now());
  if (refusal) sendRefusal(reply, refusal);
  else sendMessages(reply, 404, [API_MESSAGES.bookingMissing]);
  return null;
}
