import { describe, expect, it } from 'vitest';
import { earliestMoveDate } from '../../core/earliest-move-date';

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
