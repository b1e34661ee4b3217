import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysLeftInMonth, monthOf, weekdayOf } from '../../../core/capacity/calendar-date';

describe('calendar dates', () => {
  it.each([
    ['2026-12-30', 3, '2027-01-02'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2026-12-06', 'sun'],
    ['2026-12-07', 'mon'],
    ['2026-12-11', 'fri'],
    ['2026-12-12', 'sat'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    ['2026-12-31', 12, 0],
    ['2026-12-27', 12, 4],
    ['2027-02-28', 2, 0],
    ['2028-02-28', 2, 1],
  ])('%s: month %i, %i days left', (date, month, left) => {
    expect(monthOf(date)).toBe(month);
    expect(daysLeftInMonth(date)).toBe(left);
  });
});
