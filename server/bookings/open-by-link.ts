/**
 * The transition `openByLink` (./transitions.ts; docs/FUNNEL.md, "Manage and resume links"): the booking a manage or
 * resume link names moves to the session of the browser that pressed the link page's button, under the booking's lock
 * like every other change of a booking. The session is one made for it, so the booking becomes its current one: a
 * reservation a "Start a new quote" left behind (archived in its old session) is current again there.
 */
import type { AppDb } from '../db/app-database';
import type { BookingRow } from '../db/booking-repository';
import { inConversionTransaction } from '../db/conversion-transaction';
import { writeSessionMove } from '../db/convert-booking';
import type { ServerPartner } from '../partners/server-partner';
import { applyTransition } from './apply-transition';
import type { TransitionDeps } from './crew-effect';
import { RefusedError } from './refused-error';

/** The moved booking, or null when the table refuses it (gone, an abandoned quote, cancelled) since the link was read. */
export async function openBookingByLink(
  deps: TransitionDeps & { db: AppDb },
  partner: ServerPartner,
  bookingId: number,
  sessionId: string,
): Promise<BookingRow | null> {
  try {
    return await inConversionTransaction(deps.db, bookingId, async (tx, locked) => {
      if (!locked) return null;
      if (locked.sessionId === sessionId && locked.archivedAt === null) return locked;
      return applyTransition(deps, tx, 'openByLink', partner, locked, (writer, row) => writeSessionMove(writer, row, sessionId));
    });
  } catch (error) {
    if (error instanceof RefusedError) return null;
    throw error;
  }
}
