import { describe, expect, it } from 'vitest';
import type { CalendarDayState } from '../../widgets/calendar-day-state';
import { dayButtonLabel } from '../../widgets/day-button-label';

describe('dayButtonLabel starts with the day number the button shows', () => {
  it.each([
    [new Date(2026, 10, 27), {}, '27, Friday, November 27th, 2026'],
    [new Date(2026, 10, 1), { today: true }, '1, Sunday, November 1st, 2026, today'],
    [new Date(2026, 11, 2), { selected: true }, '2, Wednesday, December 2nd, 2026, selected'],
  ])('%s %j -> %j', (date, modifiers, expected) => {
    expect(dayButtonLabel(date, modifiers)).toBe(expected);
  });

  it.each<[Date, CalendarDayState, string]>([
    [new Date(2026, 11, 4), { limited: false, price: '+$70' }, '4 +$70, Friday, December 4th, 2026'],
    [new Date(2026, 11, 4), { limited: true, price: '+10%' }, '4 +10%, Friday, December 4th, 2026, Few left'],
    [new Date(2026, 11, 6), { unavailable: 'blackout', closedReason: 'Closed', limited: false }, '6, Sunday, December 6th, 2026, Closed'],
  ])('with availability: %s -> %j (the price is shown, so it comes first)', (date, state, expected) => {
    expect(dayButtonLabel(date, {}, state)).toBe(expected);
  });
});
