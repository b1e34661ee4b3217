import type { ServerBooking } from '../../core/booking-wire';
import { isRecord } from '../../core/is-record';

/**
 * A booking in a response body the client did not ask for by type (a 409's current booking): an object
 * whose reference, when given, is a string and revision, when given, a number. The rest is the server's stored booking
 * as it sent it.
 */
export function isServerBooking(value: unknown): value is ServerBooking {
  if (!isRecord(value)) return false;
  return (
    (value.reference === undefined || typeof value.reference === 'string') &&
    (value.revision === undefined || typeof value.revision === 'number')
  );
}
