import { describe, expect, it } from 'vitest';
import { earliestOf } from '../../widgets/calendar-widget';

describe("earliestOf: the calendar's first selectable day", () => {
  const now = new Date(2025, 5, 10, 22, 45); // June 10, 2025, late evening local time

  it('is today + 3 days by default (docs/FUNNEL.md#business-constants), whatever the hour', () => {
    expect(earliestOf({}, now)).toBe('2025-06-13');
  });

  it.each([
    [{ minDaysAhead: 3 }, '2025-06-13'],
    [{ minDaysAhead: 0 }, '2025-06-10'],
    [{ minDaysAhead: 21 }, '2025-07-01'],
    [{ earliest: '2025-07-04' }, '2025-07-04'],
    [{ earliest: '2025-07-04', minDaysAhead: 3 }, '2025-07-04'],
  ])('%j -> %s', (options, expected) => {
    expect(earliestOf(options, now)).toBe(expected);
  });

  it.each([{ earliest: '07/04/2025' }, { earliest: 20250704 }, { minDaysAhead: '3' }, { minDaysAhead: 1.5 }])(
    'throws on a malformed option %j',
    (options) => {
      expect(() => earliestOf(options, now)).toThrow();
    },
  );
});
