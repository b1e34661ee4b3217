import { CARD_ALREADY_ON_FILE_MESSAGE } from '../../bookings/card-on-file-message';

/** What the payment routes answer with in `{ messages }` (every error is JSON messages: docs/FUNNEL.md#errors). */
export const STRIPE_MESSAGES = {
  webhookEventMalformed: 'The webhook body is not a Stripe event.',
  tooManyAttempts: 'Too many attempts to save a card. Please wait a few minutes and try again.',
  cardAlreadyOnFile: CARD_ALREADY_ON_FILE_MESSAGE,
  providerUnavailable: 'We could not reach our card processor. Please try again in a moment.',
  setupNotThisBooking: 'This card setup does not belong to this booking.',
  setupNotSucceeded: 'Your card was not saved. Please check its details and try again, or choose pay later.',
  setupProcessing: 'Your payment method is still being confirmed. We will update your booking as soon as it is.',
  webhookSignatureInvalid: 'The Stripe-Signature header is missing or does not match the body.',
  depositNotAsShown: 'Your booking changed since the deposit was asked for. Please review the amount and pay again.',
  depositProcessing: 'Your deposit is still being confirmed. We will update your booking as soon as it is.',
  webhookNotJson: 'Stripe webhooks must be sent as application/json.',
} as const;
