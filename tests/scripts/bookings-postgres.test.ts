/**
 * `npm run bookings` beside a server of two processes on PostgreSQL (WEB_CONCURRENCY=2, which writes no operator
 * token): the command opens the database itself, lists, cancels and releases through the booking desk's transitions,
 * and the servers' delivery job sends each event it wrote to the outbox.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moveDateIn } from '../server/helpers/test-bookings';
import { startServerProcess, type ServerProcess } from '../server/helpers/server-process';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../server/helpers/test-databases';
import { WEBHOOK_SECRET_ENV } from '../server/helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../server/helpers/webhook-receiver';
import { bookingsCommand, convertFrom, eventsOf, partnersDirWithCrews, until } from './helpers/bookings-command';

const dataDir = mkdtempSync(join(tmpdir(), 'bookings-pg-'));
const cleanup: string[] = [dataDir];
let shared: SharedPostgres | undefined;
let server: ServerProcess | undefined;
let receiver: WebhookReceiver | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) process.kill(-server.child.pid!, 'SIGKILL');
  await receiver?.close();
  await shared?.drop();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!TEST_DATABASE_URL)('npm run bookings on PostgreSQL beside two server processes', () => {
  it('cancels and releases from the database, and the servers send each event', async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    receiver = await startWebhookReceiver();
    const partnersDir = partnersDirWithCrews(receiver.url);
    cleanup.push(partnersDir);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: shared.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PARTNERS_DIR: partnersDir,
      [WEBHOOK_SECRET_ENV]: `whsec_${randomBytes(32).toString('base64')}`,
      WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
      // The release's booking.updated is due when its merge window ends: 2 s here instead of a minute.
      UPDATE_MERGE_SECONDS: '2',
    };
    server = await startServerProcess({ ...env, PORT: '0', WEB_CONCURRENCY: '2', TRUST_PROXY: 'loopback' }, undefined, { detached: true });
    const day = moveDateIn(52);
    const one = await convertFrom(server.url, '10.202.0.1', day, 1);
    const two = await convertFrom(server.url, '10.202.0.2', day, 2);
    await until(() => eventsOf(receiver!).filter((event) => event.type === 'booking.converted').length === 2);
    expect(existsSync(join(dataDir, 'operator.json'))).toBe(false);

    const listed = await bookingsCommand(env, 'list', 'bayside-movers', '--day', day);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(one.reference);
    expect(listed.stdout).toContain(two.reference);
    expect(listed.stdout).not.toContain(one.email);

    const cancelled = await bookingsCommand(env, 'cancel', 'bayside-movers', one.reference, '--reason', 'Not a real customer');
    expect(cancelled.stdout.trim()).toBe(`${one.reference}  cancelled`);
    expect(cancelled.stderr).toContain('the server sends them');
    await until(() => eventsOf(receiver!).some((event) => event.type === 'booking.cancelled'));
    expect(eventsOf(receiver).find((event) => event.type === 'booking.cancelled')?.data).toMatchObject({
      reference: one.reference,
      cancellation: { by: 'partner', reason: 'Not a real customer' },
    });

    const released = await bookingsCommand(env, 'release-unconfirmed', 'bayside-movers', '--day', day);
    expect(released.code).toBe(0);
    expect(released.stdout).toContain(two.reference);
    expect(released.stdout).not.toContain(one.reference);
    await until(() => eventsOf(receiver!).some((event) => event.type === 'booking.updated' && event.data.crew === 'released'));
    expect(
      eventsOf(receiver)
        .filter((event) => event.type === 'booking.updated')
        .map((event) => event.data.reference),
    ).toEqual([two.reference]);
  }, 420_000);
});
