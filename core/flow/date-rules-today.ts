import { isRecord } from '../is-record';

/**
 * The day the flow's rules relative to today (the move date at least `earliestMoveDateDays` ahead, at most
 * `latestMoveDateDays`) are judged on: the moment the booking's move date was chosen, while it is unchanged
 * (`moveDateChosen`, set by the server on the save that chose it); else `today`. So a booking does not decay
 * with the clock: a note saved, a page opened or Stripe's late webhook in the last days before the move
 * judge the date as it was judged when chosen. A conversion judges it again on its own day (the server
 * drops `moveDateChosen` there).
 */
export function dateRulesToday(booking: Record<string, unknown>, today: Date): Date {
  const chosen = booking.moveDateChosen;
  if (!isRecord(chosen) || typeof chosen.at !== 'string' || typeof booking.moveDate !== 'string') return today;
  if (chosen.date !== booking.moveDate.slice(0, 10)) return today;
  const at = new Date(chosen.at);
  return Number.isNaN(at.getTime()) || at > today ? today : at;
}
