/** A SetupIntent that saves a card for later (off-session) charges by the partner. */
import type Stripe from 'stripe';
import { idempotencyKey } from './idempotency-key';

export interface CreateSetupIntentInput {
  customerId: string;
  bookingId: number;
  /** The booking's revision: a double click on one revision gets one SetupIntent; a re-saved booking gets a fresh one. */
  revision: number;
  partnerSlug: string;
}

export interface CreatedSetupIntent {
  id: string;
  clientSecret: string;
}

export async function createSetupIntent(stripe: Stripe, input: CreateSetupIntentInput): Promise<CreatedSetupIntent> {
  // stripe 23 removed payment_method_types from SetupIntentCreateParams.
  const params: Stripe.SetupIntentCreateParams = {
    customer: input.customerId,
    automatic_payment_methods: { enabled: true },
    usage: 'off_session',
    metadata: { booking_id: String(input.bookingId), partner: input.partnerSlug },
  };
  const intent = await stripe.setupIntents.create(params, {
    idempotencyKey: idempotencyKey(`booking-${input.bookingId}-rev-${input.revision}-setup-intent`, params),
  });
  if (!intent.client_secret) throw new Error(`Stripe returned SetupIntent ${intent.id} without a client secret`);
  return { id: intent.id, clientSecret: intent.client_secret };
}
