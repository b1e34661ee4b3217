/** Minutes `timeZone` is ahead of UTC at the instant `utcMs`. */
function offsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant a wall-clock time ('2026-12-03', '08:00') reads in `timeZone` (an IANA name): what a calendar shows
 * as 08:00 there, whatever zone the reader's calendar is in. Daylight saving is the zone's rules' (Intl).
 */
export function zonedTimeToUtc(isoDate: string, hhmm: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const [hours, minutes] = hhmm.split(':').map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO date: "${isoDate}"`);
  const wall = Date.UTC(year, month - 1, day, hours ?? 0, minutes ?? 0);
  const first = wall - offsetMs(wall, timeZone);
  // Judged again at the found instant: a change of offset (DST) between the guess and the answer moves it.
  return new Date(wall - offsetMs(first, timeZone));
}
