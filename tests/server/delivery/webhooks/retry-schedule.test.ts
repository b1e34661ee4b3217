import { describe, expect, it } from 'vitest';
import { nextRetryMs, RETRY_DELAYS_MS, retryDelayMs } from '../../../../server/delivery/webhooks/retry-schedule';
import { retryAfterMs } from '../../../../server/delivery/webhooks/retry-after-ms';

const SECOND = 1000;
const HOUR = 3_600_000;

describe('retryDelayMs', () => {
  it.each([
    // attempt that failed, lowest wait (jitter 0), highest wait (jitter just under 1)
    [1, 4 * SECOND, 6 * SECOND],
    [2, 4 * 60 * SECOND, 6 * 60 * SECOND],
    [3, 24 * 60 * SECOND, 36 * 60 * SECOND],
    [9, 19.2 * HOUR, 28.8 * HOUR],
  ])('after attempt %i waits %i to %i ms', (attempts, low, high) => {
    expect(retryDelayMs(attempts, () => 0)).toBe(low);
    expect(retryDelayMs(attempts, () => 0.999_999)).toBeCloseTo(high, -2);
  });

  it('retries first within 10 seconds and spans more than a day, then gives up', () => {
    expect(retryDelayMs(1, () => 0.999_999)!).toBeLessThan(10 * SECOND);
    const span = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(span).toBeGreaterThan(24 * HOUR);
    expect(retryDelayMs(RETRY_DELAYS_MS.length + 1)).toBeNull();
  });
});

describe('retryAfterMs', () => {
  it('answered 503 with Retry-After: 0 every time, a delivery keeps trying for a day before it gives up', () => {
    let age = 0;
    let attempts = 1;
    for (;;) {
      const wait = nextRetryMs(attempts, age, retryAfterMs('0', now));
      if (wait === null) break;
      expect(wait).toBeGreaterThanOrEqual(5 * SECOND);
      age += wait;
      attempts += 1;
    }
    expect(age).toBeGreaterThanOrEqual(24 * HOUR);
    expect(attempts).toBe(RETRY_DELAYS_MS.length + 2);
  });

  const now = new Date('2026-12-01T17:00:00Z');
  it.each<[string | undefined, number | null]>([
    ['120', 120 * SECOND],
    // At least 5 s: `Retry-After: 0` must not spend every attempt in seconds.
    ['0', 5 * SECOND],
    ['Tue, 01 Dec 2026 17:05:00 GMT', 5 * 60 * SECOND],
    ['Tue, 01 Dec 2026 16:00:00 GMT', 5 * SECOND],
    // At most an hour.
    ['999999', HOUR],
    ['soon', null],
    [undefined, null],
  ])('Retry-After %s waits %s ms', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms);
  });
});
