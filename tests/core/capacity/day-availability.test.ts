import { describe, expect, it } from 'vitest';
import { dayAvailability, type CrewsUsed } from '../../../core/capacity/day-availability';
import { EXAMPLE_CAPACITY } from './capacity-fixtures';

describe('dayAvailability', () => {
  it.each<[string, string, CrewsUsed, string, string, string]>([
    ['a free Tuesday', '2026-12-08', {}, 'open', 'open', 'open'],
    ['one afternoon crew left', '2026-12-08', { afternoon: 1 }, 'limited', 'open', 'limited'],
    ['mornings full, afternoons free', '2026-12-08', { morning: 3 }, 'limited', 'full', 'open'],
    ['everything taken', '2026-12-08', { morning: 3, afternoon: 2 }, 'full', 'full', 'full'],
    ['a blackout', '2026-12-25', {}, 'blackout', 'full', 'full'],
    ['a weekday with no crews reads as closed', '2026-12-06', {}, 'blackout', 'full', 'full'],
    // Monday offers one morning crew only: the afternoon is not offered and does not make the day full.
    ['one crew on Mondays', '2026-12-07', {}, 'limited', 'limited', 'full'],
    ["Monday's crew taken", '2026-12-07', { morning: 1 }, 'full', 'full', 'full'],
  ])('%s', (_, date, used, status, morning, afternoon) => {
    expect(dayAvailability(EXAMPLE_CAPACITY, date, used, 0)).toMatchObject({
      date,
      status,
      slots: { morning, afternoon },
      priceDifference: 0,
    });
  });

  it('without capacity every day is open', () => {
    expect(dayAvailability(undefined, '2026-12-25', { morning: 40 }, 0).status).toBe('open');
  });

  it.each([
    ['a day without a price rule', { ...EXAMPLE_CAPACITY, priceRules: [{ weekdays: ['fri' as const], percent: 10 }] }, '2026-12-08', 0],
    ['a Friday of a Friday rule', { ...EXAMPLE_CAPACITY, priceRules: [{ weekdays: ['fri' as const], percent: 10 }] }, '2026-12-11', 10],
    [
      'two rules add up',
      {
        ...EXAMPLE_CAPACITY,
        priceRules: [
          { weekdays: ['fri' as const], percent: 10 },
          { months: [12], percent: 5 },
        ],
      },
      '2026-12-11',
      15,
    ],
    ['no capacity', undefined, '2026-12-11', 0],
  ])('carries the percent of labor its price rules add, whatever the booking: %s', (_case, capacity, date, percent) => {
    expect(dayAvailability(capacity, date, {}, 0).pricePercent).toBe(percent);
  });
});
