/**
 * A save from the browser, creating the booking on the session's first save (docs/DECISIONS.md, "Server, sessions,
 * hardening, abuse and privacy": page loads store nothing). A copy at revision 0 was never stored; when the session has no current
 * booking for the partner it becomes one, together with the session row. Anything else is writeBooking's
 * usual check: the current booking at the revision the copy was based on.
 */
import type { AppDb } from '../db/app-database';
import { createFirstBooking, findCurrentBooking, writeBooking, type BookingWrite, type BookingWriteResult } from '../db/booking-repository';
import type { VisitorSession, VisitorSessions } from '../sessions/visitor-sessions';

export async function writeOrCreateBooking(
  db: AppDb,
  sessions: VisitorSessions,
  session: VisitorSession,
  write: BookingWrite,
): Promise<BookingWriteResult> {
  const result = await writeBooking(db, write);
  if (result.ok || result.current !== null || write.baseRevision !== 0) return result;
  await sessions.store(session);
  const created = await createFirstBooking(db, write);
  // A booking stored just now has no hold yet.
  if (created) return { ok: true, booking: created, hold: null, freedHold: false };
  // Another tab's first save won the race: this copy is stale against it.
  return { ok: false, current: await findCurrentBooking(db, write.sessionId, write.partnerSlug) };
}
