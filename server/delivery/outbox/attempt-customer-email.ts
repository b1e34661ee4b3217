import { fieldOf } from '../../../core/is-record';
import { customerLinks } from '../../links/customer-links';
import type { DeliveryChannelAttempt } from './delivery-channel';
import { customerEmailVerdict, recordCustomerEmail } from './email-gate';
import { inviteSequence } from './invite-sequence';
import { sendEmail } from './send-email';

/** The customer's address in a stored body (a lead event), or null. */
function customerAddress(event: unknown): string | null {
  const email = fieldOf(fieldOf(fieldOf(event, 'data'), 'contact'), 'email');
  return typeof email === 'string' && email !== '' ? email : null;
}

/** The customer's email (delivery-channels.ts): within the customer's bounds, with the links made for this email. */
export const attemptCustomerEmail: DeliveryChannelAttempt = (context, claim, partner, options) => {
  const event: unknown = JSON.parse(claim.body);
  return sendEmail(context, claim, options, {
    verdict: async () => {
      const address = customerAddress(event);
      if (!address) return { send: false, skip: 'the lead has no email address' };
      return customerEmailVerdict(context.db, claim, address, context.clock.now(), context.customerEmailLimits);
    },
    afterReplay: async () => {
      const address = customerAddress(event);
      if (address) await recordCustomerEmail(context.db, claim, address, context.clock.now());
    },
    compose: async (mail) =>
      mail.customerMessage(event, partner, {
        sequence: await inviteSequence(context.db, claim),
        ...(await customerLinks(context.db, claim, context.publicUrl, context.clock.now())),
      }),
  });
};
