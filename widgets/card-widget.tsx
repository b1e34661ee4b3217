import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptionsMode } from '@stripe/stripe-js';
// The pure entry adds Stripe.js to the page only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { stripePublishableKey } from '../renderer/mount/stripe-publishable-key';
import { cardAppearance } from '../renderer/services/payments/card-appearance';
import { CARD_MESSAGES } from '../renderer/services/payments/card-messages';
import { setCardError, setCardProvider } from '../renderer/services/payments/card-session';

/** One Stripe instance per key for the page's life: <Elements> refuses a changed `stripe` prop. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error(error);
      stripeByKey.delete(publishableKey);
      setCardError(CARD_MESSAGES.loadFailed);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * The card form of pay now (docs/FUNNEL.md): Stripe Elements in setup mode (currency usd, the
 * partner's brand colours) around a Payment Element with the tabs layout. This module is only ever
 * imported dynamically (the checkout, the registry's lazy 'card' widget), so Stripe's code and script
 * reach the page on the checkout step only. When the element is ready it hands Stripe and the
 * Elements group to the card session for the submit action.
 */
export function CardElement({ id, publishableKey = stripePublishableKey() }: { id?: string; publishableKey?: string }) {
  const stripe = useMemo(() => (publishableKey ? stripeFor(publishableKey) : null), [publishableKey]);
  // Read once per mount: a changed appearance would make Elements re-render the iframe.
  const options = useMemo<StripeElementsOptionsMode>(() => ({ mode: 'setup', currency: 'usd', appearance: cardAppearance() }), []);
  if (!stripe) {
    return (
      <p id={id} role="status" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-base text-slate-700">
        Card payments are unavailable
      </p>
    );
  }
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentForm id={id} />
    </Elements>
  );
}

function PaymentForm({ id }: { id?: string }) {
  const stripe = useStripe();
  const elements = useElements();

  // Pay later chosen or the step left: the submit must not use an element that is gone.
  useEffect(
    () => () => {
      setCardProvider(null);
      setCardError(null);
    },
    [],
  );

  return (
    <PaymentElement
      id={id}
      options={{ layout: 'tabs' }}
      onReady={() => {
        if (stripe && elements) setCardProvider({ stripe, elements });
        // docs/FUNNEL.md#errors: the card setup error goes when the element reloads.
        setCardError(null);
      }}
      onChange={() => setCardError(null)}
      onLoadError={() => setCardError(CARD_MESSAGES.loadFailed)}
    />
  );
}

/** The same form as an RJSF widget, for a step file that places a `card` field itself. */
export function CardWidget({ id }: WidgetProps) {
  return <CardElement id={id} />;
}
