/** The capacity calls across the wire (docs/FUNNEL.md, Calls), shared by the server routes and the API client. */
import type { DayAvailability } from './day-availability';

/** GET /api/v1/availability?from=YYYY-MM-DD&to=YYYY-MM-DD: one entry per day, in order. */
export interface AvailabilityReply {
  days: DayAvailability[];
}

/** POST /api/v1/booking/hold (no body): the hold on one crew of the booking's date and time of day. */
export interface HoldReply {
  /** Null for a converted booking: its crew, if its conversion keeps one, is taken for good, and nothing counts down. */
  hold: { expiresAt: string } | null;
}
