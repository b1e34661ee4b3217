/** A DeliveryMail that keeps what it would send: who it goes to and the event it is about. */
import type { DeliveryMail } from '../../../server/delivery/outbox/delivery-mail';

export interface KeptMail {
  to: string;
  event: { type: string; data: { reference: string } };
}

export function fakeDeliveryMail(): DeliveryMail<KeptMail> & { sent: KeptMail[] } {
  const sent: KeptMail[] = [];
  return {
    sent,
    partnerMessage: (event, partner) => ({ to: partner.delivery!.email!, event: event as KeptMail['event'] }),
    customerMessage: (event) => ({ to: 'customer', event: event as KeptMail['event'] }),
    send: async (message) => {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
}
