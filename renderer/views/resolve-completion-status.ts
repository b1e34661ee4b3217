/** The three completion pages of docs/FUNNEL.md#saving-and-conversions. */
export const COMPLETION_STATUSES = ['pay_now', 'pay_later', 'unserviceable'] as const;
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];

function isCompletionStatus(value: unknown): value is CompletionStatus {
  return (COMPLETION_STATUSES as readonly unknown[]).includes(value);
}

/**
 * docs/FUNNEL.md#saving-and-conversions: the status comes from `status`, else the card provider's `redirect_status`
 * ('succeeded' means pay_now), else the booking's stored conversionType. Values that name no
 * status are skipped; with none at all the booking was only saved, which is the pay_later page.
 */
export function resolveCompletionStatus(query: URLSearchParams, conversionType: unknown): CompletionStatus {
  const status = query.get('status');
  if (isCompletionStatus(status)) return status;
  if (query.get('redirect_status') === 'succeeded') return 'pay_now';
  if (isCompletionStatus(conversionType)) return conversionType;
  return 'pay_later';
}
