/** A DeliveryMail that keeps what it would send: who it goes to and the event it is about. */
import type { CustomerLinks } from '../../../server/links/customer-links';
import type { DeliveryMail } from '../../../server/delivery/outbox/delivery-mail';

export interface KeptMail {
  to: string;
  event: { type: string; data: { reference: string } };
  /** The links the worker made for a customer email (server/links/customer-links.ts). */
  links?: CustomerLinks;
}

export function fakeDeliveryMail(): DeliveryMail<KeptMail> & { sent: KeptMail[] } {
  const sent: KeptMail[] = [];
  return {
    sent,
    partnerMessage: (event, partner) => ({ to: partner.delivery!.email!, event }),
    customerMessage: (event, _partner, links) => ({ to: 'customer', event, links }),
    send: async (message) => {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
}
