import { useEffect, useState } from 'react';
import { useFunnelStore } from '../../store/use-funnel-store';

/** docs/FUNNEL.md#business-constants: how long Stripe's script may take before card payments count as unreachable. */
const STRIPE_LOAD_TIMEOUT_MS = 8000;

/**
 * Whether Stripe's script loads in this browser (an ad blocker, a company filter or an outage may stop it), asked only
 * when `asked`: a page that offers a card (the manage page's Add a card) hides the offer with a message when it does not.
 * 'checking' until known; the script loaded here is the one the checkout uses next (Stripe.js is one script per page).
 */
export function useStripeReachable(asked: boolean): 'checking' | 'reachable' | 'unreachable' {
  const publishableKey = useFunnelStore((s) => s.stripePublishableKey);
  const [state, setState] = useState<'checking' | 'reachable' | 'unreachable'>('checking');
  useEffect(() => {
    if (!asked || !publishableKey) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), STRIPE_LOAD_TIMEOUT_MS);
    });
    Promise.race([import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)), timeout])
      .then(
        (stripe) => live && setState(stripe ? 'reachable' : 'unreachable'),
        (error: unknown) => {
          console.warn('Card payments unreachable:', error);
          if (live) setState('unreachable');
        },
      )
      .finally(() => clearTimeout(timer));
    return () => {
      live = false;
    };
  }, [asked, publishableKey]);
  return state;
}
