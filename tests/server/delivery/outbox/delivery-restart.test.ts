/**
 * The real server as a process (PGlite on disk) with 200 webhook events due, killed with SIGKILL (its whole
 * process group) while deliveries are in flight: after a restart every event arrives, and only an event whose
 * receiver had already answered before the process died may arrive twice.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../../support/migrated-data-dir';
import { openDatabase } from '../../../../server/db/open-database';
import { enqueueEvent } from '../../../../server/delivery/outbox/enqueue-event';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { leadEvent, leadInput, PAY_LATER } from '../../helpers/test-leads';
import { startServerProcess } from '../../helpers/server-process';
import { partnersDirWithWebhook, partnersWithWebhook, WEBHOOK_SECRET_ENV } from '../../helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';

const EVENTS = 200;
const dataDir = migratedDataDir('delivery-restart-');
const started: ChildProcess[] = [];
const cleanup: string[] = [dataDir];
let receiver: WebhookReceiver | undefined;

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  await receiver?.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('delivery across a SIGKILL', () => {
  it('delivers all 200 events after a restart, none twice unless answered before the process died', async () => {
    receiver = await startWebhookReceiver();
    // Slow answers keep deliveries in flight when the process dies; while `dying`, nothing is answered (the
    // sender is being killed), so "answered before it died" is exact.
    let dying = false;
    receiver.respond = () => new Promise((resolve) => setTimeout(() => resolve(dying ? 'hang' : { status: 200 }), 200));
    const partnersDir = partnersDirWithWebhook(receiver.url);
    cleanup.push(partnersDir);

    // 200 events due, written as a conversion writes them (webhook only: no mailbox, to keep the test lean).
    const seeded = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const bayside = partnersWithWebhook(receiver.url).find((p) => p.slug === 'bayside-movers')!;
    const partner = { ...bayside, delivery: { webhooks: bayside.delivery!.webhooks } };
    const now = new Date();
    await seeded.db.transaction(async (tx) => {
      for (let i = 1; i <= EVENTS; i++) {
        const body = leadEvent(
          'booking.converted',
          buildLead(leadInput('bayside-movers', COMPLETE_BOOKING, PAY_LATER, { reference: `R${String(i).padStart(7, '0')}` })),
          now,
        );
        await enqueueEvent(tx, {
          type: 'booking.converted',
          bookingId: i,
          reference: `R${String(i).padStart(7, '0')}`,
          partner,
          body,
          toCustomer: false,
          at: now,
        });
      }
    });
    await seeded.close();

    const env = {
      PORT: '0',
      DATA_DIR: dataDir,
      PARTNERS_DIR: partnersDir,
      [WEBHOOK_SECRET_ENV]: `whsec_${randomBytes(32).toString('base64')}`,
      WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
      // A lease of twice this: deliveries the dead process held are taken again two seconds after it died.
      DELIVERY_TIMEOUT_SECONDS: '1',
    };
    const first = await startServerProcess(env, (child) => started.push(child), { detached: true });
    // Killed while some deliveries are answered and others are still waiting for their answer.
    await until(() => receiver!.answered.length >= 20 && receiver!.received.length - receiver!.answered.length >= 5, 60_000);
    dying = true;
    const answeredBeforeDeath = new Set(receiver.answered);
    const inFlight = receiver.received.length - receiver.answered.length;
    process.kill(-first.child.pid!, 'SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    dying = false;
    await startServerProcess(env, (child) => started.push(child), { detached: true });
    await until(() => new Set(receiver!.answered).size === EVENTS, 60_000);
    // Wait out the second process's polls once more: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const counts = new Map<string, number>();
    for (const id of receiver.answered) counts.set(id, (counts.get(id) ?? 0) + 1);
    const twice = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
    expect(counts.size).toBe(EVENTS);
    expect(twice.filter((id) => !answeredBeforeDeath.has(id))).toEqual([]);
    expect(inFlight).toBeGreaterThan(0);
  }, 120_000);
});
