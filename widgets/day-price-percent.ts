/**
 * A day's price-rule percent as the calendar prints it before the booking can be priced in dollars:
 * '+10%', '-5%'; null for a day without a rule.
 */
export function dayPricePercent(percent: number): string | null {
  const whole = Math.round(percent);
  if (whole === 0 || !Number.isFinite(whole)) return null;
  return `${whole > 0 ? '+' : '-'}${Math.abs(whole)}%`;
}
