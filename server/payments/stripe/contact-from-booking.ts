import type { StripeContact } from '../../db/payments-table';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The landing form's contact (docs/FUNNEL.md#validation) as a Stripe customer knows it. */
export function contactFromBooking(booking: Record<string, unknown>): StripeContact {
  const name = [text(booking.firstName), text(booking.lastName)].filter((part) => part !== null).join(' ');
  return { email: text(booking.email), name: name === '' ? null : name, phone: text(booking.phone) };
}
