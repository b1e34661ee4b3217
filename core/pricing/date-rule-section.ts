import { formatMoney } from '../format-money';
import type { FeesSection } from './pricing-section';
import { roundToCents } from './round-to-cents';

/**
 * The move date's price rules as their own line ('Move date rate', '+10% of labor', '$85.05'), so the breakdown
 * shows why a Friday costs more; a discount is a negative cost. Null when no rule applies or it rounds to nothing.
 */
export function dateRuleSection(laborCost: number, percent: number): FeesSection | null {
  // Rounded as a size, half a cent away from zero, so a 5% discount is as large as a 5% surcharge.
  const cost = Math.sign(percent) * roundToCents((laborCost * Math.abs(percent)) / 100);
  if (cost === 0) return null;
  return {
    type: 'fees',
    title: 'Move date rate',
    subtitle: `${percent > 0 ? '+' : ''}${percent}% of labor`,
    cost,
    display_value: formatMoney(cost),
    line_items: [],
  };
}
