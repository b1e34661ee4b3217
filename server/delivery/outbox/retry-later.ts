import type { AttemptContext } from './attempt-context';
import type { ClaimedDelivery } from './claim-deliveries';
import type { DeliveryResult } from './finish-delivery';
import { nextRetryMs } from '../webhooks/retry-schedule';

/** The delivery's next try after this failed attempt (the retry schedule's next step, or `waitMs` when the receiver asked), or failed when the schedule is used up. */
export function retryLater(context: AttemptContext, claim: ClaimedDelivery, error: string, waitMs: number | null = null): DeliveryResult {
  const now = context.clock.now().getTime();
  const wait = nextRetryMs(claim.attempts, now - claim.createdAt.getTime(), waitMs, context.random);
  if (wait === null) return { status: 'failed', error: `gave up after ${claim.attempts} attempts: ${error}` };
  return { status: 'pending', nextAttemptAt: new Date(now + wait), error };
}
