import { isKnownTimeZone } from '../capacity/partner-today';
import { isRecord } from '../is-record';
import type { DescribedError } from './describe-schema-errors';

/**
 * What the partner schema cannot say about `capacity`: a time zone the runtime does not know, and a price rule
 * with no condition (it would change every day's price: that is a rate, set it under `pricing`). Reads the raw
 * value, so a mistake elsewhere in `capacity` does not hide these.
 */
export function lintPartnerCapacity(capacity: Record<string, unknown>): DescribedError[] {
  const problems: DescribedError[] = [...lintTimeZone(capacity.timeZone, '/capacity/timeZone')];
  const { priceRules } = capacity;
  if (Array.isArray(priceRules)) {
    priceRules.forEach((rule: unknown, i) => {
      if (!isRecord(rule) || 'weekdays' in rule || 'months' in rule || 'lastDaysOfMonth' in rule) return;
      problems.push({
        pointer: `/capacity/priceRules/${i}`,
        message:
          'a price rule needs at least one of "weekdays", "months" or "lastDaysOfMonth"; to change every day\'s price, change the rates under "pricing"',
      });
    });
  }
  return problems;
}

/** A time zone the runtime does not know (the partner's top-level `timeZone` or its capacity's), at `pointer`. */
export function lintTimeZone(timeZone: unknown, pointer: string): DescribedError[] {
  if (typeof timeZone !== 'string' || timeZone === '' || isKnownTimeZone(timeZone)) return [];
  return [
    {
      pointer,
      message: `unknown time zone ${JSON.stringify(timeZone)}; use an IANA name such as "America/Los_Angeles" or "America/Denver"`,
    },
  ];
}
