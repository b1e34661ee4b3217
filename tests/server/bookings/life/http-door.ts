/**
 * The property test's door over HTTP to real server processes sharing PostgreSQL: each customer's calls go to the
 * processes in turn, so a change made on one process is judged on the other; each customer comes from its own address
 * (X-Forwarded-For, as tests/server/helpers/http-visitor.ts). Time is the processes' real clock.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { UPDATE_MERGE_MS } from '../../../../server/delivery/outbox/booking-outbox';
import { commandDeskDeps } from '../../../../server/bookings/partner-bookings/command-desk-deps';
import { releaseLapsed } from '../../../../server/bookings/release-unconfirmed';
import type { AppDb } from '../../../../server/db/app-database';
import { bookings } from '../../../../server/db/schema';
import type { ServerPartner } from '../../../../server/partners/server-partner';
import { PAY_NOW_VERIFY_PATH } from '../../../../server/routes/pay-now-verify-route';
import type { FakeStripeServer } from '../../payments/helpers/fake-stripe-server';
import { readCsrf, readProps, TEST_SESSION_SECRET } from '../../helpers/test-app';
import { linkFormTokenIn } from '../../links/link-test-kit';
import { confirmLinkPath, payNowThrough, type LifeAnswer, type LifeCustomer, type LifeDoor } from './life-door';

const SLUG = 'bayside-movers';

interface HttpCustomer extends LifeCustomer {
  address: string;
}

let customers = 0;

export function httpDoor(servers: string[], db: AppDb, stripe: FakeStripeServer, partners: ReadonlyMap<string, ServerPartner>): LifeDoor {
  let turn = 0;
  const next = () => servers[turn++ % servers.length]!;
  const addressOf = (customer: LifeCustomer) => ('address' in customer ? (customer as HttpCustomer).address : '10.9.9.9');

  const call = async (customer: LifeCustomer, method: 'PUT' | 'POST', path: string, body?: unknown): Promise<LifeAnswer> => {
    const response = await fetch(`${next()}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: customer.cookie,
        'x-csrf-token': customer.csrf,
        'x-partner-slug': SLUG,
        'x-forwarded-for': addressOf(customer),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  async function begin(fields: Record<string, unknown>, previous?: HttpCustomer): Promise<LifeCustomer> {
    customers += 1;
    const address = previous?.address ?? `10.77.${(customers >> 8) & 255}.${customers & 255}`;
    const page = await fetch(`${next()}/partners/${SLUG}/book`, {
      headers: { 'x-forwarded-for': address, ...(previous ? { cookie: previous.cookie } : {}) },
    });
    const html = await page.text();
    const cookie = page.headers.getSetCookie()[0]?.split(';')[0] ?? previous?.cookie ?? '';
    const customer: HttpCustomer = { cookie, csrf: readCsrf(html), booking: readProps(html).booking, fields, address };
    const saved = await call(customer, 'PUT', '/api/v1/booking', { booking: { ...customer.booking, ...fields } });
    if (saved.status !== 200) throw new Error(`The first save answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    return { ...customer, booking: saved.body };
  }

  return {
    db,
    start: (fields) => begin(fields),
    call,
    payNow: (customer) => payNowThrough(call, stripe, customer, PAY_NOW_VERIFY_PATH),
    async restart(customer) {
      const response = await fetch(`${next()}/partners/${SLUG}/reset`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: customer.cookie, 'x-csrf-token': customer.csrf, 'x-forwarded-for': addressOf(customer) },
      });
      return response.status;
    },
    startAgain: (customer) => begin(customer.fields, customer as HttpCustomer),
    async confirm(customer) {
      const url = `${next()}${await confirmLinkPath(db, String(customer.booking.reference), new Date())}`;
      const page = await fetch(url, { headers: { 'x-forwarded-for': addressOf(customer) } });
      if (page.status !== 200) return page.status;
      // The page's button: a same-origin form POST (Origin null under the page's no-referrer policy).
      const pressed = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          origin: 'null',
          'x-forwarded-for': addressOf(customer),
        },
        body: new URLSearchParams({ _csrf: linkFormTokenIn(await page.text()) }).toString(),
      });
      await pressed.arrayBuffer();
      return pressed.status;
    },
    async expire(references) {
      // The processes keep real time: the confirmation time is moved to a second ago, and the lapse job's pass runs
      // here, as it would in any process sharing the database.
      await db
        .update(bookings)
        .set({ confirmBy: sql`now() - interval '1 second'` })
        .where(and(eq(bookings.crewState, 'provisional'), inArray(bookings.reference, references)));
      await releaseLapsed(
        commandDeskDeps(db, partners, { sessionSecret: TEST_SESSION_SECRET, updateMergeMs: UPDATE_MERGE_MS }),
        new Date(),
      );
    },
    wait: async (ms) => {
      // Real processes keep real time: a short pause stands for time passing.
      await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50)));
    },
  };
}
