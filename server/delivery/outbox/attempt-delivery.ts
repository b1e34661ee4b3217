/**
 * One attempt of one claimed delivery, turned into its result (docs/DECISIONS.md, "Delivery: outbox, webhooks and many
 * processes"), by its channel's attempt (delivery-channels.ts); what the channel throws waits the retry schedule's
 * next step, and after the last step the delivery has failed.
 */
import type { AttemptContext, AttemptOptions } from './attempt-context';
import type { ClaimedDelivery } from './claim-deliveries';
import { DELIVERY_CHANNELS } from './delivery-channels';
import { eventOrderVerdict } from './event-order-verdict';
import type { DeliveryResult } from './finish-delivery';
import { retryLater } from './retry-later';
import { readStoredEvent } from './stored-event';

export async function attemptDelivery(
  context: AttemptContext,
  claim: ClaimedDelivery,
  options: AttemptOptions = {},
): Promise<DeliveryResult> {
  const partner = context.partners.get(claim.partnerSlug);
  if (!partner) return { status: 'failed', error: `partner ${claim.partnerSlug} is no longer configured` };
  const { body } = claim;
  if (body === null) return { status: 'failed', error: 'the event is older than OUTBOX_BODY_DAYS: its body was dropped' };
  try {
    if (!options.replay) {
      // Nothing follows a cancellation or withdrawal to the same place (event-order-verdict.ts).
      const order = await eventOrderVerdict(context.db, claim, context.clock.now());
      if (!order.send)
        return 'skip' in order
          ? { status: 'skipped', error: order.skip }
          : { status: 'pending', nextAttemptAt: order.until, error: 'held: an earlier event of this booking is being sent there' };
    }
    const event = readStoredEvent(body);
    if (!event) return { status: 'failed', error: 'the stored body is not an event this server writes' };
    return await DELIVERY_CHANNELS[claim.channel](context, { ...claim, body, event }, partner, options);
  } catch (error) {
    return retryLater(context, claim, error instanceof Error ? error.message : String(error));
  }
}
