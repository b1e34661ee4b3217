/**
 * The delivery worker every server process runs (docs/DECISIONS.md, "Delivery: outbox, webhooks and many processes"):
 * it claims due deliveries (claim-deliveries.ts) into a fixed number of slots, a few per endpoint or mailbox, and
 * claims again as each attempt finishes, never waiting on a batch, so one hanging endpoint holds only its own slots;
 * it records each result, and every half minute writes the abandoned leads and resume emails that fell due
 * (scan-abandoned.ts, scan-resume-emails.ts). All times come from the app's clock;
 * only the pause between polls is real time. `stop` waits for the attempts in flight, so a clean shutdown
 * records them; a killed process leaves leases that lapse.
 */
import type { AttemptContext } from './attempt-delivery';
import { attemptDelivery, endpointLabel } from './attempt-delivery';
import type { BookingEventBody } from './booking-event-body';
import { claimDeliveries, type ClaimedDelivery } from './claim-deliveries';
import { finishDelivery } from './finish-delivery';
import type { DeliveryListing } from './list-deliveries';
import { purgeCustomerEmailSends } from './email-gate';
import { purgeOutboxBodies } from './purge-outbox-bodies';
import { redactAddresses } from './redact-addresses';
import { replayEvent } from './replay-event';
import { scanAbandoned } from './scan-abandoned';
import { RESUME_EMAIL_EVENT } from '../../links/resume-email-event';
import { scanResumeEmails } from './scan-resume-emails';

export interface OutboxWorkerOptions extends AttemptContext {
  leadIdleMs: number;
  body: BookingEventBody;
  /** How long an event keeps its body before it becomes a tombstone (purge-outbox-bodies.ts); absent: forever. */
  bodyRetentionMs?: number;
  /** Real-time pause when nothing was due. */
  pollMs?: number;
  /** Deliveries in flight at once in this process (64). */
  maxInFlight?: number;
  /** Deliveries in flight at once per webhook endpoint or mailbox (8): a hanging one holds no more. */
  perTarget?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and resolves once the attempts in flight have recorded their results. */
  stop(): Promise<void>;
  /**
   * One pass now: the abandoned scan when due, then due deliveries, claimed as earlier ones finish, until none is
   * due and none is in flight; resolves with how many were attempted.
   */
  runOnce(): Promise<number>;
  /** Sends one event's deliveries once more (replay-event.ts); null when there is no such event. */
  replay(eventId: string, options?: { customer?: boolean }): Promise<DeliveryListing[] | null>;
}

/** How often the abandoned-lead scan runs, on the app's clock. */
export const ABANDONED_SCAN_EVERY_MS = 30_000;
/** How often old outbox bodies are dropped, on the app's clock. */
const PURGE_EVERY_MS = 3_600_000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, log } = options;
  const pollMs = options.pollMs ?? 500;
  const maxInFlight = options.maxInFlight ?? 64;
  const perTarget = options.perTarget ?? 8;
  // A claimed delivery stays this process's for twice an attempt's deadline, then another may take it.
  const leaseMs = options.timeoutMs * 2;
  let lastScan = -Infinity;
  let lastPurge = -Infinity;
  let scanning: Promise<void> | null = null;
  let claiming: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  const inFlight = new Set<Promise<void>>();
  const unknownLogged = new Set<string>();
  const inFlightByTarget = new Map<string, number>();

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
      // 'reason', not 'error': the logger describes an 'error' field as an Error and drops a string's text.
      ...(result.status === 'delivered' ? {} : { reason: redactAddresses(result.error) }),
      ...(result.status === 'pending' ? { nextAttemptAt: result.nextAttemptAt.toISOString() } : {}),
    };
    if (!recorded) log.warn(fields, 'delivery result not recorded: its lease had lapsed and another process took it');
    else if (result.status === 'delivered') log.info(fields, 'delivery sent');
    else if (result.status === 'skipped') log.info(fields, 'delivery skipped');
    else log.warn(fields, result.status === 'pending' ? 'delivery failed; will retry' : 'delivery given up');
  }

  /** Starts one claimed delivery; when it ends, its slot frees and the worker claims again at once. */
  function launch(claim: ClaimedDelivery): void {
    inFlightByTarget.set(claim.target, (inFlightByTarget.get(claim.target) ?? 0) + 1);
    const running: Promise<void> = attempt(claim)
      .catch((error: unknown) => log.warn({ err: error, eventId: claim.eventId }, 'delivery attempt not recorded'))
      .finally(() => {
        inFlight.delete(running);
        const left = (inFlightByTarget.get(claim.target) ?? 1) - 1;
        if (left > 0) inFlightByTarget.set(claim.target, left);
        else inFlightByTarget.delete(claim.target);
        if (!stopped) void fill().catch((error: unknown) => log.warn({ err: error }, 'delivery claim failed; trying again'));
      });
    inFlight.add(running);
  }

  /** Claims due deliveries into the free slots, one claim at a time; how many it started. */
  function fill(): Promise<number> {
    claiming ??= (async () => {
      let started = 0;
      while (inFlight.size < maxInFlight) {
        const claimed = await claimDeliveries(db, clock.now(), leaseMs, {
          limit: maxInFlight - inFlight.size,
          perTarget,
          inFlight: inFlightByTarget,
        });
        for (const claim of claimed) launch(claim);
        started += claimed.length;
        if (claimed.length === 0) break;
      }
      return started;
    })().finally(() => {
      claiming = null;
    });
    return claiming;
  }

  /** The abandoned-lead and resume-email scans, when their half minute on the app's clock has passed. */
  function scanWhenDue(): Promise<void> {
    const now = clock.now();
    if (scanning || now.getTime() - lastScan < ABANDONED_SCAN_EVERY_MS) return scanning ?? Promise.resolve();
    lastScan = now.getTime();
    const purge = options.bodyRetentionMs;
    const hourly = now.getTime() - lastPurge >= PURGE_EVERY_MS;
    const purgeDue = purge !== undefined && hourly;
    if (hourly) lastPurge = now.getTime();
    scanning = (async () => {
      // The customer email bounds look back a day at most (email-gate.ts): older records of sends go.
      if (hourly)
        await purgeCustomerEmailSends(db, now).catch((error: unknown) =>
          log.warn({ err: error }, 'dropping old customer email records failed'),
        );
      if (purgeDue) {
        const dropped = await purgeOutboxBodies(db, now, purge).catch((error: unknown) => {
          log.warn({ err: error }, 'dropping old outbox bodies failed; trying again next hour');
          return 0;
        });
        if (dropped > 0) log.info({ dropped }, 'outbox event bodies dropped after OUTBOX_BODY_DAYS');
      }
      const written = await scanAbandoned(db, {
        now,
        idleMs: options.leadIdleMs,
        partners: options.partners,
        body: options.body,
        log,
        unknownLogged,
      });
      for (const eventId of written) log.info({ eventId, type: 'booking.abandoned' }, 'abandoned lead written');
      // The customer's "Continue your moving quote" falls due at the same idle time (scan-resume-emails.ts).
      for (const eventId of await scanResumeEmails(db, { now, idleMs: options.leadIdleMs }))
        log.info({ eventId, type: RESUME_EMAIL_EVENT }, 'resume email written');
    })()
      .catch((error: unknown) => log.warn({ err: error }, 'abandoned-lead scan failed; trying again next time'))
      .finally(() => {
        scanning = null;
      });
    return scanning;
  }

  async function runOnce(): Promise<number> {
    await scanWhenDue();
    let attempted = 0;
    for (;;) {
      attempted += await fill();
      if (inFlight.size === 0) {
        // A claim racing the last finish may have found nothing while a delivery was still due: claim once more.
        const more = await fill();
        attempted += more;
        if (more === 0 && inFlight.size === 0) return attempted;
      }
      await Promise.race(inFlight);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void scanWhenDue();
      fill()
        .catch((error: unknown) => log.warn({ err: error }, 'delivery pass failed; trying again'))
        .finally(schedule);
    }, pollMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await claiming?.catch(() => undefined);
      await scanning;
      await Promise.all(inFlight);
    },
    runOnce,
    replay: (eventId, replayOptions) => replayEvent(options, eventId, { customer: replayOptions?.customer ?? false, leaseMs }),
  };
}
