import { changesCloseAt } from '../changes-close-at';
import type { Funnel } from './funnel';

/** Why a booking takes no more changes online: it was cancelled, or its reservation is past the partner's cut-off. */
export type ClosedReason = 'cancelled' | 'changesClosed';

/**
 * Whether the booking's steps are closed to the customer (docs/FUNNEL.md, "Manage and resume links"): a cancelled
 * booking, or one the server recorded as reserved (pay later, pay now) once its move is within the partner's
 * `changesCutoffHours` (core/changes-close-at.ts). The booking desk refuses their saves; the pages say so first.
 */
export function closedReason(
  funnel: Funnel,
  booking: Record<string, unknown>,
  partner: unknown,
  recorded: unknown,
  now: Date,
): ClosedReason | null {
  if (typeof booking.cancelledAt === 'string' && booking.cancelledAt !== '') return 'cancelled';
  if (recorded !== 'pay_later' && recorded !== 'pay_now') return null;
  const closeAt = changesCloseAt(booking, partner, funnel.flow.constants.timeOfDayHours);
  return closeAt !== null && now.getTime() >= closeAt.getTime() ? 'changesClosed' : null;
}

/**
 * Where a request for `stepId` of a closed booking goes instead (flow.json's `closedBooking.to`, the manage page, which
 * says why), or null when the step stays open to it (`closedBooking.open`) or the booking is not closed.
 */
export function closedBookingRedirect(funnel: Funnel, stepId: string, reason: ClosedReason | null): string | null {
  const rule = funnel.flow.closedBooking;
  if (reason === null || rule === undefined || rule.open.includes(stepId) || stepId === rule.to) return null;
  return rule.to;
}
