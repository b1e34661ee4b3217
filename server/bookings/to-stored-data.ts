/**
 * What of a client booking goes into `bookings.data`: everything but the fields the server owns
 * (id, revision, syncedAt come from columns; conversionType and unserviceableReason are set only by
 * the conversion routes and Stripe's answer, so a client cannot claim pay_now by saving it) and
 * `currentStep`, which docs/FUNNEL.md#saving-and-conversions drops from the stored result (the event log keeps it all).
 */
const NOT_STORED = new Set(['id', 'revision', 'syncedAt', 'currentStep', 'conversionType', 'unserviceableReason']);

export function toStoredData(booking: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(booking).filter(([field]) => !NOT_STORED.has(field)));
}
