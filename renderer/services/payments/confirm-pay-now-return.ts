import { fromServerBooking } from '../../../core/save-payload';
import { pushEvent } from '../analytics/push-event';
import type { FunnelStore } from '../../store/funnel-state';
import { verifyPayNow } from './pay-now-api';

/**
 * Back from Stripe (?setup_intent=seti_…&redirect_status=…): ask the server to check the SetupIntent
 * with Stripe. `redirect_status` is never sent: it is the browser's word, and only Stripe's answer
 * converts a booking. Resolves true when the booking is pay_now, false otherwise (202 processing,
 * 402 not saved, 404, a network failure: the api client has logged it and the webhook may still convert).
 */
export function confirmPayNowReturn(store: FunnelStore, setupIntentId: string): Promise<boolean> {
  // One check per SetupIntent per app: React's StrictMode runs effects twice, the server needs one call.
  return store.getState().once(`pay-now-verify:${setupIntentId}`, () => run(store, setupIntentId));
}

async function run(store: FunnelStore, setupIntentId: string): Promise<boolean> {
  let stored;
  try {
    stored = await verifyPayNow(store.getState().api, setupIntentId);
  } catch {
    return false;
  }
  if (stored.conversionType !== 'pay_now') return false;
  const server = fromServerBooking(stored);
  // The page was just loaded from Stripe's redirect: nothing is being edited, the server's copy wins
  // (form-only fields such as termsAccepted are kept by the spread).
  store.setState((state) => ({ booking: { ...state.booking, ...server } }));
  const { slug, name } = store.getState().partner;
  pushEvent({ event: 'Booking Converted', conversionType: 'pay_now', partner: { slug, name } });
  return true;
}
