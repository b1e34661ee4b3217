/**
 * What must hold after any sequence of a booking's life (../booking-life.property.test.ts): the crews the database
 * holds are exactly the reservations', never more than offered; a partner's receiver, whether it applies events in
 * arrival order or keeps the newest `timestamp`, ends with the database's state of every booking; and the customer's
 * last email and invite say that state too.
 */
import { expect } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../../server/db/app-database';
import type { BookingRow } from '../../../../server/db/booking-repository';
import { bookings, crewClaims } from '../../../../server/db/schema';

export interface StateView {
  conversion: string | null;
  cancelled: boolean;
  timeOfDay: unknown;
  /** The booking's crew: provisional, firm, released or none (the lead's `crew`). */
  crew: unknown;
}

export interface PartnerEvent {
  type: string;
  timestamp: string;
  data: { reference: string; conversion?: { type?: string } | null; move?: { timeOfDay?: unknown }; crew?: unknown };
}

export const viewOfRow = (row: BookingRow): StateView => ({
  conversion: row.conversionType,
  cancelled: row.cancelledAt !== null,
  timeOfDay: row.data.timeOfDay,
  crew: row.crewState,
});

const viewOfEvent = (event: PartnerEvent): StateView => ({
  conversion: event.type === 'booking.abandoned' ? null : (event.data.conversion?.type ?? null),
  cancelled: event.type === 'booking.cancelled',
  timeOfDay: event.data.move?.timeOfDay,
  crew: event.data.crew,
});

export async function rowsOf(db: AppDb, references: string[]): Promise<BookingRow[]> {
  return references.length === 0 ? [] : db.select().from(bookings).where(inArray(bookings.reference, references));
}

/** A reservation holding its crew: past the caps on unconfirmed crews, or released unconfirmed, pay later holds none. */
const isReservation = (row: BookingRow) =>
  (row.conversionType === 'pay_later' || row.conversionType === 'pay_now') &&
  !row.cancelledAt &&
  (row.crewState === 'provisional' || row.crewState === 'firm');

/** Crews taken are exactly the slots of the reservations holding one (provisional or firm), and no slot of the day has more crews taken or held than offered. */
export async function expectCrewsMatch(db: AppDb, rows: BookingRow[], day: string, offered: (timeOfDay: string) => number) {
  const ids = rows.map((row) => row.id);
  const taken = ids.length === 0 ? [] : await db.select().from(crewClaims).where(inArray(crewClaims.bookingId, ids));
  const crews = taken.filter((claim) => claim.kind === 'taken').map((claim) => `${claim.bookingId} ${claim.moveDate} ${claim.timeOfDay}`);
  const reserved = rows.filter(isReservation).map((row) => `${row.id} ${String(row.data.moveDate)} ${String(row.data.timeOfDay)}`);
  expect(crews.sort(), 'crews taken = reserved bookings').toEqual(reserved.sort());
  const used = await db
    .select({ timeOfDay: crewClaims.timeOfDay, count: sql<number>`count(*)::int` })
    .from(crewClaims)
    .where(sql`${crewClaims.moveDate} = ${day} and ${crewClaims.partnerSlug} = 'bayside-movers'`)
    .groupBy(crewClaims.timeOfDay);
  for (const slot of used) expect(slot.count, `${day} ${slot.timeOfDay}`).toBeLessThanOrEqual(offered(slot.timeOfDay));
}

/** Each booking's view by a receiver that applies events in arrival order, and by one that keeps the newest timestamp. */
export function receiverViews(events: PartnerEvent[]) {
  const inOrder = new Map<string, StateView>();
  const newest = new Map<string, { at: number; view: StateView }>();
  for (const event of events) {
    const { reference } = event.data;
    inOrder.set(reference, viewOfEvent(event));
    const at = Date.parse(event.timestamp);
    if ((newest.get(reference)?.at ?? -Infinity) <= at) newest.set(reference, { at, view: viewOfEvent(event) });
  }
  return { inOrder, newest: new Map([...newest].map(([reference, { view }]) => [reference, view])) };
}

/** Both receivers see every booking as the database holds it; a booking they never heard of never converted. */
export function expectPartnerSeesDatabase(rows: BookingRow[], events: PartnerEvent[]) {
  const { inOrder, newest } = receiverViews(events);
  for (const row of rows) {
    const expected = viewOfRow(row);
    const heard = inOrder.get(row.reference);
    if (!heard) {
      expect(row.conversionType, `${row.reference}: converted, but the partner never heard of it`).toBeNull();
      continue;
    }
    // The partner hears of a converted booking's every change, of an unconverted one only that it is no longer converted.
    const seen = (view: StateView | undefined) =>
      view && expected.conversion === null ? { conversion: view.conversion, cancelled: view.cancelled } : view;
    const truth = { reference: row.reference, ...seen(expected) };
    expect({ reference: row.reference, ...seen(heard) }, 'a receiver applying events in arrival order').toEqual(truth);
    expect({ reference: row.reference, ...seen(newest.get(row.reference)) }, 'a receiver keeping the newest timestamp').toEqual(truth);
  }
}
