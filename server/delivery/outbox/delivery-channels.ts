/**
 * The delivery channels (docs/DECISIONS.md, "One job runner"): each channel an outbox delivery may take, by the name
 * stored on its row, and how one attempt of it goes. A new channel is a new attempt here and a name in DeliveryChannel.
 */
import { attemptCustomerEmail } from './attempt-customer-email';
import { attemptPartnerEmail } from './attempt-partner-email';
import { attemptWebhook } from './attempt-webhook';
import type { DeliveryChannelAttempt } from './delivery-channel';
import type { DeliveryChannel } from '../../db/outbox-tables';

export const DELIVERY_CHANNELS: Readonly<Record<DeliveryChannel, DeliveryChannelAttempt>> = {
  webhook: attemptWebhook,
  partner_email: attemptPartnerEmail,
  customer_email: attemptCustomerEmail,
};
