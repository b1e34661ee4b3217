/**
 * What the `npm run bookings` tests share: the command run as a process (its output and exit code), a partners
 * folder whose Bayside keeps its crews and sends every event to a webhook receiver, squatters converting from one
 * client address, and the events the receiver got.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../server/helpers/test-app';
import { COMPLETE_BOOKING } from '../../server/helpers/test-bookings';
import { callOverHttp, startBookingOverHttp } from '../../server/helpers/http-visitor';
import { partnersDirWithWebhook } from '../../server/helpers/webhook-partners';
import type { WebhookReceiver } from '../../server/helpers/webhook-receiver';
import { processArgs } from '../../support/process-entry';

const run = promisify(execFile);

export interface CommandOutput {
  stdout: string;
  stderr: string;
  code: number;
}

/** `npm run bookings -- …args` with `env` (DATA_DIR, DATABASE_URL or neither); a failing exit is answered, not thrown. */
export async function bookingsCommand(env: Record<string, string>, ...args: string[]): Promise<CommandOutput> {
  const full: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('DATABASE_URL' in env)) delete full.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, processArgs('bookings', ...args), { cwd: ROOT, env: full });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

/** The demo partners, Bayside with the webhook and its crews (pay later takes one, as its file says by default). */
export function partnersDirWithCrews(receiverUrl: string): string {
  const dir = partnersDirWithWebhook(receiverUrl);
  const file = join(dir, 'bayside-movers.json');
  const bayside = JSON.parse(readFileSync(file, 'utf8')) as { capacity: Record<string, unknown> };
  delete bayside.capacity.payLater;
  writeFileSync(file, JSON.stringify(bayside, null, 2));
  return dir;
}

export interface Squatter {
  reference: string;
  firstName: string;
  email: string;
  phone: string;
}

/** A made-up customer converting pay later on `day` from `address` (the same address for every squatter). */
export async function convertFrom(server: string, address: string | null, day: string, index: number): Promise<Squatter> {
  const contact = {
    firstName: `Zelda${index}`,
    lastName: `Quist${index}`,
    email: `squat${index}@fake-mail.example`,
    phone: `(415) 555-${String(1000 + index * 37)}`,
  };
  const fields = { ...COMPLETE_BOOKING, ...contact, moveDate: day, timeOfDay: index % 2 === 0 ? 'morning' : 'afternoon' };
  const started = await startBookingOverHttp(server, 'bayside-movers', fields);
  const visitor = address ? { ...started, address } : started;
  const converted = await callOverHttp(visitor, 'POST', '/api/v1/booking/pay-later');
  if (converted.status !== 200) throw new Error(`pay later answered ${converted.status}: ${JSON.stringify(converted.body)}`);
  return { reference: String(converted.body.reference), firstName: contact.firstName, email: contact.email, phone: contact.phone };
}

export interface ReceivedEvent {
  type: string;
  data: { reference: string; cancellation?: { by: string; reason: string | null }; crew?: string };
}

/** The events the receiver got, parsed (their signatures are the delivery tests' business). */
export const eventsOf = (receiver: WebhookReceiver): ReceivedEvent[] =>
  receiver.received.map((request) => JSON.parse(request.body) as ReceivedEvent);

export async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
