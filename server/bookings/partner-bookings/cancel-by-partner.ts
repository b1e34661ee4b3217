/**
 * `npm run bookings -- cancel <partner> <reference…>` (docs/PARTNERS.md, "Clearing a fake day"): each reservation is
 * the transition `partnerCancel` (../transitions.ts) under its own lock and transaction, as the customer's cancel is:
 * its crew freed, the partner's reason recorded on the booking, `booking.cancelled` written to the outbox with the
 * lead's `cancellation` naming the partner and the reason, and the customer's cancellation email. One refused
 * reference (not this partner's, not a reservation) changes nothing of the others.
 */
import type { AppDb } from '../../db/app-database';
import { inConversionTransaction } from '../../db/conversion-transaction';
import { writeCancellation } from '../../db/convert-booking';
import { partnerBookingIds } from '../../db/partner-bookings';
import type { ServerPartner } from '../../partners/server-partner';
import { applyTransition } from '../apply-transition';
import type { TransitionDeps } from '../crew-effect';
import { RefusedError } from '../refused-error';

/** References one call cancels at most: a fake day's bookings, not a whole calendar at once. */
export const CANCEL_LIMIT = 200;

/** The longest reason kept: a sentence for the customer's email and the partner's records. */
export const REASON_MAX = 300;

export interface PartnerCancelResult {
  reference: string;
  outcome: 'cancelled' | 'already cancelled' | 'not found' | 'refused';
  /** Why it was refused, as the booking desk words it. */
  message?: string;
}

export async function cancelByPartner(
  deps: TransitionDeps & { db: AppDb },
  partner: ServerPartner,
  references: readonly string[],
  reason: string,
): Promise<PartnerCancelResult[]> {
  const wanted = [...new Set(references.map((reference) => reference.trim().toUpperCase()))].slice(0, CANCEL_LIMIT);
  const ids = await partnerBookingIds(deps.db, partner.slug, wanted);
  const cancellation = { by: 'partner' as const, reason: reason.trim().slice(0, REASON_MAX) || null };
  const results: PartnerCancelResult[] = [];
  for (const reference of wanted) {
    const id = ids.get(reference);
    if (id === undefined) {
      results.push({ reference, outcome: 'not found' });
      continue;
    }
    try {
      const outcome = await inConversionTransaction(deps.db, id, async (tx, locked) => {
        if (!locked) return 'not found' as const;
        if (locked.cancelledAt) return 'already cancelled' as const;
        await applyTransition(deps, tx, 'partnerCancel', partner, locked, (writer, row) => writeCancellation(writer, row, cancellation));
        return 'cancelled' as const;
      });
      results.push({ reference, outcome });
    } catch (error) {
      if (!(error instanceof RefusedError)) throw error;
      results.push({ reference, outcome: 'refused', message: error.message });
    }
  }
  return results;
}
