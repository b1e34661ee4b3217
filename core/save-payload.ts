import type { Booking } from './booking';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * The booking as PUT /api/v1/booking expects it: moveDate an ISO date or null, currentStep set.
 * termsAccepted goes with it: the checkout's save stores it and the server records when
 * (termsAcceptedAt, its time; pay later needs it).
 */
export function toSavePayload(booking: Booking, currentStep: string): Booking {
  const payload: Booking = { ...booking, currentStep };
  if ('moveDate' in booking) {
    const date = booking.moveDate;
    payload.moveDate = typeof date === 'string' && ISO_DATE.test(date) ? date.slice(0, 10) : null;
  }
  return payload;
}

/** The inverse for the form: currentStep dropped (it is never stored). */
export function fromServerBooking(booking: Booking): Booking {
  const { currentStep: _currentStep, ...form } = booking;
  return form;
}
