/**
 * Bad input (docs/DECISIONS.md, Hardening), the booking routes: arbitrary JSON, huge strings, wrong types,
 * prototype-pollution keys and unicode, 500 cases per route (tests/server/hardening/helpers/bad-input-suite.ts).
 */
import fc from 'fast-check';
import { badInputSuite, isBooking } from './helpers/bad-input-suite';
import { anyBody, anyValue, bookingBodyCases } from './helpers/hostile-inputs';

badInputSuite('bad-input booking routes', [
  { name: 'PUT /api/v1/booking', method: 'PUT', url: '/api/v1/booking', cases: bookingBodyCases(), valid2xx: isBooking },
  {
    name: 'PUT /api/v1/booking/unserviceable',
    method: 'PUT',
    url: '/api/v1/booking/unserviceable',
    cases: fc.oneof(
      bookingBodyCases({ unserviceableReason: 'out_of_state_move' }),
      anyValue.chain((reason) => bookingBodyCases({ unserviceableReason: reason })),
    ),
    valid2xx: isBooking,
  },
  { name: 'POST /api/v1/booking/pay-later', method: 'POST', url: '/api/v1/booking/pay-later', cases: anyBody, valid2xx: isBooking },
]);
