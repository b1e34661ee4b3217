import { describe, expect, it } from 'vitest';
import { earliestMoveDate, latestMoveDate } from '../../core/move-date-window';

describe('earliestMoveDate (docs/FUNNEL.md#business-constants: today plus 3 days, start of day)', () => {
  it.each([
    [new Date(2025, 5, 2, 0, 0, 0), '2025-06-05'],
    [new Date(2025, 5, 2, 23, 59, 59), '2025-06-05'],
    [new Date(2025, 5, 30, 12), '2025-07-03'],
    [new Date(2025, 11, 30, 9), '2026-01-02'],
    [new Date(2024, 1, 27, 9), '2024-03-01'],
    [new Date(2024, 1, 26, 9), '2024-02-29'],
  ])('%s -> %s', (today, expected) => {
    expect(earliestMoveDate(today)).toBe(expected);
  });
});

describe('latestMoveDate (docs/FUNNEL.md#business-constants: today plus 365 days, start of day)', () => {
  it.each([
    [new Date(2025, 5, 2, 0, 0, 0), '2026-06-02'],
    [new Date(2025, 5, 2, 23, 59, 59), '2026-06-02'],
    [new Date(2025, 0, 1, 9), '2026-01-01'],
    // 365 days, not one year: a window spanning February 29 ends a day short of the same date.
    [new Date(2024, 2, 1, 9), '2025-03-01'],
    [new Date(2024, 0, 1, 9), '2024-12-31'],
    [new Date(2023, 5, 1, 9), '2024-05-31'],
  ])('%s -> %s', (today, expected) => {
    expect(latestMoveDate(today)).toBe(expected);
  });
});
