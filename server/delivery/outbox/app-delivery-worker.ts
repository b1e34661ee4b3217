/**
 * The delivery worker of an app (outbox-worker.ts) from its configuration, partners, clock and logger:
 * build-app.ts starts it with the server and stops it on close; `npm run deliveries -- replay` runs one pass.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import type { AppConfig } from '../../config/app-config';
import type { AppDb } from '../../db/app-database';
import type { ServerPartner } from '../../partners/server-partner';
import type { DeliveryMail } from './delivery-mail';
import { leadEventBody } from './lead-event-body';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

export function createAppDeliveryWorker(options: {
  db: AppDb;
  config: AppConfig;
  partners: ReadonlyMap<string, ServerPartner>;
  clock: Clock;
  log: FastifyBaseLogger;
  mail: DeliveryMail | null;
  /** Real-time pause between polls (500 ms). */
  pollMs?: number;
}): OutboxWorker {
  const { config } = options;
  return createOutboxWorker({
    db: options.db,
    partners: options.partners,
    clock: options.clock,
    log: options.log,
    mail: options.mail,
    webhookSecrets: config.webhookSecrets,
    credential: config.webhookCredential,
    allowPrivateNetwork: config.webhookAllowPrivateNetwork,
    timeoutMs: config.deliveryTimeoutMs,
    publicUrl: config.publicUrl,
    customerEmailLimits: { perBookingHour: config.customerEmailsPerBookingHour, perAddressDay: config.customerEmailsPerAddressDay },
    leadIdleMs: config.leadIdleMinutes * 60_000,
    body: leadEventBody,
    bodyRetentionMs: config.outboxBodyDays * 24 * 3_600_000,
    pollMs: options.pollMs,
  });
}
