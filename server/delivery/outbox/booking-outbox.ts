/**
 * What the conversion transaction (server/db/conversion-transaction.ts) writes into the outbox: the event of a
 * conversion or a withdrawal, with the lead as the row stands, in the same transaction as the change. Built once
 * per app from its partners and clock; the conversion writes (convert-booking.ts, withdraw-conversion.ts) take it.
 */
import type { Clock } from '../../../core/clock';
import type { BookingRow } from '../../db/booking-repository';
import type { ServerPartner } from '../../partners/server-partner';
import type { BookingEventBody } from './booking-event-body';
import type { DeliveryEventType } from './delivery-event-type';
import { enqueueEvent, type DbOrTx } from './enqueue-event';

export interface BookingOutbox {
  /** Writes the event about `row` (as it stands after the change) with `tx`; its id, or null for a partner no longer configured. */
  record(tx: DbOrTx, type: Exclude<DeliveryEventType, 'booking.abandoned'>, row: BookingRow): Promise<string | null>;
}

/** The customer is written to for a move they reserved or saved: pay now and pay later, with an address to write to. */
function mailsCustomer(type: DeliveryEventType, row: BookingRow): boolean {
  return (
    type === 'booking.converted' && (row.conversionType === 'pay_now' || row.conversionType === 'pay_later') && Boolean(row.data.email)
  );
}

export function createBookingOutbox(options: {
  partners: ReadonlyMap<string, ServerPartner>;
  clock: Clock;
  body: BookingEventBody;
}): BookingOutbox {
  return {
    async record(tx, type, row) {
      const partner = options.partners.get(row.partnerSlug);
      if (!partner) return null;
      const at = options.clock.now();
      const body = options.body(type, row, partner, at);
      return enqueueEvent(tx, { type, bookingId: row.id, reference: row.reference, partner, body, toCustomer: mailsCustomer(type, row), at });
    },
  };
}
