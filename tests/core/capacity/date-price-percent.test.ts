import { describe, expect, it } from 'vitest';
import { datePricePercent } from '../../../core/capacity/date-price-percent';
import { EXAMPLE_CAPACITY } from './capacity-fixtures';

describe('datePricePercent', () => {
  it.each([
    ['a plain Tuesday', '2026-12-08', 0],
    ['a Friday', '2026-12-11', 10],
    ['a Saturday', '2026-12-12', 10],
    ['a summer Wednesday', '2027-07-07', 20],
    ['the fifth-to-last day of a month', '2026-12-27', 15],
    ['the sixth-to-last day is not', '2026-12-26', 10],
    ['a summer Friday at the end of the month: the rules add up', '2027-07-30', 45],
    ['the last day of February', '2027-02-28', 15],
    ['no date yet', null, 0],
  ])('%s (%s): %i%', (_, date, percent) => {
    expect(datePricePercent(EXAMPLE_CAPACITY, date)).toBe(percent);
  });

  it('needs every condition of a rule: summer Saturdays only', () => {
    const capacity = { ...EXAMPLE_CAPACITY, priceRules: [{ weekdays: ['sat' as const], months: [7], percent: 25 }] };
    expect([
      datePricePercent(capacity, '2027-07-10'),
      datePricePercent(capacity, '2027-07-09'),
      datePricePercent(capacity, '2027-08-07'),
    ]).toEqual([25, 0, 0]);
  });

  it('never takes more than all of the labor off', () => {
    const capacity = {
      ...EXAMPLE_CAPACITY,
      priceRules: [
        { months: [1], percent: -80 },
        { weekdays: ['mon' as const], percent: -60 },
      ],
    };
    expect(datePricePercent(capacity, '2027-01-04')).toBe(-100);
  });

  it('is 0 without capacity', () => {
    expect(datePricePercent(undefined, '2026-12-11')).toBe(0);
  });
});
