/**
 * The API's limits for test servers: the default per-session and per-address limits, which tests of them rely on,
 * while the longer per-address counts (new sessions, events in an hour) are lifted: one test run opens far more
 * sessions from 127.0.0.1 than any real address would. tests/server/hardening/session-and-event-limits.test.ts
 * checks those two with their own values.
 */
import { API_RATE_LIMITS, type ApiRateLimits } from '../../server/security/api-rate-limits';

const LIFTED = { max: 1_000_000, timeWindow: '1 minute' };

export const TEST_RATE_LIMITS: ApiRateLimits = { ...API_RATE_LIMITS, eventsPerAddress: LIFTED, newSessionsPerAddress: LIFTED };

/** `limits` a test sets, with the same lifted counts where it leaves them out. */
export function testRateLimits(limits: ApiRateLimits | undefined): ApiRateLimits {
  return { ...TEST_RATE_LIMITS, ...limits };
}
