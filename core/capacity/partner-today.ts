/**
 * Today's date where the partner works, as 'YYYY-MM-DD': the day the earliest and latest move dates count from,
 * on the server and in the browser alike. Intl, not a date library: it is in every runtime and costs no bytes.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date at `now` in `timeZone` (an IANA name such as 'America/Los_Angeles'). */
export function partnerToday(now: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether the runtime knows the time zone: the partner check refuses a name it does not. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
