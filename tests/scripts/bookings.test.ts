/**
 * `npm run bookings` while the default server runs (embedded database, emails as .eml files): squatters converting
 * pay later from one client address crowd a day, the server logs a warning without personal data when the crowding
 * crew is taken, `list` shows the day's bookings masked and flags it, `cancel` sends the partner `booking.cancelled`
 * for each reference with the partner's reason, and `release-unconfirmed` releases the day's provisional crews.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../support/migrated-data-dir';
import { CROWDED_DAY_WARNING } from '../../server/capacity/crowded-day-watch';
import { moveDateIn } from '../server/helpers/test-bookings';
import { startServerProcess } from '../server/helpers/server-process';
import { WEBHOOK_SECRET_ENV } from '../server/helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../server/helpers/webhook-receiver';
import { bookingsCommand, convertFrom, eventsOf, partnersDirWithCrews, until, type Squatter } from './helpers/bookings-command';

const dataDir = migratedDataDir('bookings-cli-');
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const SQUATTER_ADDRESS = '10.201.7.9';
const started: ChildProcess[] = [];
const cleanup: string[] = [dataDir];
let receiver: WebhookReceiver | undefined;

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await receiver?.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

const bookings = (...args: string[]) => bookingsCommand({ DATA_DIR: dataDir }, ...args);

/** Every email written so far (.eml files) as a mail client reads it: subject and text. */
async function mails(): Promise<string[]> {
  if (!existsSync(join(dataDir, 'mail'))) return [];
  const files = readdirSync(join(dataDir, 'mail')).map((file) => readFileSync(join(dataDir, 'mail', file)));
  return Promise.all(files.map(async (file) => simpleParser(file).then((mail) => `${mail.subject ?? ''}\n${mail.text ?? ''}`)));
}

/** No full name, email or phone of any squatter, nor their client address, in `text`. */
function expectNoPersonalData(text: string, people: readonly Squatter[]): void {
  for (const person of people) {
    expect(text).not.toContain(person.email);
    expect(text).not.toContain(person.phone);
    expect(text).not.toContain(person.phone.replace(/\D/g, ''));
    expect(text).not.toContain(person.firstName);
  }
  expect(text).not.toContain(SQUATTER_ADDRESS);
  expect(text).not.toMatch(/Quist|Ann|Lee|ann@example\.com/);
}

describe('npm run bookings while npm start runs', () => {
  it('lists a crowded day masked and flagged, cancels with the partner reason and releases unconfirmed crews, each event sent', async () => {
    receiver = await startWebhookReceiver();
    const partnersDir = partnersDirWithCrews(receiver.url);
    cleanup.push(partnersDir);
    const server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        PARTNERS_DIR: partnersDir,
        [WEBHOOK_SECRET_ENV]: SECRET,
        WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
        PORT: '0',
        // Each visitor's X-Forwarded-For is its client address, as behind a load balancer.
        TRUST_PROXY: 'loopback',
        // Past i42's default cap, so one address takes the crews of a crowded day.
        PROVISIONAL_CREWS_PER_ADDRESS: '5',
        // The releases' booking.updated are due when their merge window ends: 2 s here instead of a minute.
        UPDATE_MERGE_SECONDS: '2',
      },
      (child) => started.push(child),
    );
    const day = moveDateIn(45);
    // A real customer first, from their own address: one crew of five is not crowded.
    const customer = await convertFrom(server.url, null, day, 0);
    const squatters: Squatter[] = [];
    for (let index = 1; index <= 4; index++) squatters.push(await convertFrom(server.url, SQUATTER_ADDRESS, day, index));
    await until(() => eventsOf(receiver!).filter((event) => event.type === 'booking.converted').length === 5);
    await until(() => existsSync(join(dataDir, 'operator.json')));

    // The warning, when the third squatter's crew made their bucket hold 3 of the day's 4, then 4 of 5.
    const warnings = server.lines.filter((line) => line.includes(CROWDED_DAY_WARNING));
    expect(warnings.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: 40,
        partner: 'bayside-movers',
        day,
        bucket: expect.stringMatching(/^[0-9a-f]{8}$/),
        crews: 3,
        dayCrews: 4,
      }),
      expect.objectContaining({ partner: 'bayside-movers', day, crews: 4, dayCrews: 5 }),
    ]);
    expectNoPersonalData(warnings.join('\n'), [...squatters, customer]);
    const bucket = String((JSON.parse(warnings[0]!) as { bucket: string }).bucket);

    const listed = await bookings('list', 'bayside-movers', '--day', day);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^reference\s+created\s+move\s+state\s+crew\s+bucket\s+contact$/m);
    for (const { reference } of [customer, ...squatters])
      expect(listed.stdout).toMatch(
        new RegExp(
          `^${reference}\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\s+${day} (morning|afternoon)\\s+pay_later\\s+provisional until`,
          'm',
        ),
      );
    expect(listed.stdout.match(new RegExp(`^[0-9A-Z]{8}\\s.*\\s${bucket}\\s`, 'gm'))).toHaveLength(4);
    expect(listed.stdout).toContain(`! ${day}: client address bucket ${bucket} holds 4 of the day's 5 crews (80%).`);
    expect(listed.stdout).toContain('s•••@fake-mail.example');
    expectNoPersonalData(listed.stdout, [...squatters, customer]);

    const cut = await bookings('list', 'bayside-movers', '--limit', '2');
    expect(
      cut.stdout
        .trim()
        .split('\n')
        .filter((line) => /^[0-9A-Z]{8}\s/.test(line)),
    ).toHaveLength(2);
    expect(cut.stdout).toContain('Showing 2 of 5 bookings (at most 2)');

    const [first, second, third, fourth] = squatters.map((squatter) => squatter.reference);
    const reason = 'Made-up booking from a script';
    const cancelled = await bookings('cancel', 'bayside-movers', first!, second!, 'ZZZZZZZZ', '--reason', reason);
    expect(cancelled.stdout.trim().split('\n')).toEqual([`${first}  cancelled`, `${second}  cancelled`, 'ZZZZZZZZ  not found']);
    expect(cancelled.code).toBe(1);
    await until(() => eventsOf(receiver!).filter((event) => event.type === 'booking.cancelled').length === 2);
    const cancellations = eventsOf(receiver).filter((event) => event.type === 'booking.cancelled');
    expect(cancellations.map((event) => event.data.reference).sort()).toEqual([first, second].sort());
    for (const event of cancellations) expect(event.data.cancellation).toEqual({ by: 'partner', reason });
    // Each customer hears it from the partner, with the reason (the partner's own email follows its 5-minute bound).
    const saying = async (...words: string[]) => (await mails()).filter((mail) => words.every((word) => mail.includes(word))).length;
    await expect.poll(() => saying('Bayside Movers cancelled your booking', reason), { timeout: 30_000 }).toBe(2);

    const again = await bookings('cancel', 'bayside-movers', first!);
    expect(again.stdout.trim()).toBe(`${first}  already cancelled`);

    const after = await bookings('list', 'bayside-movers', '--day', day);
    expect(after.stdout).toMatch(new RegExp(`^${first}\\s.*cancelled by partner\\s+(none|released)`, 'm'));
    // Two of the squatters' crews are free again: their bucket holds 2 of 3, under the rule's minimum.
    expect(after.stdout).not.toContain('! ');

    const unconfirmed = await bookings('list', 'bayside-movers', '--unconfirmed', '--day', day);
    expect(unconfirmed.stdout).not.toContain(first!);
    expect(unconfirmed.stdout).toContain(third!);

    const released = await bookings('release-unconfirmed', 'bayside-movers', '--day', day);
    expect(released.code).toBe(0);
    expect(released.stdout).toContain(third!);
    expect(released.stdout).toContain(fourth!);
    expect(released.stdout).toContain(customer.reference);
    await until(
      () => eventsOf(receiver!).filter((event) => event.type === 'booking.updated' && event.data.crew === 'released').length === 3,
    );
    const none = await bookings('list', 'bayside-movers', '--unconfirmed');
    expect(none.stdout.trim()).toBe('No bookings of bayside-movers match.');
  }, 420_000);
});
