/**
 * What of a client booking goes into `bookings.data`: everything but the fields the server owns
 * (id, revision, syncedAt come from columns) and `currentStep`, which SPEC section 3 drops from the
 * stored result (the event log keeps it).
 */
const NOT_STORED = new Set(['id', 'revision', 'syncedAt', 'currentStep']);

export function toStoredData(booking: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(booking).filter(([field]) => !NOT_STORED.has(field)));
}
