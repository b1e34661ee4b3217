import type { ApiClient } from '../../api/api-client';
import type { ServerBooking, VerifyPayNowRequest } from '../../../core/booking-wire';

export const PAY_NOW_VERIFY_URL = '/api/v1/booking/pay-now/verify';

/**
 * POST /api/v1/booking/pay-now/verify: the server asks Stripe for the SetupIntent's (or deposit's) real status and
 * converts the booking to pay_now only when it succeeded (docs/DECISIONS.md, Payments). 200 answers
 * the converted booking; 202 (still processing) answers `{ messages, setupIntentStatus, booking }`;
 * 402 (not saved), 404 and 422 (the flow's refusal) reject with an ApiError.
 */
export function verifyPayNow(api: ApiClient, intent: VerifyPayNowRequest): Promise<ServerBooking> {
  return api.request<ServerBooking, VerifyPayNowRequest>('POST', PAY_NOW_VERIFY_URL, intent);
}
