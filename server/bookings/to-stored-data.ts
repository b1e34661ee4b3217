import type { Booking } from '../../core/booking';

/**
 * What of a client booking goes into `bookings.data`: everything but the fields the server owns
 * (id, revision, syncedAt come from columns, hold from the crew claims; conversionType and unserviceableReason are set only by
 * the conversion routes and Stripe's answer, so a client cannot claim pay_now by saving it;
 * termsAcceptedAt is the server's time, set where the save accepts the terms) and
 * `currentStep`, which docs/FUNNEL.md#saving-and-conversions drops from the stored result (the event log keeps it all).
 */
export function toStoredData(booking: Booking): Booking {
  const {
    id: _id,
    revision: _revision,
    syncedAt: _syncedAt,
    hold: _hold,
    currentStep: _currentStep,
    conversionType: _type,
    unserviceableReason: _reason,
    termsAcceptedAt: _termsAcceptedAt,
    ...stored
  } = booking;
  return stored;
}
