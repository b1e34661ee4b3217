/**
 * The delivery worker of an app (outbox-worker.ts) from its configuration, partners, clock and logger:
 * the deliveries job (server/jobs/app-jobs.ts) runs its passes; `npm run deliveries -- replay` replays one event.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import type { AppConfig } from '../../config/app-config';
import type { AppDb } from '../../db/app-database';
import type { ServerPartner } from '../../partners/server-partner';
import type { DeliveryMail } from './delivery-mail';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

export function createAppDeliveryWorker(options: {
  db: AppDb;
  config: AppConfig;
  partners: ReadonlyMap<string, ServerPartner>;
  clock: Clock;
  log: FastifyBaseLogger;
  mail: DeliveryMail | null;
  /** Real-time pause before claiming again while attempts are in flight (500 ms). */
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
    pollMs: options.pollMs,
  });
}
