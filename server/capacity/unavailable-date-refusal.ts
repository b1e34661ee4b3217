import { dayAvailability } from '../../core/capacity/day-availability';
import type { Booking } from '../../core/booking';
import type { AppDb } from '../db/app-database';
import { findBookingById } from '../db/booking-repository';
import { crewsUsed } from '../db/crew-claims';
import type { ServerPartner } from '../partners/server-partner';
import { slotRefusal, type SlotRefusal } from './slot-refusal';

/**
 * A save that makes a full or closed day the booking's new move date is refused with the move-date step's message
 * (docs/FUNNEL.md, "What the server checks"); a date the booking already had stays, whatever the day became since.
 * Null when the save may go on. Without capacity every day is open.
 */
export async function unavailableDateRefusal(
  db: AppDb,
  partner: ServerPartner,
  booking: { id?: number; data: Booking },
  now: Date,
): Promise<SlotRefusal | null> {
  const { moveDate } = booking.data;
  if (!partner.capacity || typeof moveDate !== 'string') return null;
  const exceptBookingId = booking.id ?? null;
  const used = await crewsUsed(db, { partnerSlug: partner.slug, from: moveDate, to: moveDate, now, exceptBookingId });
  const { status } = dayAvailability(partner.capacity, moveDate, used.get(moveDate) ?? {}, 0);
  if (status !== 'full' && status !== 'blackout') return null;
  const stored = booking.id === undefined ? null : await findBookingById(db, booking.id);
  if (stored?.data.moveDate === moveDate) return null;
  return slotRefusal(moveDate, status);
}
