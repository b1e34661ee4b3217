import type { Appearance, Stripe, StripeElements } from '@stripe/stripe-js';
import { isRecord } from '../../core/is-record';

/** Stripe.js and the Elements group of the mounted Payment Element (types only: nothing loads here). */
export interface CardProvider {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * What the card form needs from the app, as RJSF's `formContext.card` or the CardElement's `card` prop.
 * - publishableKey: the page's Stripe key ('' when none: the form says card payments are unavailable).
 * - appearance: the Payment Element dressed in the partner's brand.
 * - loadFailedMessage: shown when Stripe.js or the element cannot load.
 * - setProvider / setError: hand the ready element to the checkout's submit, and show or clear the error under it.
 * - depositCents: a deposit due today (Elements in payment mode); absent or 0, a card saved (setup mode).
 */
export interface CardFormContext {
  publishableKey: string;
  appearance: Appearance;
  loadFailedMessage: string;
  setProvider(provider: CardProvider | null): void;
  setError(error: string | null): void;
  /** The deposit charged today, in cents (core/payment/payment-terms.ts): the Payment Element takes a payment, its card saved. */
  depositCents?: number;
}

/** formContext.card, or a loud error naming what the step page forgot (no silent fallback). */
export function readCardFormContext(formContext: unknown): CardFormContext {
  const card = isRecord(formContext) ? formContext.card : undefined;
  if (!isCardFormContext(card)) {
    throw new Error('The card widget needs formContext.card (publishableKey, appearance, setProvider, setError)');
  }
  return card;
}

function isCardFormContext(value: unknown): value is CardFormContext {
  return isRecord(value) && typeof value.setProvider === 'function' && typeof value.setError === 'function';
}
