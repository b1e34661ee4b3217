import type { Booking } from '../../../core/booking';
import { fromServerBooking } from '../../../core/save-payload';
import { funnelApiClient } from '../../api/funnel-api-client';
import { pushEvent } from '../analytics/push-event';
import { useFunnelStore } from '../../store/funnel-store';
import { verifyPayNow } from './pay-now-api';

/** One check per SetupIntent per page: React's StrictMode runs effects twice, the server needs one call. */
const checks = new Map<string, Promise<boolean>>();

/**
 * Back from Stripe (?setup_intent=seti_…&redirect_status=…): ask the server to check the SetupIntent
 * with Stripe. `redirect_status` is never sent: it is the browser's word, and only Stripe's answer
 * converts a booking. Resolves true when the booking is pay_now, false otherwise (202 processing,
 * 402 not saved, 404, a network failure: the api client has logged it and the webhook may still convert).
 */
export function confirmPayNowReturn(setupIntentId: string): Promise<boolean> {
  let check = checks.get(setupIntentId);
  if (!check) {
    check = run(setupIntentId);
    checks.set(setupIntentId, check);
  }
  return check;
}

async function run(setupIntentId: string): Promise<boolean> {
  let stored;
  try {
    stored = await verifyPayNow(funnelApiClient(), setupIntentId);
  } catch {
    return false;
  }
  if (stored.conversionType !== 'pay_now') return false;
  const server = fromServerBooking(stored as Booking);
  // The page was just loaded from Stripe's redirect: nothing is being edited, the server's copy wins
  // (form-only fields such as termsAccepted are kept by the spread).
  useFunnelStore.setState((state) => ({ booking: { ...state.booking, ...server } }), false);
  const { slug, name } = useFunnelStore.getState().partner;
  pushEvent({ event: 'Booking Converted', conversionType: 'pay_now', partner: { slug, name } });
  return true;
}
