import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptionsMode } from '@stripe/stripe-js';
// The pure entry adds Stripe.js to the page only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { readCardFormContext, type CardFormContext } from './card/card-form-context';

/**
 * One Stripe instance per key for the page's life: <Elements> refuses a changed `stripe` prop, and
 * Stripe.js is one script per page anyway. It holds no booking, so sharing it between apps is safe.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(card: CardFormContext): Promise<Stripe | null> {
  const { publishableKey } = card;
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error(error);
      stripeByKey.delete(publishableKey);
      card.setError(card.loadFailedMessage);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * The card form of pay now (docs/FUNNEL.md, Screens and routes): Stripe Elements in setup mode, or payment mode for a
 * partner's deposit (its amount, the card saved for later: docs/PARTNERS.md) (currency usd, the
 * partner's brand colours) around a Payment Element with the tabs layout. This module is only ever
 * imported dynamically (the checkout, the registry's lazy 'card' widget), so Stripe's code and script
 * reach the page on the checkout step only. When the element is ready it hands Stripe and the
 * Elements group to the app through `card.setProvider` for the submit action. Everything app-specific
 * (key, appearance, messages, where the provider and errors go) arrives in `card`.
 */
export function CardElement({ id, card }: { id?: string; card: CardFormContext }) {
  const stripe = useMemo(() => (card.publishableKey ? stripeFor(card) : null), [card]);
  const deposit = card.depositCents ?? 0;
  const options = useMemo<StripeElementsOptionsMode>(
    () =>
      deposit > 0
        ? { mode: 'payment', amount: deposit, currency: 'usd', setupFutureUsage: 'off_session', appearance: card.appearance }
        : { mode: 'setup', currency: 'usd', appearance: card.appearance },
    [card.appearance, deposit],
  );
  if (!stripe) {
    return (
      <p id={id} role="status" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-base text-slate-700">
        Card payments are unavailable
      </p>
    );
  }
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentForm id={id} card={card} />
    </Elements>
  );
}

function PaymentForm({ id, card }: { id?: string; card: CardFormContext }) {
  const stripe = useStripe();
  const elements = useElements();
  const { setProvider, setError } = card;

  // Pay later chosen or the step left: the submit must not use an element that is gone.
  useEffect(
    () => () => {
      setProvider(null);
      setError(null);
    },
    [setProvider, setError],
  );

  return (
    <PaymentElement
      id={id}
      options={{ layout: 'tabs' }}
      onReady={() => {
        if (stripe && elements) setProvider({ stripe, elements });
        // The card setup error goes when the element reloads (docs/FUNNEL.md, Errors).
        setError(null);
      }}
      onChange={() => setError(null)}
      onLoadError={() => setError(card.loadFailedMessage)}
    />
  );
}

/** The same form as an RJSF widget, for a step file that places a `card` field itself. */
export function CardWidget({ id, registry }: WidgetProps) {
  return <CardElement id={id} card={readCardFormContext(registry.formContext)} />;
}
