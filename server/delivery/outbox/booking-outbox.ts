/**
 * What the conversion transaction (server/db/conversion-transaction.ts) writes into the outbox: the event of a
 * conversion or a withdrawal, with the lead as the row stands, in the same transaction as the change. Built once
 * per app from its partners and clock; the conversion writes (convert-booking.ts, withdraw-conversion.ts) take it.
 */
import type { Clock } from '../../../core/clock';
import type { BookingRow } from '../../db/booking-repository';
import type { ServerPartner } from '../../partners/server-partner';
import type { LeadChange } from '../lead/lead';
import type { BookingEventBody } from './booking-event-body';
import type { DeliveryEventType } from './delivery-event-type';
import { enqueueEvent, type DbOrTx } from './enqueue-event';

export interface BookingOutbox {
  /**
   * Writes the event about `row` (as it stands after the change) with `tx`; its id, or null for a partner no longer
   * configured. `changes`: what a `booking.updated` event changed (the lead's `changes`).
   */
  record(
    tx: DbOrTx,
    type: Exclude<DeliveryEventType, 'booking.abandoned'>,
    row: BookingRow,
    changes?: readonly LeadChange[],
  ): Promise<string | null>;
}

/** The lead paths whose change moves the customer's calendar invite: the date, the time of day, an address. */
const INVITE_FIELDS = /^(move\.(date|timeOfDay)|(origin|destination)\.)/;

/**
 * The customer is written to about a move they reserved or saved (pay now, pay later) and have an address for:
 * its conversion, an edit that moves their calendar's event (date, time of day or an address), and its cancellation.
 */
function mailsCustomer(type: DeliveryEventType, row: BookingRow, changes: readonly LeadChange[] = []): boolean {
  if (!row.data.email) return false;
  if (type === 'booking.cancelled') return true;
  const booked = row.conversionType === 'pay_now' || row.conversionType === 'pay_later';
  if (type === 'booking.updated') return booked && changes.some((change) => INVITE_FIELDS.test(change.field));
  return type === 'booking.converted' && booked;
}

export function createBookingOutbox(options: {
  partners: ReadonlyMap<string, ServerPartner>;
  clock: Clock;
  body: BookingEventBody;
}): BookingOutbox {
  return {
    async record(tx, type, row, changes) {
      const partner = options.partners.get(row.partnerSlug);
      if (!partner) return null;
      const at = options.clock.now();
      const body = options.body(type, row, partner, at, changes);
      const toCustomer = mailsCustomer(type, row, changes);
      return enqueueEvent(tx, { type, bookingId: row.id, reference: row.reference, partner, body, toCustomer, at });
    },
  };
}
