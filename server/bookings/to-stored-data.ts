import type { Booking } from '../../core/booking';

/**
 * What of a client booking goes into `bookings.data`: everything but the fields the server owns
 * (reference, revision, syncedAt and cancelledAt come from columns, hold from the crew claims; conversionType and unserviceableReason are set only by
 * the conversion routes and Stripe's answer, so a client cannot claim pay_now by saving it;
 * termsAcceptedAt and moveDateChosen are the server's time, set where the save accepts the terms or
 * chooses the date) and
 * `currentStep`, which docs/FUNNEL.md#saving-and-conversions drops from the stored result (the event log records it).
 * `estimate` and `pricingSections` are the server's (estimate-of.ts): whatever the client sent for them, of
 * whatever size, is dropped here and never stored or logged.
 */
export function toStoredData(booking: Booking): Booking {
  const {
    reference: _reference,
    revision: _revision,
    syncedAt: _syncedAt,
    cancelledAt: _cancelledAt,
    // The crew is the server's (bookings.crew_state, confirm_by; crewHeldBy: server/bookings/crew-effect.ts).
    crew: _crew,
    crewConfirmBy: _crewConfirmBy,
    crewHeldBy: _crewHeldBy,
    // The payment terms are the server's (bookings.payment_terms), set when the booking converts to pay now.
    paymentTerms: _paymentTerms,
    hold: _hold,
    currentStep: _currentStep,
    conversionType: _type,
    unserviceableReason: _reason,
    termsAcceptedAt: _termsAcceptedAt,
    moveDateChosen: _moveDateChosen,
    // The consent record is the server's (server/consent/with-consent.ts), never the client's.
    consent: _consent,
    estimate: _estimate,
    pricingSections: _pricingSections,
    ...stored
  } = booking;
  return stored;
}
