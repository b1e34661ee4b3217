import { formatMoney } from '../format-money';
import type { FeesSection, PricingLineItem } from './pricing-section';
import { roundToCents } from './round-to-cents';

/** A fees section, or null when it costs nothing (a $0 line only clutters the panel). */
export function feesSection(
  title: string,
  cost: number,
  options: { subtitle?: string; lineItems?: PricingLineItem[] } = {},
): FeesSection | null {
  const cents = roundToCents(cost);
  if (cents <= 0) return null;
  return {
    type: 'fees',
    title,
    ...(options.subtitle ? { subtitle: options.subtitle } : {}),
    cost: cents,
    display_value: formatMoney(cents),
    line_items: options.lineItems ?? [],
  };
}
