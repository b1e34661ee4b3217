import { create } from 'zustand';
import type { Stripe, StripeElements } from '@stripe/stripe-js';

/** Stripe.js and the Elements group of the mounted Payment Element (types only: nothing loads here). */
export interface CardProvider {
  stripe: Stripe;
  elements: StripeElements;
}

interface CardSessionState {
  /** Set when the Payment Element is ready, cleared when it unmounts (pay later chosen, step left). */
  provider: CardProvider | null;
  /** The card setup error shown under the billing form (docs/FUNNEL.md#errors). */
  error: string | null;
}

/**
 * The seam between the lazily loaded card widget (it owns Stripe.js, the Elements provider and the
 * Payment Element) and the checkout's submit action, which runs outside React's tree and cannot
 * call react-stripe-js hooks. The checkout view reads it to enable its submit and show the error.
 */
export const useCardSession = create<CardSessionState>()(() => ({ provider: null, error: null }));

export function setCardProvider(provider: CardProvider | null): void {
  useCardSession.setState({ provider });
}

export function setCardError(error: string | null): void {
  if (useCardSession.getState().error !== error) useCardSession.setState({ error });
}
