import { daysLeftInMonth, monthOf, weekdayOf } from './calendar-date';
import type { PartnerCapacity, PriceRule } from './partner-capacity';

/** A rule matches a day when every condition it gives holds. */
function matches(rule: PriceRule, date: string): boolean {
  if (rule.weekdays && !rule.weekdays.includes(weekdayOf(date))) return false;
  if (rule.months && !rule.months.includes(monthOf(date))) return false;
  if (rule.lastDaysOfMonth !== undefined && daysLeftInMonth(date) >= rule.lastDaysOfMonth) return false;
  return true;
}

/**
 * The percent the labor part of the estimate changes on `date`: the sum of every matching rule's percent,
 * never below -100 (labor is never negative). 0 without capacity or without a date.
 */
export function datePricePercent(capacity: PartnerCapacity | undefined, date: string | null | undefined): number {
  if (!capacity?.priceRules || !date) return 0;
  const sum = capacity.priceRules.filter((rule) => matches(rule, date)).reduce((total, rule) => total + rule.percent, 0);
  return Math.max(-100, sum);
}
