import type { Booking } from '../../core/booking';
import { postToHost } from './post-to-host';

/** `funnel:converted` for the host page's conversion tags: the reference, the conversion and the estimate, no contact details. */
export function announceConversion(booking: Booking, type: string): void {
  postToHost({
    event: 'funnel:converted',
    reference: typeof booking.reference === 'string' ? booking.reference : null,
    type,
    value: typeof booking.estimate === 'number' ? booking.estimate : null,
    currency: 'USD',
  });
}
