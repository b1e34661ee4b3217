/**
 * `npm run deliveries` while the default server runs (embedded database, emails as .eml files): it lists the
 * conversion's deliveries with the booking's reference and no personal data, shows one booking's, replays an event
 * once more with the same webhook-id and no customer email, and sends a signed test event to the partner's endpoint.
 */
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/migrated-data-dir';
import { ROOT } from '../server/helpers/test-app';
import { COMPLETE_BOOKING } from '../server/helpers/test-bookings';
import { callOverHttp, startBookingOverHttp } from '../server/helpers/http-visitor';
import { startServerProcess } from '../server/helpers/server-process';
import { partnersDirWithWebhook, WEBHOOK_SECRET_ENV } from '../server/helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../server/helpers/webhook-receiver';
import { processArgs } from '../support/process-entry';

const run = promisify(execFile);
const dataDir = migratedDataDir('deliveries-cli-');
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const started: ChildProcess[] = [];
const cleanup: string[] = [dataDir];
let receiver: WebhookReceiver | undefined;

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await receiver?.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function deliveries(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return run(process.execPath, processArgs('deliveries', ...args), { cwd: ROOT, env });
}

const emls = (suffix: string) =>
  existsSync(join(dataDir, 'mail')) ? readdirSync(join(dataDir, 'mail')).filter((f) => f.includes(suffix)) : [];

describe('npm run deliveries while npm start runs', () => {
  it('lists the delivery by its reference, replays it with the same webhook-id and no customer email, and tests an endpoint', async () => {
    receiver = await startWebhookReceiver();
    const partnersDir = partnersDirWithWebhook(receiver.url);
    cleanup.push(partnersDir);
    const server = await startServerProcess(
      { DATA_DIR: dataDir, PARTNERS_DIR: partnersDir, [WEBHOOK_SECRET_ENV]: SECRET, WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true', PORT: '0' },
      (child) => started.push(child),
    );
    const visitor = await startBookingOverHttp(server.url, 'bayside-movers', COMPLETE_BOOKING);
    const converted = await callOverHttp(visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.status).toBe(200);
    const reference = String(converted.body.reference);
    await until(() => receiver!.received.length === 1 && emls('.partner').length === 1 && emls('.customer').length === 1);
    await until(() => existsSync(join(dataDir, 'operator.json')));

    const listed = (await deliveries()).stdout;
    expect(listed).toMatch(
      /^time\s+reference\s+event\s+type\s+partner\s+channel\s+target\s+status\s+attempts\s+next attempt\s+last error$/m,
    );
    const host = new URL(receiver.url).host;
    for (const [channel, target] of [
      ['webhook', host],
      ['partner_email', 'partner'],
      ['customer_email', 'customer'],
    ]) {
      expect(listed).toMatch(
        new RegExp(`${reference}\\s+evt_\\w+\\s+booking\\.converted\\s+bayside-movers\\s+${channel}\\s+${target}\\s+delivered\\s+1`),
      );
    }
    // No personal data: no address, no name.
    expect(listed).not.toMatch(/@|Ann|Lee/);

    const shown = (await deliveries('show', reference)).stdout;
    expect(shown.trim().split('\n')).toHaveLength(4);

    const eventId = String(receiver.received[0]!.headers['webhook-id']);
    const replayed = (await deliveries('replay', eventId)).stdout;
    expect(replayed).toContain(`Replayed ${eventId}`);
    expect(replayed).toMatch(/webhook\s+\S+\s+delivered, replayed\s+2/);
    expect(replayed).toMatch(/partner_email\s+partner\s+delivered, replayed\s+2/);
    expect(replayed).toMatch(/customer_email\s+customer\s+delivered\s+1/);
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([eventId, eventId]);
    // The partner's email again, as a new file beside the first; the customer is not written to again.
    expect(emls('.partner')).toHaveLength(2);
    expect(emls('.customer')).toHaveLength(1);

    const tested = (await deliveries('test', 'bayside-movers')).stdout;
    expect(tested.trim()).toBe(`${host} (lead)  answered 200`);
    const test = receiver.received[2]!;
    const body = new Webhook(SECRET).verify(test.body, test.headers as Record<string, string>) as {
      type: string;
      data: { reference: string };
    };
    expect(body).toMatchObject({ type: 'booking.test', data: { reference: '7KQ2M9XD' } });
  }, 180_000);
});
