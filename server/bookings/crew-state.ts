/**
 * The booking's crew as the lead names it (`bookings.crew_state`; docs/LEADS.md, `crew`): `none` when no crew was taken
 * (not converted, unserviceable, a partner whose pay later takes none, or past the caps on provisional crews),
 * `provisional` (pay later with `capacity.payLater` "confirmed": taken until `confirm_by`, released unless the customer
 * confirms), `firm` (pay now, a confirmed booking, or `takesCrew`), `released` (lapsed, withdrawn or cancelled).
 */
export const CREW_STATES = ['none', 'provisional', 'firm', 'released'] as const;
export type CrewState = (typeof CREW_STATES)[number];

/** The booking has a crew taken (its claim in `crew_claims` is `taken`). */
export const holdsCrew = (state: string): boolean => state === 'provisional' || state === 'firm';
