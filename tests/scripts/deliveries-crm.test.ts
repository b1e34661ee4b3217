/**
 * `npm run deliveries` with a partner whose webhook speaks Supermove's format behind a header key, while the server
 * runs: `show <reference> --body` prints the body as the CRM received it, `test` sends the sample lead in that format
 * with the key, and neither the key nor the signing secret appears in the server's log or in any command's output.
 */
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
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
const dataDir = migratedDataDir('deliveries-crm-');
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const KEY = `mk_${randomBytes(16).toString('hex')}`;
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

async function deliveries(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, [WEBHOOK_SECRET_ENV]: SECRET, BAYSIDE_CRM_KEY: KEY };
  delete env.DATABASE_URL;
  const { stdout, stderr } = await run(process.execPath, processArgs('deliveries', ...args), { cwd: ROOT, env });
  return stdout + stderr;
}

describe('npm run deliveries with a CRM format and a key', () => {
  it('shows the body as sent and tests the endpoint in its format, never printing or logging the key', async () => {
    receiver = await startWebhookReceiver();
    // The receiver refuses the test lead, quoting the key it got: the answer is shown with the key masked.
    receiver.respond = (request, index) =>
      index === 0 ? { status: 200 } : { status: 422, body: `move_size refused for key ${String(request.headers['x-make-apikey'])}` };
    const partnersDir = partnersDirWithWebhook(receiver.url);
    cleanup.push(partnersDir);
    const file = join(partnersDir, 'bayside-movers.json');
    const bayside = JSON.parse(readFileSync(file, 'utf8')) as { delivery: { webhooks: Record<string, unknown>[] } };
    Object.assign(bayside.delivery.webhooks[0]!, { format: 'supermove', auth: { header: 'x-make-apikey', valueEnv: 'BAYSIDE_CRM_KEY' } });
    writeFileSync(file, JSON.stringify(bayside, null, 2));
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        PARTNERS_DIR: partnersDir,
        [WEBHOOK_SECRET_ENV]: SECRET,
        BAYSIDE_CRM_KEY: KEY,
        WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
        PORT: '0',
      },
      (child) => started.push(child),
    );
    const visitor = await startBookingOverHttp(server.url, 'bayside-movers', COMPLETE_BOOKING);
    const converted = await callOverHttp(visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.status).toBe(200);
    const reference = String(converted.body.reference);
    await until(() => receiver!.received.length === 1);
    await until(() => existsSync(join(dataDir, 'operator.json')));
    const received = receiver.received[0]!;
    expect(received.headers['x-make-apikey']).toBe(KEY);

    const shown = await deliveries('show', reference, '--body');
    const host = new URL(receiver.url).host;
    expect(shown).toContain(`booking.converted to ${host} (supermove):`);
    // The body printed is the body the CRM received.
    const printed = shown.slice(shown.indexOf('{'), shown.lastIndexOf('}') + 1);
    expect(JSON.parse(printed)).toEqual(JSON.parse(received.body));

    const tested = await deliveries('test', 'bayside-movers');
    expect(tested.trim()).toBe(`${host} (supermove)  answered 422: move_size refused for key [secret]`);
    expect(receiver.received[1]!.headers['x-make-apikey']).toBe(KEY);

    const listed = await deliveries();
    for (const output of [shown, tested, listed, server.lines.join('\n')]) {
      expect(output).not.toContain(KEY);
      expect(output).not.toContain(SECRET);
    }
  }, 180_000);
});
