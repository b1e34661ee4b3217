import { describe, expect, it } from 'vitest';
import { changesCloseAt } from '../../core/changes-close-at';
import { zonedInstant } from '../../core/zoned-instant';

const WINDOWS = { morning: { start: '08:00' }, afternoon: { start: '12:00' } };
const LOS_ANGELES = { capacity: { timeZone: 'America/Los_Angeles' } };

describe('zonedInstant', () => {
  it.each([
    ['2026-12-04', '08:00', 'America/Los_Angeles', '2026-12-04T16:00:00.000Z'],
    ['2026-07-04', '08:00', 'America/Los_Angeles', '2026-07-04T15:00:00.000Z'],
    ['2026-12-04', '12:00', 'America/Denver', '2026-12-04T19:00:00.000Z'],
    // The day the clocks go back (1 November 2026 in the US): the offset of the time asked, not of midnight.
    ['2026-11-01', '08:00', 'America/Los_Angeles', '2026-11-01T16:00:00.000Z'],
    ['2026-03-08', '12:00', 'America/Los_Angeles', '2026-03-08T19:00:00.000Z'],
    ['2026-12-04', '08:00', 'UTC', '2026-12-04T08:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(expected);
  });
});

describe('changesCloseAt', () => {
  it.each([
    [
      '48 hours before a morning move, by default',
      { moveDate: '2026-12-04', timeOfDay: 'morning' },
      LOS_ANGELES,
      '2026-12-02T16:00:00.000Z',
    ],
    ['before an afternoon move', { moveDate: '2026-12-04', timeOfDay: 'afternoon' }, LOS_ANGELES, '2026-12-02T20:00:00.000Z'],
    ['the earliest window without a time of day', { moveDate: '2026-12-04' }, LOS_ANGELES, '2026-12-02T16:00:00.000Z'],
    [
      "the partner's changesCutoffHours",
      { moveDate: '2026-12-04', timeOfDay: 'morning' },
      { ...LOS_ANGELES, changesCutoffHours: 24 },
      '2026-12-03T16:00:00.000Z',
    ],
    [
      'up to the move itself with 0',
      { moveDate: '2026-12-04', timeOfDay: 'morning' },
      { ...LOS_ANGELES, changesCutoffHours: 0 },
      '2026-12-04T16:00:00.000Z',
    ],
  ])('%s', (_case, booking, partner, expected) => {
    expect(changesCloseAt(booking, partner, WINDOWS)?.toISOString()).toBe(expected);
  });

  it('is null without a move date', () => {
    expect(changesCloseAt({ moveDate: null }, LOS_ANGELES, WINDOWS)).toBeNull();
  });
});
