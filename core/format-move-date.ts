const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

// UTC on both sides: a calendar date has no time zone, so it must never drift a day. Made on first use, as
// core/format-money.ts's: loading the app need not wait for it.
let formatter: Intl.DateTimeFormat | undefined;
const dateFormat = () =>
  (formatter ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

/** 'June 5, 2025' from an ISO date '2025-06-05' (a timestamp's date part is used as written). */
export function formatMoveDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: "${isoDate}"`);
  const [year, month, day] = [match[1], match[2], match[3]].map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`Not an ISO date: "${isoDate}"`);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new Error(`Not a calendar date: "${isoDate}"`);
  return dateFormat().format(date);
}
