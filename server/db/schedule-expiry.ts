/**
 * Runs the expiry rule (expire-abandoned.ts) a few minutes after start and then every hour, from every
 * process: the advisory lock lets one of them work at a time. A failure is logged and retried next hour.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from './app-database';
import { expireAbandoned } from './expire-abandoned';

const FIRST_RUN_MS = 5 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/** Starts the schedule; the returned function stops it (before the database closes). */
export function scheduleExpiry(db: AppDb, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const result = await expireAbandoned(db);
      if (result.ran && result.bookings + result.sessions > 0) log.info(result, 'expired abandoned sessions and bookings');
    } catch (error) {
      log.warn({ err: error }, 'expiry of abandoned sessions failed');
    }
  };
  const first = setTimeout(() => void run(), FIRST_RUN_MS);
  const every = setInterval(() => void run(), EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
