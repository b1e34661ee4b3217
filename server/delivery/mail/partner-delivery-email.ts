import { fieldOf } from '../../../core/is-record';
import type { ServerPartner } from '../../partners/server-partner';

/**
 * The mailbox that receives this partner's bookings and leads (the partner file's `delivery.email`),
 * or undefined when the file names none. Read without the partner type's help until that type has `delivery`.
 */
export function partnerDeliveryEmail(partner: ServerPartner): string | undefined {
  const email = fieldOf(fieldOf(partner, 'delivery'), 'email');
  return typeof email === 'string' ? email : undefined;
}
