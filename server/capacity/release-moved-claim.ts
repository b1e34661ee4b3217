import { and, eq, ne, or } from 'drizzle-orm';
import type { Booking } from '../../core/booking';
import type { AppDb } from '../db/app-database';
import { crewClaims } from '../db/schema';

/**
 * After a save: a booking whose move date or time of day is no longer the one its crew was held or taken for frees that
 * crew (docs/FUNNEL.md, Holds), converted or not. One statement; a booking with no claim costs an index probe.
 */
export async function releaseMovedClaim(db: AppDb, bookingId: number, data: Booking): Promise<void> {
  const { moveDate, timeOfDay } = data;
  const moved =
    typeof moveDate === 'string' && typeof timeOfDay === 'string'
      ? or(ne(crewClaims.moveDate, moveDate), ne(crewClaims.timeOfDay, timeOfDay))
      : undefined;
  await db.delete(crewClaims).where(and(eq(crewClaims.bookingId, bookingId), moved));
}
