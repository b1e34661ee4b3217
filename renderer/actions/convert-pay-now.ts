import type { ActionContext } from './step-action';

/** Shown by the checkout when pay now cannot run and thrown if it is reached anyway. */
export const PAY_NOW_UNAVAILABLE = 'Card payments are not available';

/**
 * The seam the payments issue fills: validate the card element, POST /api/v1/booking/setup-intent,
 * confirm the setup with a return address at /book/processing (SPEC section 4). Until then pay now
 * is refused here and shown unavailable by the checkout.
 */
export async function convertPayNow(_context: ActionContext): Promise<'stop' | void> {
  throw new Error(PAY_NOW_UNAVAILABLE);
}
