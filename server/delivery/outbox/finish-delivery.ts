import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/app-database';
import { outboxDeliveries } from '../../db/outbox-tables';
import { redactAddresses } from './redact-addresses';

/**
 * What an attempt leaves: delivered, due again at `nextAttemptAt`, given up (failed, or disabled by a 410), or
 * skipped on purpose (an email over its bound, email-gate.ts), `error` saying why.
 */
export type DeliveryResult =
  | { status: 'delivered' }
  | { status: 'pending'; nextAttemptAt: Date; error: string }
  | { status: 'failed' | 'disabled' | 'skipped'; error: string };

/**
 * Records an attempt's result, only under the lease it was claimed with: a process whose lease lapsed (it
 * stalled past it, and another process took the delivery) changes nothing. False when that happened.
 */
export async function finishDelivery(
  db: AppDb,
  claim: { id: number; leaseToken: string },
  result: DeliveryResult,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(outboxDeliveries)
    .set({
      status: result.status,
      leaseUntil: null,
      leaseToken: null,
      ...(result.status === 'delivered'
        ? { deliveredAt: now, lastError: null }
        : { lastError: redactAddresses(result.error).slice(0, 500) }),
      ...(result.status === 'pending' ? { nextAttemptAt: result.nextAttemptAt } : {}),
    })
    .where(and(eq(outboxDeliveries.id, claim.id), eq(outboxDeliveries.leaseToken, claim.leaseToken)))
    .returning({ id: outboxDeliveries.id });
  return updated.length > 0;
}
