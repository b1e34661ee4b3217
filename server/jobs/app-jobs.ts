/**
 * Everything the server does on its own, how often, on the app's clock (docs/DECISIONS.md, "One job runner"): the
 * registry job-runner.ts runs. Each process runs every job; each job is safe beside the same job in another process
 * (claims and leases, unique indexes, an advisory lock, deletes that repeat nothing).
 */
import type { BookingDesk } from '../bookings/booking-desk';
import type { AppConfig } from '../config/app-config';
import type { AppDatabase } from '../db/app-database';
import { expireAbandoned } from '../db/expire-abandoned';
import { purgeOldEvents } from '../db/purge-old-events';
import { purgeCustomerEmailSends } from '../delivery/outbox/email-gate';
import { leadEventBody } from '../delivery/outbox/lead-event-body';
import type { OutboxWorker } from '../delivery/outbox/outbox-worker';
import { foldInsightMoves } from '../insights/fold-insight-moves';
import { purgeOldInsights } from '../insights/purge-old-insights';
import { purgeOutboxBodies } from '../delivery/outbox/purge-outbox-bodies';
import { scanAbandoned } from '../delivery/outbox/scan-abandoned';
import { scanResumeEmails } from '../delivery/outbox/scan-resume-emails';
import { RESUME_EMAIL_EVENT } from '../links/resume-email-event';
import type { ServerPartner } from '../partners/server-partner';
import { sweepRateLimitCounters } from '../security/sweep-rate-limit-counters';
import type { Job } from './job';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface AppJobsDeps {
  database: AppDatabase;
  config: AppConfig;
  partners: ReadonlyMap<string, ServerPartner>;
  deliveries: OutboxWorker;
  /** The booking desk: the lapse job releases crews through the transition table. */
  bookings: Pick<BookingDesk, 'releaseLapsed'>;
}

/** The jobs in the order a pass runs them: what writes outbox events comes before the deliveries that send them. */
export function appJobs({ database, config, partners, deliveries, bookings }: AppJobsDeps): Job[] {
  const { db } = database;
  const idleMs = config.leadIdleMinutes * MINUTE;
  // Partners already logged as unknown by this process (scan-abandoned.ts).
  const unknownLogged = new Set<string>();
  return [
    {
      // Provisional crews not confirmed in time go back to their day (server/bookings/release-unconfirmed.ts); the
      // lock of each booking makes two processes release each one once.
      name: 'provisional crew lapse',
      everyMs: MINUTE,
      async run({ now, log }) {
        const released = await bookings.releaseLapsed(now);
        if (released.length > 0) log.info({ released: released.length }, 'provisional crews released unconfirmed');
      },
    },
    {
      name: 'outbox body purge',
      everyMs: HOUR,
      async run({ now, log }) {
        const dropped = await purgeOutboxBodies(db, now, config.outboxBodyDays * 24 * HOUR);
        if (dropped > 0) log.info({ dropped }, 'outbox event bodies dropped after OUTBOX_BODY_DAYS');
      },
    },
    {
      // The customer email bounds look back a day at most (email-gate.ts): older records of sends go.
      name: 'customer email sends purge',
      everyMs: HOUR,
      run: async ({ now }) => void (await purgeCustomerEmailSends(db, now)),
    },
    {
      name: 'abandoned scan',
      everyMs: 30_000,
      async run({ now, log }) {
        for (const eventId of await scanAbandoned(db, { now, idleMs, partners, body: leadEventBody, log, unknownLogged }))
          log.info({ eventId, type: 'booking.abandoned' }, 'abandoned lead written');
      },
    },
    {
      // The customer's "Continue your moving quote" falls due at the abandoned lead's idle time.
      name: 'resume-email scan',
      everyMs: 30_000,
      async run({ now, log }) {
        for (const eventId of await scanResumeEmails(db, { now, idleMs }))
          log.info({ eventId, type: RESUME_EMAIL_EVENT }, 'resume email written');
      },
    },
    {
      // Every tick: the worker claims what is due, and claims again as attempts finish.
      name: 'deliveries',
      everyMs: 0,
      run: async () => void (await deliveries.runOnce()),
      stop: () => deliveries.stop(),
    },
    {
      // A few minutes after start, not during it; the advisory lock lets one process expire at a time.
      name: 'expiry',
      everyMs: HOUR,
      firstAfterMs: 5 * MINUTE,
      async run({ log }) {
        const result = await expireAbandoned(db);
        if (result.ran && result.bookings + result.sessions > 0) log.info(result, 'expired abandoned sessions and bookings');
      },
    },
    {
      name: 'event purge',
      everyMs: HOUR,
      firstAfterMs: 5 * MINUTE,
      async run({ now, log }) {
        const events = await purgeOldEvents(db, now, config.eventRetentionDays);
        if (events > 0) log.info({ events, days: config.eventRetentionDays }, 'purged events past their retention');
      },
    },
    {
      // The moves saves appended, added to their days' and weeks' counts (server/insights/fold-insight-moves.ts): a
      // report reads what is not folded yet beside the counts, so folding often keeps that part small.
      name: 'insights fold',
      everyMs: 10_000,
      run: async () => void (await foldInsightMoves(db)),
    },
    {
      // Each partner's counts and visit places past its insights.retentionMonths (server/insights/purge-old-insights.ts).
      name: 'insights purge',
      everyMs: HOUR,
      firstAfterMs: 5 * MINUTE,
      async run({ now, log }) {
        const counts = await purgeOldInsights(db, [...partners.values()], now);
        if (counts > 0) log.info({ counts }, "purged insights counts past their partner's retention");
      },
    },
    // Counters shared through PostgreSQL (security/shared-rate-limit-store.ts); on PGlite every count is in memory.
    ...(database.kind === 'postgres'
      ? [{ name: 'rate-limit sweep', everyMs: 10 * MINUTE, run: async () => void (await sweepRateLimitCounters(db)) }]
      : []),
  ];
}
