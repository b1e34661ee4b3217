import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, partnerToday } from '../../../core/capacity/partner-today';

describe('partnerToday', () => {
  it.each([
    // 11 pm in California is already tomorrow in UTC: the partner's date, not the server's.
    ['2026-12-02T07:00:00Z', 'America/Los_Angeles', '2026-12-01'],
    ['2026-12-02T07:00:00Z', 'UTC', '2026-12-02'],
    ['2026-12-02T07:00:00Z', 'America/Denver', '2026-12-02'],
    ['2026-12-02T06:59:59Z', 'America/Denver', '2026-12-01'],
    // Summer time: California is UTC-7.
    ['2026-07-01T06:59:00Z', 'America/Los_Angeles', '2026-06-30'],
    ['2026-07-01T07:00:00Z', 'America/Los_Angeles', '2026-07-01'],
  ])('%s in %s is %s', (now, timeZone, today) => {
    expect(partnerToday(new Date(now), timeZone)).toBe(today);
  });
});

describe('isKnownTimeZone', () => {
  it.each([
    ['America/Los_Angeles', true],
    ['UTC', true],
    ['America/San_Francisco', false],
    ['Mars/Olympus', false],
  ])('%s: %s', (timeZone, known) => {
    expect(isKnownTimeZone(timeZone)).toBe(known);
  });
});
