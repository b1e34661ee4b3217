import { describe, expect, it } from 'vitest';
import { systemClock } from '../../core/clock';
import { createTestClock } from '../support/test-clock';

describe('clock', () => {
  it('the system clock reads the machine time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a test clock moves only when told', () => {
    const clock = createTestClock('2026-12-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-12-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-12-01T00:01:30.000Z');
    clock.set('2027-01-01T08:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });
});
