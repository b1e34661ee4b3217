/**
 * The booking a page load shows: the session's current one for the partner, or a new, unstored one
 * (revision 0, no reference) until the first save creates it (bookings/write-or-create-booking.ts).
 */
import type { AppDb } from '../db/app-database';
import { findCurrentBooking } from '../db/booking-repository';
import { activeHold } from '../db/crew-claims';
import type { VisitorSession } from '../sessions/visitor-sessions';
import { toClientBooking, type ClientBooking } from './to-client-booking';

/** A stored booking, or the unstored one: no reference yet. */
export type PageBooking = ClientBooking | { revision: 0 };

/** The page's booking; a stored one carries its active hold (docs/FUNNEL.md, "Holding the time slot"), as every API answer does. */
export async function pageBooking(db: AppDb, session: VisitorSession, partnerSlug: string, now: Date): Promise<PageBooking> {
  // A session without a row has no booking: no query.
  const row = session.stored ? await findCurrentBooking(db, session.id, partnerSlug) : null;
  return row ? { ...toClientBooking(row), hold: await activeHold(db, row.id, now) } : { revision: 0 };
}
