import type { FunnelSession } from './funnel-session';

/**
 * The booking fields its path shows: the visible fields of every step the booking walks, up to and
 * including the first unfinished one. A field of a step off the path (the destination of a labor-only
 * move) or hidden by a rule (the unit number of a house) is not among them, so what leaves the
 * server about a booking (docs/LEADS.md) is what the customer was asked.
 */
export function fieldsOnPath(session: FunnelSession): Set<string> {
  return new Set(session.path().steps.flatMap((stepId) => session.visibleFields(stepId)));
}
