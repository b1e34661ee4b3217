import type { BookingRow } from '../db/booking-repository';

/**
 * Where a booking stands in its life (docs/FUNNEL.md, "A booking's life"): the rows of the transition table
 * (./transitions.ts). A cancelled booking keeps the conversion it had, so the partner knows what was cancelled; an
 * archived one is a quote the customer restarted before converting. A converted booking a restart left behind is
 * still its conversion: the reservation and its manage link stand.
 */
export const BOOKING_STATES = ['open', 'unserviceable', 'pay_later', 'pay_now', 'cancelled', 'archived'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

type StateColumns = Pick<BookingRow, 'conversionType' | 'cancelledAt' | 'archivedAt'>;

export function bookingStateOf(row: StateColumns): BookingState {
  if (row.cancelledAt) return 'cancelled';
  if (row.conversionType === 'pay_later' || row.conversionType === 'pay_now' || row.conversionType === 'unserviceable')
    return row.conversionType;
  return row.archivedAt ? 'archived' : 'open';
}

/** A reservation: the customer saved the booking with a crew to come (pay later or a card on file). */
export const isReserved = (state: BookingState): boolean => state === 'pay_later' || state === 'pay_now';
