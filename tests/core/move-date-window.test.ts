import { describe, expect, it } from 'vitest';
import { earliestMoveDate, latestMoveDate } from '../../core/move-date-window';

describe("earliestMoveDate (docs/FUNNEL.md#business-constants: the partner's today plus 3 days)", () => {
  it.each([
    ['2025-06-02T00:00:00Z', 'UTC', '2025-06-05'],
    ['2025-06-02T23:59:59Z', 'UTC', '2025-06-05'],
    ['2025-06-30T12:00:00Z', 'UTC', '2025-07-03'],
    ['2025-12-30T09:00:00Z', 'UTC', '2026-01-02'],
    ['2024-02-27T09:00:00Z', 'UTC', '2024-03-01'],
    ['2024-02-26T09:00:00Z', 'UTC', '2024-02-29'],
    // 11 pm in California on December 1 is December 2 on a server in UTC: the partner's date counts.
    ['2026-12-02T07:00:00Z', 'America/Los_Angeles', '2026-12-04'],
    ['2026-12-02T07:00:00Z', 'UTC', '2026-12-05'],
    ['2026-12-02T07:00:00Z', 'America/Denver', '2026-12-05'],
  ])('%s in %s -> %s', (now, timeZone, expected) => {
    expect(earliestMoveDate(new Date(now), timeZone)).toBe(expected);
  });
});

describe("latestMoveDate (docs/FUNNEL.md#business-constants: the partner's today plus 365 days)", () => {
  it.each([
    ['2025-06-02T00:00:00Z', 'UTC', '2026-06-02'],
    ['2025-06-02T23:59:59Z', 'UTC', '2026-06-02'],
    ['2025-01-01T09:00:00Z', 'UTC', '2026-01-01'],
    // 365 days, not one year: a window spanning February 29 ends a day short of the same date.
    ['2024-03-01T09:00:00Z', 'UTC', '2025-03-01'],
    ['2024-01-01T09:00:00Z', 'UTC', '2024-12-31'],
    ['2023-06-01T09:00:00Z', 'UTC', '2024-05-31'],
    ['2026-12-02T07:00:00Z', 'America/Los_Angeles', '2027-12-01'],
  ])('%s in %s -> %s', (now, timeZone, expected) => {
    expect(latestMoveDate(new Date(now), timeZone)).toBe(expected);
  });
});
