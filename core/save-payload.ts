import { YES_NO_FIELDS, type Booking, type FormBooking } from './booking';
import { isMissing } from './is-missing';
import { parseYesNo } from './parse-yes-no';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * The booking as PUT /api/v1/booking expects it: moveDate an ISO date or null, elevator
 * yes/no as booleans (docs/FUNNEL.md#validation parsing), currentStep set. termsAccepted goes with it: the
 * checkout's save stores it and the server records when (termsAcceptedAt, its time; pay later needs it).
 */
export function toSavePayload(booking: FormBooking, currentStep: string): Booking {
  const { originElevator: _origin, destinationElevator: _destination, ...rest } = booking;
  const payload: Booking = { ...rest, currentStep };
  if ('moveDate' in booking) {
    const date = booking.moveDate;
    payload.moveDate = typeof date === 'string' && ISO_DATE.test(date) ? date.slice(0, 10) : null;
  }
  for (const field of YES_NO_FIELDS) {
    if (field in booking) payload[field] = isMissing(booking[field]) ? null : parseYesNo(booking[field]);
  }
  return payload;
}

/** The inverse for the form: booleans back to 'yes'/'no', currentStep dropped (it is never stored). */
export function fromServerBooking(booking: Booking): FormBooking {
  const { currentStep: _currentStep, originElevator: _origin, destinationElevator: _destination, ...rest } = booking;
  const form: FormBooking = { ...rest };
  for (const field of YES_NO_FIELDS) {
    if (!(field in booking)) continue;
    const value = booking[field];
    form[field] = typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
  }
  return form;
}
