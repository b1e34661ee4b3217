import { ApiError } from '../api/api-error';
import { bookingApi } from '../api/booking-api';
import { refusedConversion } from '../navigation/refused-conversion';
import { CARD_MESSAGES } from '../services/payments/card-messages';
import type { ActionContext } from './step-action';

/** Shown by the checkout when pay now cannot run and thrown if it is reached anyway. */
export const PAY_NOW_UNAVAILABLE = 'Card payments are not available';

/**
 * Pay now (docs/FUNNEL.md, "Saving and conversions"): validate the Payment Element, POST
 * /api/v1/booking/setup-intent, then `confirmSetup` (or `confirmPayment` for a partner's deposit) returning to the checkout's next edge (processing), where the server checks the intent
 * with Stripe before the booking counts as pay_now. No save first: the contact was stored by the
 * summary step, the terms box goes with the setup-intent call, and keeping the revision lets a retry after
 * a declined card reuse the same SetupIntent (docs/DECISIONS.md, Payments). Always 'stop': on
 * success the browser leaves for Stripe's redirect, on failure the customer stays on the checkout.
 */
export async function convertPayNow(context: ActionContext): Promise<'stop'> {
  const { store } = context;
  // Read and set synchronously: two submits in the same tick must not both reach Stripe.
  const { card, setCardError, api, payingNow } = store.getState();
  if (payingNow) return 'stop';
  const provider = card.provider;
  if (!provider) throw new Error(PAY_NOW_UNAVAILABLE);
  store.setState({ payingNow: true });
  // A new submit clears the last card error (docs/FUNNEL.md, "Errors").
  setCardError(null);
  try {
    const { stripe, elements } = provider;
    // The element shows its own validation messages: stop without adding one (docs/FUNNEL.md, "Validation").
    const { error: invalid } = await elements.submit();
    if (invalid) return 'stop';

    // The card's return address is the checkout's next edge for a pay-now booking (schemas/steps/checkout.json).
    const edge = store.getState().funnelSession(window.location.search).next(context.step.id);
    if (edge === null) throw new Error(`Step "${context.step.id}" has no next edge for a pay-now booking`);

    let clientSecret: string;
    let intent: 'setup' | 'payment';
    try {
      ({ client_secret: clientSecret, intent } = await bookingApi.createSetupIntent(api, store.getState().booking.termsAccepted === true));
    } catch (error) {
      // 422: the server's flow says a step is unfinished or the move cannot be served: go and finish it.
      const refused = refusedConversion(error);
      if (refused) {
        context.navigate(context.pathOf(refused.stepId, refused.query), { state: { refusal: refused.messages } });
        return 'stop';
      }
      // 409 card already on file, 429 too many attempts, 502/503: the server words them for the customer.
      setCardError(error instanceof ApiError && error.messages.length > 0 ? error.messages.join(' ') : CARD_MESSAGES.setupFailed);
      return 'stop';
    }

    const confirmParams = {
      return_url: `${window.location.origin}${context.pathOf(edge.to, Object.keys(edge.query).length > 0 ? edge.query : undefined)}`,
    };
    // A deposit is paid (3-D Secure when the bank asks); a card on file is saved. Stripe returns to the processing page either way.
    const { error } =
      intent === 'payment'
        ? await stripe.confirmPayment({ elements, clientSecret, confirmParams })
        : await stripe.confirmSetup({ elements, clientSecret, confirmParams });
    // Only reached when Stripe did not redirect: the card was declined, authentication failed...
    if (error) setCardError(error.message ?? CARD_MESSAGES.setupFailed);
    return 'stop';
  } finally {
    store.setState({ payingNow: false });
  }
}
