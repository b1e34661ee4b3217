/**
 * The instant a wall-clock time names in a time zone: '2026-12-04', '08:00', 'America/Los_Angeles' is 16:00 UTC.
 * Intl, not a date library, as core/capacity/partner-today.ts: the offset at a first guess, then at the answer,
 * which settles it on the days the clocks change.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockMs(at: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const first = asUtc - (wallClockMs(asUtc, timeZone) - asUtc);
  return new Date(asUtc - (wallClockMs(first, timeZone) - first));
}
