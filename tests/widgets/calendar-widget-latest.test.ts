import { describe, expect, it } from 'vitest';
import { latestOf } from '../../widgets/calendar-widget';

describe("latestOf: the calendar's last selectable day", () => {
  const now = new Date(2025, 5, 10, 22, 45); // June 10, 2025, late evening local time

  it('is today + 365 days by default (docs/FUNNEL.md#business-constants), whatever the hour', () => {
    expect(latestOf({}, now)).toBe('2026-06-10');
  });

  it.each([
    [{ maxDaysAhead: 365 }, '2026-06-10'],
    [{ maxDaysAhead: 30 }, '2025-07-10'],
    [{ latest: '2025-12-31' }, '2025-12-31'],
    [{ latest: '2025-12-31', maxDaysAhead: 365 }, '2025-12-31'],
    [{ earliest: '2025-07-04' }, '2026-06-10'],
  ])('%j -> %s', (options, expected) => {
    expect(latestOf(options, now)).toBe(expected);
  });

  it.each([{ latest: '12/31/2025' }, { latest: 20251231 }, { maxDaysAhead: '365' }, { maxDaysAhead: 1.5 }])(
    'throws on a malformed option %j',
    (options) => {
      expect(() => latestOf(options, now)).toThrow();
    },
  );
});
