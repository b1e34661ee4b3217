/**
 * The delivery worker every server process runs (docs/DECISIONS.md, "Delivery: outbox, webhooks and email"):
 * it claims due deliveries (claim-deliveries.ts), attempts them together, records each result, and every half
 * minute writes the abandoned leads that fell due (scan-abandoned.ts). All times come from the app's clock;
 * only the pause between polls is real time. `stop` waits for the attempts in flight, so a clean shutdown
 * records them; a killed process leaves leases that lapse.
 */
import type { AttemptContext } from './attempt-delivery';
import { attemptDelivery, endpointLabel } from './attempt-delivery';
import type { BookingEventBody } from './booking-event-body';
import { claimDeliveries, type ClaimedDelivery } from './claim-deliveries';
import { finishDelivery } from './finish-delivery';
import { scanAbandoned } from './scan-abandoned';
import { RESUME_EMAIL_EVENT } from '../../links/resume-email-event';
import { scanResumeEmails } from '../../links/scan-resume-emails';

export interface OutboxWorkerOptions extends AttemptContext {
  leadIdleMs: number;
  body: BookingEventBody;
  /** Real-time pause when nothing was due. */
  pollMs?: number;
  /** Deliveries attempted together. */
  batchSize?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and resolves once the pass in flight has recorded its results. */
  stop(): Promise<void>;
  /** One pass now: the abandoned scan when due, then due deliveries until none are left; resolves with how many were attempted. */
  runOnce(): Promise<number>;
}

/** How often the abandoned-lead scan runs, on the app's clock. */
export const ABANDONED_SCAN_EVERY_MS = 30_000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, log } = options;
  const pollMs = options.pollMs ?? 500;
  const batchSize = options.batchSize ?? 25;
  // A claimed delivery stays this process's for twice an attempt's deadline, then another may take it.
  const leaseMs = options.timeoutMs * 2;
  let lastScan = -Infinity;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  // Set by stop() only: a pass ends after its batch (runOnce in tests runs with the worker never started).
  let stopping = false;

  async function attempt(claim: ClaimedDelivery): Promise<void> {
    const result = await attemptDelivery(options, claim);
    const recorded = await finishDelivery(db, claim, result, clock.now());
    const fields = {
      eventId: claim.eventId,
      type: claim.type,
      partner: claim.partnerSlug,
      channel: claim.channel,
      ...(claim.channel === 'webhook' ? { endpoint: endpointLabel(claim.target) } : {}),
      attempts: claim.attempts,
      status: result.status,
      ...(result.status === 'delivered' ? {} : { error: result.error }),
      ...(result.status === 'pending' ? { nextAttemptAt: result.nextAttemptAt.toISOString() } : {}),
    };
    if (!recorded) log.warn(fields, 'delivery result not recorded: its lease had lapsed and another process took it');
    else if (result.status === 'delivered') log.info(fields, 'delivery sent');
    else log.warn(fields, result.status === 'pending' ? 'delivery failed; will retry' : 'delivery given up');
  }

  async function pass(): Promise<number> {
    const now = clock.now();
    if (now.getTime() - lastScan >= ABANDONED_SCAN_EVERY_MS) {
      lastScan = now.getTime();
      try {
        const written = await scanAbandoned(db, { now, idleMs: options.leadIdleMs, partners: options.partners, body: options.body });
        for (const eventId of written) log.info({ eventId, type: 'booking.abandoned' }, 'abandoned lead written');
        // The customer's "Continue your moving quote" falls due at the same idle time (server/links/scan-resume-emails.ts).
        for (const eventId of await scanResumeEmails(db, { now, idleMs: options.leadIdleMs }))
          log.info({ eventId, type: RESUME_EMAIL_EVENT }, 'resume email written');
      } catch (error) {
        log.warn({ err: error }, 'abandoned-lead scan failed; trying again next time');
      }
    }
    let attempted = 0;
    for (;;) {
      const claimed = await claimDeliveries(db, clock.now(), leaseMs, batchSize);
      await Promise.all(claimed.map(attempt));
      attempted += claimed.length;
      if (claimed.length < batchSize || stopping) return attempted;
    }
  }

  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.warn({ err: error }, 'delivery pass failed; trying again'))
        .finally(schedule);
    }, pollMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule();
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
