import type { PartnerCapacity } from '../../../core/capacity/partner-capacity';

/** The example capacity: 3 and 2 crews, closed Sundays, two holidays, three price rules. */
export const EXAMPLE_CAPACITY: PartnerCapacity = {
  timeZone: 'America/Los_Angeles',
  crews: { default: { morning: 3, afternoon: 2 }, sun: { morning: 0, afternoon: 0 }, mon: { morning: 1, afternoon: 0 } },
  blackouts: ['2026-12-25', '2027-01-01'],
  priceRules: [
    { weekdays: ['fri', 'sat'], percent: 10 },
    { months: [6, 7, 8], percent: 20 },
    { lastDaysOfMonth: 5, percent: 15 },
  ],
};
