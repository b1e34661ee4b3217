import { describe, expect, it } from 'vitest';
import { formatMoveDate } from '../../core/format-move-date';

describe('formatMoveDate (docs/FUNNEL.md#screens-and-routes: "June 5, 2025")', () => {
  it.each([
    ['2025-06-05', 'June 5, 2025'],
    ['2025-12-31', 'December 31, 2025'],
    ['2026-01-01', 'January 1, 2026'],
    ['2024-02-29', 'February 29, 2024'],
    ['2025-06-05T23:30:00-08:00', 'June 5, 2025'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatMoveDate(iso)).toBe(expected);
  });

  it.each(['', 'June 5', '2025-02-30', '2025-13-01', '05/06/2025'])('refuses %j', (bad) => {
    expect(() => formatMoveDate(bad)).toThrow();
  });
});
