/**
 * Runs the expiry rule (expire-abandoned.ts), the event log's retention (purge-old-events.ts) and the partners' insights
 * retention (server/insights/purge-old-insights.ts) a few minutes
 * after start and then every hour, from every process: the advisory lock lets one of them expire at a time,
 * and a purge run twice deletes nothing more. A failure is logged and retried next hour.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { AppDb } from './app-database';
import { expireAbandoned } from './expire-abandoned';
import { purgeOldInsights } from '../insights/purge-old-insights';
import type { ServerPartner } from '../partners/server-partner';
import { purgeOldEvents } from './purge-old-events';

const FIRST_RUN_MS = 5 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/** Starts the schedule; the returned function stops it (before the database closes). */
export function scheduleExpiry(
  db: AppDb,
  log: FastifyBaseLogger,
  retention: { clock: Clock; eventRetentionDays: number; partners?: readonly ServerPartner[] },
): () => void {
  const run = async () => {
    try {
      const result = await expireAbandoned(db);
      if (result.ran && result.bookings + result.sessions > 0) log.info(result, 'expired abandoned sessions and bookings');
    } catch (error) {
      log.warn({ err: error }, 'expiry of abandoned sessions failed');
    }
    try {
      const events = await purgeOldEvents(db, retention.clock.now(), retention.eventRetentionDays);
      if (events > 0) log.info({ events, days: retention.eventRetentionDays }, 'purged events past their retention');
    } catch (error) {
      log.warn({ err: error }, 'purge of old events failed');
    }
    try {
      const counts = await purgeOldInsights(db, retention.partners ?? [], retention.clock.now());
      if (counts > 0) log.info({ counts }, "purged insights counts past their partner's retention");
    } catch (error) {
      log.warn({ err: error }, 'purge of old insights counts failed');
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
