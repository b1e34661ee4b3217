import { describe, expect, it } from 'vitest';
import type { Booking } from '../../core/booking';
import { bookingErrors } from '../server/hardening/helpers/booking-validator';
import { fromServerBooking, toSavePayload } from '../../core/save-payload';

describe('toSavePayload (moveDate ISO or null, currentStep sent, termsAccepted kept)', () => {
  it.each<[string, Booking, Partial<Booking>]>([
    [
      'yes/no answers are booleans as they are',
      { originElevator: true, destinationElevator: false },
      { originElevator: true, destinationElevator: false },
    ],
    ['an unanswered elevator stays null', { originElevator: null }, { originElevator: null }],
    ['moveDate kept as an ISO date', { moveDate: '2025-06-05' }, { moveDate: '2025-06-05' }],
    ['moveDate from a timestamp keeps the written date', { moveDate: '2025-06-05T00:00:00.000Z' }, { moveDate: '2025-06-05' }],
    ['an empty moveDate is null', { moveDate: '' }, { moveDate: null }],
    ['a null moveDate stays null', { moveDate: null }, { moveDate: null }],
    [
      'termsAccepted is kept (the server records when)',
      { termsAccepted: true, firstName: 'Ada' },
      { termsAccepted: true, firstName: 'Ada' },
    ],
    ['absent fields stay absent', { bedrooms: 2 }, { bedrooms: 2 }],
  ])('%s', (_case, booking, expected) => {
    expect(toSavePayload(booking, 'moveDate')).toEqual({ ...expected, currentStep: 'moveDate' });
  });

  it('produces a booking the booking schema accepts', () => {
    const payload = toSavePayload(
      {
        reference: 'REF00001',
        serviceType: 'full_service',
        moveDate: '2025-06-05',
        originElevator: false,
        destinationElevator: true,
        termsAccepted: false,
        contactPreference: ['call'],
      },
      'summary',
    );
    // The whole schema, as the server stores it: the browser's validator checks the answers only (core/flow/answer-fields.ts).
    expect(bookingErrors(payload)).toEqual([]);
  });

  it('does not change the form booking', () => {
    const booking: Booking = { originElevator: true, termsAccepted: true };
    toSavePayload(booking, 'x');
    expect(booking).toEqual({ originElevator: true, termsAccepted: true });
  });
});

describe('fromServerBooking (the inverse for the form)', () => {
  it.each<[string, Booking, Booking]>([
    ['null elevators stay null', { originElevator: null }, { originElevator: null }],
    ['currentStep is dropped', { currentStep: 'summary', revision: 3, moveDate: '2025-06-05' }, { revision: 3, moveDate: '2025-06-05' }],
  ])('%s', (_case, stored, expected) => {
    expect(fromServerBooking(stored)).toEqual(expected);
  });

  it('round-trips a form booking through the payload', () => {
    const form: Booking = { reference: 'REF00004', originElevator: false, destinationElevator: true, moveDate: '2025-07-01', bedrooms: 2 };
    expect(fromServerBooking(toSavePayload(form, 'summary'))).toEqual(form);
  });
});
