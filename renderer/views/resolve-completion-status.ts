import { isOneOf } from '../../core/is-one-of';

/** The three completion pages (docs/FUNNEL.md, "Saving and conversions"). */
export const COMPLETION_STATUSES = ['pay_now', 'pay_later', 'unserviceable'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

function isCompletionStatus(value: unknown): value is CompletionStatus {
  return isOneOf(COMPLETION_STATUSES, value);
}

/**
 * The status comes from `status`, else the card provider's `redirect_status` ('succeeded' means
 * pay_now), else the booking's stored conversionType (docs/FUNNEL.md, "Saving and conversions").
 * Values that name no status are skipped; with none at all nothing was completed, and the page is
 * the 404 page (null), never a completion the customer did not make (docs/DECISIONS.md, "Screens").
 */
export function resolveCompletionStatus(query: URLSearchParams, conversionType: unknown): CompletionStatus | null {
  const status = query.get('status');
  if (isCompletionStatus(status)) return status;
  if (query.get('redirect_status') === 'succeeded') return 'pay_now';
  if (isCompletionStatus(conversionType)) return conversionType;
  return null;
}
