/**
 * The delivery worker every server process runs (docs/DECISIONS.md, "Delivery: outbox, webhooks and many processes"):
 * it claims due deliveries (claim-deliveries.ts) into a fixed number of slots, a few per endpoint or mailbox, and
 * claims again as each attempt finishes, never waiting on a batch, so one hanging endpoint holds only its own slots;
 * it records each result. The job runner (server/jobs/) starts a pass at each of its ticks, on the app's clock;
 * `stop` stops claiming and waits for the attempts in flight, so a clean shutdown records them; a killed process
 * leaves leases that lapse.
 */
import type { AttemptContext } from './attempt-context';
import { attemptDelivery } from './attempt-delivery';
import { endpointLabel } from '../webhooks/endpoint-label';
import { claimDeliveries, type ClaimedDelivery } from './claim-deliveries';
import { finishDelivery } from './finish-delivery';
import type { DeliveryListing } from './list-deliveries';
import { redactAddresses } from './redact-addresses';
import { replayEvent } from './replay-event';

export interface OutboxWorkerOptions extends AttemptContext {
  /** Real-time pause before claiming again while attempts are in flight and none finished (500 ms). */
  pollMs?: number;
  /** Deliveries in flight at once in this process (64). */
  maxInFlight?: number;
  /** Deliveries in flight at once per webhook endpoint or mailbox (8): a hanging one holds no more. */
  perTarget?: number;
}

export interface OutboxWorker {
  /** Stops claiming and resolves once the attempts in flight have recorded their results. */
  stop(): Promise<void>;
  /**
   * One pass now: due deliveries, claimed as earlier ones finish, until none is due and none is in flight; resolves
   * with how many were attempted. The deliveries job runs one at each tick of the job runner; tests call it by hand.
   */
  runOnce(): Promise<number>;
  /** Sends one event's deliveries once more (replay-event.ts); null when there is no such event. */
  replay(eventId: string, options?: { customer?: boolean }): Promise<DeliveryListing[] | null>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, clock, log } = options;
  const pollMs = options.pollMs ?? 500;
  const maxInFlight = options.maxInFlight ?? 64;
  const perTarget = options.perTarget ?? 8;
  // A claimed delivery stays this process's for twice an attempt's deadline, then another may take it.
  const leaseMs = options.timeoutMs * 2;
  let claiming: Promise<number> | null = null;
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
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

  async function runOnce(): Promise<number> {
    let attempted = 0;
    while (!stopped) {
      attempted += await fill();
      if (inFlight.size === 0) {
        // A claim racing the last finish may have found nothing while a delivery was still due: claim once more.
        const more = await fill();
        attempted += more;
        if (more === 0 && inFlight.size === 0) return attempted;
      }
      // Claims again when an attempt finishes, or after a pause: what fell due meanwhile waits on no hanging endpoint.
      let pause: NodeJS.Timeout | undefined;
      await Promise.race([...inFlight, new Promise((resolve) => (pause = setTimeout(resolve, pollMs)))]);
      clearTimeout(pause);
    }
    await Promise.all(inFlight);
    return attempted;
  }

  return {
    async stop() {
      stopped = true;
      await claiming?.catch(() => undefined);
      await Promise.all(inFlight);
    },
    runOnce,
    replay: (eventId, replayOptions) => replayEvent(options, eventId, { customer: replayOptions?.customer ?? false, leaseMs }),
  };
}
