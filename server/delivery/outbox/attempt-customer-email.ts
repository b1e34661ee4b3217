import { customerLinks } from '../../links/customer-links';
import type { DeliveryChannelAttempt } from './delivery-channel';
import { customerEmailVerdict, recordCustomerEmail } from './email-gate';
import { inviteSequence } from './invite-sequence';
import { sendEmail } from './send-email';
import type { StoredEvent } from './stored-event';

/** The customer's address in a stored event, or null. */
function customerAddress(event: StoredEvent): string | null {
  const { email } = event.data.contact;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** The customer's email (delivery-channels.ts): within the customer's bounds, with the links made for this email. */
export const attemptCustomerEmail: DeliveryChannelAttempt = (context, claim, partner, options) => {
  const { event } = claim;
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
