/**
 * Where each rate limiter counts (docs/DECISIONS.md, "Rate limits: in memory or in the database"), by the name
 * that starts its keys. 'process': in the memory of the process that serves the request, no query; what a save
 * is counted by. 'shared': in PostgreSQL, one count for every process, one statement per counted request; only
 * limits on rare requests that store lasting rows or call Stripe. On PGlite (one process) both count in memory.
 */
export type RateLimitPlacement = 'process' | 'shared';

export const RATE_LIMIT_PLACEMENT: Readonly<Record<string, RateLimitPlacement>> = {
  // Every /api/v1 mutation, per session and per address a minute (server/security/api-rate-limits.ts).
  api: 'process',
  // Every /api/v1 mutation per address an hour.
  'api-events': 'process',
  // Restart booking, per session and per address a minute (server/routes/reset-booking-routes.ts).
  reset: 'process',
  // A step's form sent without the app, per session and per address a minute (server/routes/step-form-route.ts).
  'step-form': 'process',
  // A new visitor's first save: a stored session and booking, kept 31 days.
  'api-new-sessions': 'shared',
  // Each one a Stripe call; card testing spreads its attempts over whatever answers (server/payments/stripe/rate-limit-guard.ts).
  'setup-intent': 'shared',
  'pay-now-verify': 'shared',
};

/** A limiter not listed counts in the database: when in doubt, one count for all processes. */
export function placementOf(key: string): RateLimitPlacement {
  return RATE_LIMIT_PLACEMENT[key.slice(0, key.indexOf(':'))] ?? 'shared';
}
