/**
 * The event log's retention (EVENT_RETENTION_DAYS, README.md#configuration): events older than the cut-off are
 * deleted, so the log's size follows the traffic of the last days, not of all time. Bookings keep their data
 * and revision; only the history of how they got there goes.
 */
import { lt } from 'drizzle-orm';
import type { AppDb } from './app-database';
import { bookingEvents } from './schema';

export const DEFAULT_EVENT_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the events recorded more than `days` before `now`; returns how many. */
export async function purgeOldEvents(db: AppDb, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db.delete(bookingEvents).where(lt(bookingEvents.createdAt, cutoff)).returning({ id: bookingEvents.id });
  return deleted.length;
}
