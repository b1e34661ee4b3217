/**
 * A manage or resume link opened on any device (docs/DECISIONS.md, "Manage and resume links"): a new session
 * is stored and the booking moves to it, so the device that opened the link, cookie or not, now holds the
 * booking as its current one. A booking lives in one session at a time (one current booking per session and
 * partner): the device it leaves finds a fresh funnel there, and gets the booking back by opening the link.
 */
import type { FastifyReply } from 'fastify';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppDb } from '../db/app-database';
import { bookings } from '../db/schema';
import { createSession } from '../db/session-repository';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie';

/**
 * False when the booking was reset meanwhile (nothing to bind); the cookie is set only on success. A converted, not
 * cancelled booking whose browser started a new quote (a reset archived it there) is the customer's still: it becomes
 * the current booking of the new session.
 */
export async function bindBookingSession(db: AppDb, bookingId: number, reply: FastifyReply): Promise<boolean> {
  const session = await createSession(db);
  const moved = await db
    .update(bookings)
    .set({ sessionId: session.id, archivedAt: null })
    .where(
      and(
        eq(bookings.id, bookingId),
        or(isNull(bookings.archivedAt), and(isNotNull(bookings.conversionType), isNull(bookings.cancelledAt))),
      ),
    )
    .returning({ id: bookings.id });
  if (moved.length === 0) return false;
  reply.setCookie(SESSION_COOKIE, session.id, sessionCookieOptions);
  return true;
}
