/**
 * What the server does on its own, as a named service (docs/DECISIONS.md, "Typed routes"): the delivery worker
 * (`app.deliveries`) and the job runner (`app.jobs`, ./app-jobs.ts) on the app's clock, started when the server is
 * ready and stopped after the last request, before main.ts closes the database (attempts in flight record their results).
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/app-config';
import type { AppDatabase } from '../db/app-database';
import { createAppDeliveryMail } from '../delivery/outbox/app-delivery-mail';
import { createAppDeliveryWorker } from '../delivery/outbox/app-delivery-worker';
import type { DeliveryMail } from '../delivery/outbox/delivery-mail';
import type { OutboxWorker } from '../delivery/outbox/outbox-worker';
import type { ServerPartner } from '../partners/server-partner';
import { appJobs } from './app-jobs';
import { createJobRunner, type JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's delivery worker (server/delivery/outbox/outbox-worker.ts): the operator's replays; tests drain it by hand. */
    deliveries: OutboxWorker;
    /** Everything the server does on its own (server/jobs/app-jobs.ts); tests run a pass with `runOnce`. */
    jobs: JobRunner;
  }
}

export interface JobsOptions {
  database: AppDatabase;
  config: AppConfig;
  partners: ReadonlyMap<string, ServerPartner>;
  /** How the worker writes and sends email; undefined: SMTP_URL, else .eml files under DATA_DIR/mail/. */
  mail?: DeliveryMail | null;
  /** Real-time pause between the runner's ticks and the worker's claims (500 ms). */
  pollMs?: number;
  /** Start the runner with the server; inject tests leave it stopped and call `app.jobs.runOnce()`. */
  start: boolean;
}

export const jobsPlugin = fp<JobsOptions>(
  async (app, { database, config, partners, pollMs, start, ...options }) => {
    const mail = options.mail === undefined ? createAppDeliveryMail(config, app.log) : options.mail;
    const { clock, log } = app;
    const deliveries = createAppDeliveryWorker({ db: database.db, config, partners, clock, log, mail, pollMs });
    const jobs = createJobRunner({
      jobs: appJobs({ database, config, partners, deliveries, bookings: app.bookings }),
      clock,
      log,
      tickMs: pollMs,
    });
    app.decorate('deliveries', deliveries);
    app.decorate('jobs', jobs);
    if (start) app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', async () => {
      await jobs.stop();
      mail?.close?.();
    });
  },
  { name: 'jobs', dependencies: ['clock', 'booking-desk'], fastify: '5.x' },
);
