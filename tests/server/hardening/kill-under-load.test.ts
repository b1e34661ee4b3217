/**
 * Fault injection (docs/DECISIONS.md, Hardening): the real server process under a steady stream of saves from several
 * customers is SIGKILLed mid-stream and started again on the same port. Every save a client saw acknowledged
 * (200) must be in the database afterwards: its event in booking_events, and the booking at least at its revision.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../support/migrated-data-dir';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/open-database';
import { bookingEvents, bookings } from '../../../server/db/schema';
import { readCsrf, readProps } from '../helpers/test-app';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../helpers/test-databases';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';

const CUSTOMERS = 8;
/** Each customer saves about five times a second: far above a person, well under the per-session limit per process. */
const PACE_MS = 200;
/** Acknowledged saves to see before the kill, and again after the restart, before the stream stops. */
const ACKS_BEFORE_KILL = 60;
const ACKS_AFTER_RESTART = 60;

interface Ack {
  /** The booking's reference: answers carry no database id. */
  reference: string;
  revision: number;
  firstName: string;
}

const started: ServerProcess[] = [];
const cleanup: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  for (const step of cleanup) await step();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const variants = [{ name: 'pglite' as const }, ...(TEST_DATABASE_URL ? [{ name: 'postgres' as const }] : [])];

describe.each(variants)('SIGKILL under a stream of saves ($name)', ({ name }) => {
  it('keeps every acknowledged save', async () => {
    const dataDir = migratedDataDir('booking-kill-');
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let shared: SharedPostgres | undefined;
    if (name === 'postgres') {
      shared = await createPostgresDatabase(TEST_DATABASE_URL!);
      cleanup.push(() => shared!.drop());
    }
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, ...(shared ? { DATABASE_URL: shared.url } : {}) };
    const first = await startServerProcess(env);
    started.push(first);
    const base = first.url;

    // The customers open the page (session, CSRF token, booking) before the stream starts.
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, index) => {
        const page = await fetch(`${base}/partners/bayside-movers/book`);
        const html = await page.text();
        const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
        const csrf = readCsrf(html);
        // A page load stores nothing: the first save creates the booking this customer then streams to.
        const created = await fetch(`${base}/api/v1/booking`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            cookie,
            'x-csrf-token': csrf,
            'x-partner-slug': 'bayside-movers',
          },
          body: JSON.stringify({ booking: { ...readProps(html).booking, firstName: `c${index}` } }),
        });
        const booking = (await created.json()) as { reference: string; revision: number };
        return { index, cookie, csrf, reference: booking.reference, revision: booking.revision };
      }),
    );

    const figures = { sent: 0, acknowledged: 0, refused409: 0, status5xx: 0, status429: 0, networkErrors: 0 };
    const acks: Ack[] = [];
    let streaming = true;

    async function stream(customer: (typeof customers)[number]) {
      let n = 0;
      while (streaming) {
        const firstName = `c${customer.index}-${n++}`;
        const booking = { reference: customer.reference, revision: customer.revision, firstName, bedrooms: n % 10, currentStep: 'landing' };
        figures.sent++;
        try {
          const response = await fetch(`${base}/api/v1/booking`, {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              cookie: customer.cookie,
              'x-csrf-token': customer.csrf,
              'x-partner-slug': 'bayside-movers',
            },
            body: JSON.stringify({ booking }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await response.json()) as { revision?: number; booking?: { revision: number } };
          if (response.status === 200) {
            figures.acknowledged++;
            acks.push({ reference: customer.reference, revision: body.revision!, firstName });
            customer.revision = body.revision!;
          } else if (response.status === 409) {
            // A save that reached the database but whose answer was lost in the kill: adopt the stored revision.
            figures.refused409++;
            customer.revision = body.booking!.revision;
          } else if (response.status >= 500) figures.status5xx++;
          else if (response.status === 429) figures.status429++;
        } catch {
          // Connection refused or reset: the server is down. The answer never came, so nothing is acknowledged.
          figures.networkErrors++;
        }
        await sleep(PACE_MS);
      }
    }

    const streams = Promise.all(customers.map(stream));
    await until(() => figures.acknowledged >= ACKS_BEFORE_KILL, 60_000, 'saves before the kill');
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const acknowledgedBeforeKill = figures.acknowledged;

    const second = await startServerProcess(env);
    started.push(second);
    await until(() => figures.acknowledged >= acknowledgedBeforeKill + ACKS_AFTER_RESTART, 60_000, 'saves after the restart');
    streaming = false;
    await streams;
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });

    // Read the database directly, with the server gone.
    const database = await openDatabase(
      shared ? { kind: 'postgres', url: shared.url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    );
    let found = 0;
    const missing: Ack[] = [];
    try {
      const rows = new Map(
        (
          await database.db
            .select()
            .from(bookings)
            .where(
              inArray(
                bookings.reference,
                customers.map((c) => c.reference),
              ),
            )
        ).map((row) => [row.reference, row]),
      );
      for (const ack of acks) {
        const events = await database.db
          .select()
          .from(bookingEvents)
          .where(
            and(
              eq(bookingEvents.bookingId, rows.get(ack.reference)!.id),
              eq(bookingEvents.revision, ack.revision),
              eq(bookingEvents.kind, 'save'),
            ),
          );
        // Each save changes the name, so its event records the new one.
        const payload = events[0]?.payload as { changed?: { firstName?: string } } | undefined;
        if (events.length === 1 && payload?.changed?.firstName === ack.firstName) found++;
        else missing.push(ack);
      }
      for (const customer of customers) {
        const last = acks.filter((ack) => ack.reference === customer.reference).at(-1);
        expect(rows.get(customer.reference)!.revision).toBeGreaterThanOrEqual(last?.revision ?? 0);
      }
    } finally {
      await database.close();
    }

    console.log(
      `[kill-under-load/${name}] saves sent: ${figures.sent}, acknowledged: ${figures.acknowledged} (${acknowledgedBeforeKill} before the kill), ` +
        `found after the kill: ${found}, missing: ${missing.length}, 409 after lost answers: ${figures.refused409}, ` +
        `network errors while down: ${figures.networkErrors}, 429: ${figures.status429}, 5xx seen: ${figures.status5xx}`,
    );
    expect(missing).toEqual([]);
    expect(found).toBe(acks.length);
    expect(acknowledgedBeforeKill).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(figures.networkErrors).toBeGreaterThan(0);
    expect(figures.status5xx).toBe(0);
  }, 180_000);
});
