import { fieldOf } from '../../../core/is-record';
import { ApiError } from '../../api/api-error';
import { refusedConversion } from '../../navigation/refused-conversion';
import { announceConversion } from '../../embed/announce-conversion';
import { pushEvent } from '../analytics/push-event';
import type { FunnelStore } from '../../store/funnel-state';
import { CARD_MESSAGES } from './card-messages';
import { verifyPayNow } from './pay-now-api';

/** What the server made of the card's return: the booking is pay_now, or the step to go back to and why. */
export type PayNowReturn = { converted: true } | { converted: false; stepId: string; messages: string[]; query?: Record<string, string> };

/**
 * Back from Stripe (?setup_intent=seti_…&redirect_status=…): ask the server to check the SetupIntent
 * with Stripe. `redirect_status` is never sent: it is the browser's word, and only Stripe's answer
 * converts a booking. Anything but a pay_now booking sends the customer back: a 422 to the step the
 * flow names, otherwise (202 still processing, 402 not saved, 404, a network failure) to the step the
 * booking stops at (checkout), with the server's words.
 */
export function confirmPayNowReturn(store: FunnelStore, intentId: string): Promise<PayNowReturn> {
  // One check per intent per app: React's StrictMode runs effects twice, the server needs one call.
  return store.getState().once(`pay-now-verify:${intentId}`, () => run(store, intentId));
}

async function run(store: FunnelStore, intentId: string): Promise<PayNowReturn> {
  let stored;
  try {
    // A deposit comes back as ?payment_intent=pi_…, a card on file as ?setup_intent=seti_….
    const intent = intentId.startsWith('pi_') ? { paymentIntentId: intentId } : { setupIntentId: intentId };
    stored = await verifyPayNow(store.getState().api, intent);
  } catch (error) {
    const refused = refusedConversion(error);
    if (refused) return { converted: false, ...refused };
    const messages = error instanceof ApiError && error.messages.length > 0 ? error.messages : [CARD_MESSAGES.checkFailed];
    return { converted: false, stepId: stoppingStep(store), messages };
  }
  if (stored.conversionType !== 'pay_now') {
    // 202: the SetupIntent is still processing (a bank debit); the answer says so in `messages`, and the webhook converts later.
    const said = fieldOf(stored, 'messages');
    const messages =
      Array.isArray(said) && said.length > 0 ? said.filter((m): m is string => typeof m === 'string') : [CARD_MESSAGES.checkFailed];
    return { converted: false, stepId: stoppingStep(store), messages };
  }
  // The page was just loaded from Stripe's redirect: nothing is being edited, the server's copy wins (form-only fields are kept).
  store.getState().adoptServerBooking(stored);
  const { slug, name } = store.getState().partner;
  pushEvent({ event: 'Booking Converted', conversionType: 'pay_now', partner: { slug, name } });
  announceConversion(store.getState(), 'pay_now');
  return { converted: true };
}

/** The step an unconverted booking stops at: its first unfinished one (checkout, where the card is chosen). */
function stoppingStep(store: FunnelStore): string {
  const path = store.getState().funnelSession('').path();
  return path.firstUnfinished?.stepId ?? path.end.stepId;
}
