import { isOneOf } from '../../core/is-one-of';

/** The three completion pages (docs/FUNNEL.md, "Saving and conversions"). */
export const COMPLETION_STATUSES = ['pay_now', 'pay_later', 'unserviceable'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

/**
 * The completion page a booking has earned: the conversion the server recorded. The URL's `status`
 * and the card provider's `redirect_status` are the browser's word and choose nothing; without a
 * recorded conversion the page is the 404 page (null), never a completion the customer did not make
 * (docs/DECISIONS.md, "What the server checks").
 */
export function completionStatus(conversionType: unknown): CompletionStatus | null {
  return isOneOf(COMPLETION_STATUSES, conversionType) ? conversionType : null;
}
