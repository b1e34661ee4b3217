/**
 * Writes one money movement of a booking (server/db/payments-table.ts, payment_movements) in the caller's transaction,
 * once: the verify call and the webhook recording the same Stripe object record it once (kind and Stripe id are unique).
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from './db-or-tx';
import { paymentMovements, type PaymentMovementKind } from './payments-table';

export interface PaymentMovement {
  kind: PaymentMovementKind;
  amountCents: number;
  currency: string;
  /** pi_… for a charge or a fee, re_… for a refund. */
  stripeId: string;
  /** Stripe's word: 'succeeded', 'requires_action' (the customer must authenticate), 'failed'. */
  status: string;
  /** With 'requires_action': Stripe's page where the customer authenticates the fee (their email links to it). */
  actionUrl?: string;
}

export async function recordMovement(tx: DbOrTx, bookingId: number, movement: PaymentMovement): Promise<void> {
  await tx
    .insert(paymentMovements)
    .values({ bookingId, ...movement })
    .onConflictDoNothing({ target: [paymentMovements.kind, paymentMovements.stripeId] });
}

/** The booking's movements, oldest first, as the lead carries them. */
export async function listMovements(db: DbOrTx, bookingId: number): Promise<PaymentMovement[]> {
  const rows = await db
    .select({
      kind: paymentMovements.kind,
      amountCents: paymentMovements.amountCents,
      currency: paymentMovements.currency,
      stripeId: paymentMovements.stripeId,
      status: paymentMovements.status,
      actionUrl: paymentMovements.actionUrl,
    })
    .from(paymentMovements)
    .where(eq(paymentMovements.bookingId, bookingId))
    .orderBy(asc(paymentMovements.id));
  return rows.map(({ actionUrl, ...movement }) => (actionUrl ? { ...movement, actionUrl } : movement));
}
