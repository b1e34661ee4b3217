/**
 * `npm run deliveries` on the embedded database: lists a pending delivery, and `replay` sends it at once with
 * the real mail transport, which without SMTP_URL writes the partner's email as an .eml file under DATA_DIR/mail/.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database';
import { enqueueEvent } from '../../server/delivery/outbox/enqueue-event';
import { buildLead } from '../../server/delivery/lead/build-lead';
import { leadInput, PAY_LATER } from '../server/helpers/test-leads';
import { COMPLETE_BOOKING } from '../server/helpers/test-bookings';
import { ROOT, testPartners } from '../server/helpers/test-app';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'deliveries-cli-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function deliveries(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', 'scripts/deliveries.ts', ...args], { cwd: ROOT, env });
}

describe('npm run deliveries', () => {
  it('lists deliveries and replays an event, writing the email as an .eml file without SMTP_URL', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const partner = testPartners().find((p) => p.slug === 'bayside-movers')!;
    const at = new Date();
    const body = JSON.stringify({
      type: 'booking.converted',
      timestamp: at.toISOString(),
      data: buildLead(leadInput('bayside-movers', COMPLETE_BOOKING, PAY_LATER)),
    });
    // Due in an hour: the listing shows it pending, the replay makes it due now.
    const later = new Date(at.getTime() + 3_600_000);
    const eventId = (await enqueueEvent(database.db, {
      type: 'booking.converted',
      bookingId: 1,
      reference: '7KQ2M9XD',
      partner,
      body,
      toCustomer: false,
      at: later,
    }))!;
    await database.close();

    const listed = await deliveries();
    expect(listed.stdout).toMatch(/^event\s+type\s+partner\s+endpoint or mailbox\s+status\s+attempts\s+next attempt\s+last error$/m);
    expect(listed.stdout).toContain(`${eventId}  booking.converted  bayside-movers  dispatch@bayside-movers.example.com  pending`);

    const replayed = await deliveries('replay', eventId);
    expect(replayed.stdout).toContain(`Replayed ${eventId} (1 delivery)`);
    expect(replayed.stdout).toMatch(new RegExp(`${eventId}\\s+booking\\.converted\\s+bayside-movers\\s+\\S+\\s+delivered\\s+1`));
    const files = readdirSync(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(dataDir, 'mail', files[0]!), 'utf8')).toContain('To: dispatch@bayside-movers.example.com');
  }, 120_000);
});
