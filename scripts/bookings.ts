/**
 * `npm run bookings` (docs/PARTNERS.md, "Clearing a fake day"): a partner's bookings for its operator, and clearing them.
 *   npm run bookings -- list <partner> [--day YYYY-MM-DD] [--unconfirmed] [--limit N]   masked, with crowded days flagged
 *   npm run bookings -- cancel <partner> <reference…> [--reason "…"]                    the booking desk's partnerCancel
 *   npm run bookings -- release-unconfirmed <partner> [--day YYYY-MM-DD]                 provisional crews released
 * While the server runs it asks the server over loopback (server/routes/bookings-operator-route.ts), so it works on the
 * embedded database too; otherwise it opens the database itself (DATABASE_URL, else PGlite under DATA_DIR). Either way
 * each change is a transition of the booking desk whose event is written to the outbox in its transaction, and the
 * server's delivery job sends it (docs/DECISIONS.md, "Clearing a fake day").
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PartnerCancelResult } from '../server/bookings/partner-bookings/cancel-by-partner';
import { cancelByPartner } from '../server/bookings/partner-bookings/cancel-by-partner';
import {
  listPartnerBookings,
  type ListingFilter,
  type PartnerBookingListing,
} from '../server/bookings/partner-bookings/list-partner-bookings';
import { cancelTable, listingTable } from '../server/bookings/partner-bookings/listing-table';
import { commandDeskDeps } from '../server/bookings/partner-bookings/command-desk-deps';
import { releasePartnerCrews } from '../server/bookings/partner-bookings/release-partner-crews';
import { loadConfig } from '../server/config/load-config';
import { createStripeClient } from '../server/payments/stripe/create-stripe-client';
import { createCancellationMoney } from '../server/payments/stripe/settle-cancellation';
import { embeddedServerPid } from '../server/db/embedded-server-pid';
import { openDatabase } from '../server/db/open-database';
import { readOperatorAccess } from '../server/delivery/operator/operator-access';
import { loadPartners } from '../server/partners/load-partners';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = [
  'Usage: npm run bookings -- list <partner> [--day YYYY-MM-DD] [--unconfirmed] [--limit N]',
  '       npm run bookings -- cancel <partner> <reference…> [--reason "…"]',
  '       npm run bookings -- release-unconfirmed <partner> [--day YYYY-MM-DD]',
].join('\n');
const DEFAULT_REASON = 'Cancelled by the moving company: not a booking they can confirm';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Command =
  | { kind: 'list'; partner: string; filter: ListingFilter }
  | { kind: 'cancel'; partner: string; references: string[]; reason: string }
  | { kind: 'release-unconfirmed'; partner: string; day?: string };

function parse(args: string[]): Command | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { day: { type: 'string' }, unconfirmed: { type: 'boolean' }, limit: { type: 'string' }, reason: { type: 'string' } },
    });
    const [kind, partner, ...rest] = positionals;
    if (!partner || (values.day !== undefined && !DAY.test(values.day))) return null;
    if (kind === 'list' && rest.length === 0 && values.reason === undefined) {
      const limit = values.limit === undefined ? undefined : Number(values.limit);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) return null;
      return { kind, partner, filter: { day: values.day, unconfirmed: values.unconfirmed === true, limit } };
    }
    if (kind === 'cancel' && rest.length > 0 && values.day === undefined && !values.unconfirmed && values.limit === undefined)
      return { kind, partner, references: rest, reason: values.reason ?? DEFAULT_REASON };
    if (
      kind === 'release-unconfirmed' &&
      rest.length === 0 &&
      !values.unconfirmed &&
      values.limit === undefined &&
      values.reason === undefined
    )
      return { kind, partner, day: values.day };
    return null;
  } catch {
    return null;
  }
}

/** What each command does, through the running server or on the database itself; null: no such partner. */
interface Operator {
  list(partner: string, filter: ListingFilter): Promise<PartnerBookingListing | null>;
  cancel(partner: string, references: string[], reason: string): Promise<PartnerCancelResult[] | null>;
  release(partner: string, day: string | undefined): Promise<{ released: string[] } | null>;
  close(): Promise<void>;
}

function serverOperator(url: string, token: string): Operator {
  const call = async <T>(path: string, body?: unknown): Promise<T | null> => {
    const response = await fetch(`${url}/operator/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The server answered ${response.status}: ${await response.text()}`);
    // The bookings operator route (server/routes/bookings-operator-route.ts) answers each call's own shape.
    return (await response.json()) as T;
  };
  return {
    list: (partner, filter) => {
      const query = new URLSearchParams({
        ...(filter.day && { day: filter.day }),
        ...(filter.unconfirmed && { unconfirmed: 'true' }),
        ...(filter.limit && { limit: String(filter.limit) }),
      });
      return call(`/bookings/${encodeURIComponent(partner)}?${query}`);
    },
    cancel: (partner, references, reason) => call(`/bookings/${encodeURIComponent(partner)}/cancel`, { references, reason }),
    release: (partner, day) => call(`/bookings/${encodeURIComponent(partner)}/release-unconfirmed`, day ? { day } : {}),
    close: async () => {},
  };
}

async function databaseOperator(): Promise<Operator> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) {
    const pid = embeddedServerPid(config.dataDir);
    if (pid !== null) throw new Error(`The server (pid ${pid}) holds ${config.dataDir} but left no operator.json there: restart it.`);
  }
  const { partners, problems } = loadPartners(process.env.PARTNERS_DIR?.trim() || join(ROOT, 'partners'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const bySlug = new Map(partners.map((partner) => [partner.slug, partner]));
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  );
  const db = database.db;
  // A cancellation refunds a deposit or keeps the fee shown, as the server's does (docs/PARTNERS.md, Payment).
  const stripe = config.stripeSecretKey ? createStripeClient({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase }) : null;
  const desk = commandDeskDeps(db, bySlug, config, stripe ? createCancellationMoney(stripe) : undefined);
  return {
    list: async (slug, filter) => {
      const partner = bySlug.get(slug);
      return partner ? listPartnerBookings(db, partner, filter, config.crowdedDay) : null;
    },
    cancel: async (slug, references, reason) => {
      const partner = bySlug.get(slug);
      return partner ? cancelByPartner(desk, partner, references, reason) : null;
    },
    release: async (slug, day) => {
      const partner = bySlug.get(slug);
      return partner ? { released: await releasePartnerCrews(desk, slug, day) } : null;
    },
    close: () => database.close(),
  };
}

/** The command's answer as text, whether events were queued, whether any reference failed; null: no such partner. */
async function run(operator: Operator, command: Command): Promise<{ text: string; queued: boolean; failed: boolean } | null> {
  if (command.kind === 'list') {
    const listing = await operator.list(command.partner, command.filter);
    return listing && { text: listingTable(listing), queued: false, failed: false };
  }
  if (command.kind === 'release-unconfirmed') {
    const answer = await operator.release(command.partner, command.day);
    if (!answer) return null;
    const { released } = answer;
    const text =
      released.length === 0 ? 'No provisional crews to release.' : released.map((reference) => `${reference}  released`).join('\n');
    return { text, queued: released.length > 0, failed: false };
  }
  const results = await operator.cancel(command.partner, command.references, command.reason);
  if (!results) return null;
  const failed = results.some((result) => result.outcome === 'not found' || result.outcome === 'refused');
  return { text: cancelTable(results), queued: results.some((result) => result.outcome === 'cancelled'), failed };
}

async function main(): Promise<void> {
  const command = parse(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exit(2);
  }
  const access = readOperatorAccess(loadConfig(process.env).dataDir);
  const operator = access ? serverOperator(access.url, access.token) : await databaseOperator();
  try {
    const printed = await run(operator, command);
    if (printed === null) {
      console.error(`No partner ${command.partner}.`);
      process.exitCode = 1;
      return;
    }
    console.log(printed.text);
    if (printed.queued) console.error(`The partner's events are queued; the server sends them (npm run deliveries -- show <reference>).`);
    if (printed.failed) process.exitCode = 1;
  } finally {
    await operator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
