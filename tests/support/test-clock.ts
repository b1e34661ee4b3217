/** A clock that moves only when the test says so (core/clock.ts). */
import type { Clock } from '../../core/clock';

export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = '2026-12-01T17:00:00Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
