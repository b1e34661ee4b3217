import { describe, expect, it } from 'vitest';
import { dayButtonLabel } from '../../widgets/day-button-label';

describe('dayButtonLabel starts with the day number the button shows', () => {
  it.each([
    [new Date(2026, 10, 27), {}, '27, Friday, November 27th, 2026'],
    [new Date(2026, 10, 1), { today: true }, '1, Sunday, November 1st, 2026, today'],
    [new Date(2026, 11, 2), { selected: true }, '2, Wednesday, December 2nd, 2026, selected'],
  ])('%s %j -> %j', (date, modifiers, expected) => {
    expect(dayButtonLabel(date, modifiers)).toBe(expected);
  });
});
