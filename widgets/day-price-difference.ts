/**
 * A day's price difference as the calendar prints it on the day: '+$108', '-$20' in whole dollars;
 * null when it rounds to nothing (the day costs what any other does).
 */
export function dayPriceDifference(amount: number): string | null {
  const dollars = Math.round(amount);
  if (dollars === 0 || !Number.isFinite(dollars)) return null;
  return `${dollars > 0 ? '+' : '-'}$${Math.abs(dollars).toLocaleString('en-US')}`;
}
