/**
 * ISO calendar dates ('YYYY-MM-DD') <-> local Date at midnight, built from parts: never
 * `new Date('YYYY-MM-DD')`, which parses as UTC and shows the previous day west of Greenwich.
 */
export function parseIsoDate(iso: unknown): Date | undefined {
  if (typeof iso !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Reject rollovers such as 2025-02-30 -> March 2.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** The local calendar date of `date` as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
