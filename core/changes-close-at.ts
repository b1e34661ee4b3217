import { timeZoneOf } from './capacity/time-zone-of';
import { fieldOf } from './is-record';
import { zonedInstant } from './zoned-instant';

/** `changesCutoffHours` of a partner file that leaves it out (docs/PARTNERS.md). */
export const DEFAULT_CHANGES_CUTOFF_HOURS = 48;

/** A partner file's `changesCutoffHours`, or the default. */
export function changesCutoffHoursOf(partner: unknown): number {
  const hours = fieldOf(partner, 'changesCutoffHours');
  return typeof hours === 'number' ? hours : DEFAULT_CHANGES_CUTOFF_HOURS;
}

/** When the arrival windows open ('08:00'), by time of day: flow.json's `constants.timeOfDayHours`. */
type WindowStarts = Readonly<Record<string, { start: string }>>;

/**
 * When online changes and cancellation close (docs/FUNNEL.md, "Manage and resume links"): the partner's
 * `changesCutoffHours` before the move's arrival window opens in the partner's time zone (the earliest window
 * when no time of day is chosen). Null for a booking without a move date: nothing to close.
 */
export function changesCloseAt(booking: Record<string, unknown>, partner: unknown, windows: WindowStarts): Date | null {
  const moveDate = booking.moveDate;
  if (typeof moveDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(moveDate)) return null;
  const chosen = typeof booking.timeOfDay === 'string' ? windows[booking.timeOfDay] : undefined;
  const start =
    chosen?.start ??
    Object.values(windows)
      .map((window) => window.start)
      .sort()[0] ??
    '00:00';
  const cutoff = changesCutoffHoursOf(partner);
  return new Date(zonedInstant(moveDate, start, timeZoneOf(partner)).getTime() - cutoff * 3_600_000);
}
