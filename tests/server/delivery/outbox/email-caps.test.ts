/**
 * Customer email caps counted atomically (server/delivery/outbox/email-gate.ts): 50 customer emails to one address,
 * and 20 about one booking, all due at once and claimed together by two delivery workers, send exactly the cap
 * (CUSTOMER_EMAILS_PER_ADDRESS_DAY 10, CUSTOMER_EMAILS_PER_BOOKING_HOUR 3) and skip the rest. On PGlite the two
 * workers share its one connection; with TEST_DATABASE_URL each has its own connections to one PostgreSQL, as two
 * processes do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../../server/db/app-database';
import { openDatabase } from '../../../../server/db/open-database';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import { enqueueEvent } from '../../../../server/delivery/outbox/enqueue-event';
import { customerEmailSends, outboxDeliveries } from '../../../../server/db/outbox-tables';
import type { ServerPartner } from '../../../../server/partners/server-partner';
import { fakeDeliveryMail } from '../../helpers/fake-delivery-mail';
import { testApp, testPartners } from '../../helpers/test-app';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../../helpers/test-databases';
import { leadEvent, leadInput, PAY_LATER } from '../../helpers/test-leads';

/** Bayside with no webhook and no mailbox: its events are the customer's emails only. */
const partners: ServerPartner[] = testPartners().map((partner) =>
  partner.slug === 'bayside-movers' ? { ...partner, delivery: undefined } : partner,
);
const bayside = partners.find((partner) => partner.slug === 'bayside-movers')!;

const POSTGRES_URL = TEST_DATABASE_URL;

/** Two handles on one database: PGlite's one, twice; or two pools on one fresh PostgreSQL database. */
interface Handles {
  first: AppDatabase;
  second: AppDatabase;
  close(): Promise<void>;
}

const setups: Array<[string, () => Promise<Handles>]> = [
  [
    'pglite, two workers',
    async () => {
      const database = await openDatabase({ kind: 'pglite' });
      return { first: database, second: database, close: () => database.close() };
    },
  ],
  ...(POSTGRES_URL
    ? [
        [
          'postgres, two workers on their own connections',
          async () => {
            const shared = await createPostgresDatabase(POSTGRES_URL);
            const first = await openDatabase({ kind: 'postgres', url: shared.url });
            const second = await openDatabase({ kind: 'postgres', url: shared.url });
            return {
              first,
              second,
              close: async () => {
                await Promise.all([first.close(), second.close()]);
                await shared.drop();
              },
            };
          },
        ] satisfies [string, () => Promise<Handles>],
      ]
    : []),
];

describe.each(setups)('customer email caps (%s)', (_name, setup) => {
  let handles: Handles | undefined;
  let apps: FastifyInstance[] = [];

  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    await handles?.close();
  });

  /** `count` pay-later confirmations, due now: to `email(i)`, about booking `bookingId(i)`. */
  async function enqueue(db: AppDatabase['db'], count: number, email: (i: number) => string, bookingId: (i: number) => number) {
    for (let i = 0; i < count; i++) {
      const lead = buildLead(
        leadInput('bayside-movers', { ...COMPLETE_BOOKING, email: email(i) }, PAY_LATER, { reference: `C${String(i).padStart(7, '0')}` }),
      );
      const body = leadEvent('booking.converted', lead);
      await enqueueEvent(db, {
        type: 'booking.converted',
        bookingId: bookingId(i),
        reference: lead.reference,
        partner: bayside,
        body,
        toCustomer: true,
        at: new Date(),
      });
    }
  }

  /** Both workers' passes at once; the emails sent, and every customer delivery's status. */
  async function race(): Promise<{ sent: number; statuses: string[] }> {
    handles ??= await setup();
    const mail = fakeDeliveryMail();
    const send = mail.send.bind(mail);
    // A slow mail server: both workers hold many emails in flight together.
    mail.send = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return send(message);
    };
    apps = [handles.first, handles.second].map((database) => testApp(database, { partners, mail }));
    await Promise.all(apps.map((app) => app.ready()));
    await Promise.all(apps.map((app) => app.deliveries.runOnce()));
    const rows = await handles.first.db
      .select({ status: outboxDeliveries.status })
      .from(outboxDeliveries)
      .where(eq(outboxDeliveries.channel, 'customer_email'));
    return { sent: mail.sent.length, statuses: rows.map((row) => row.status) };
  }

  it('50 emails to one address claimed at once: 10 go, 40 are skipped', async () => {
    handles = await setup();
    await enqueue(
      handles.first.db,
      50,
      () => 'Same.Person@example.com',
      (i) => 10_000 + i,
    );
    const { sent, statuses } = await race();
    expect(sent).toBe(10);
    expect(statuses.filter((status) => status === 'delivered')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'skipped')).toHaveLength(40);
    expect(await handles.first.db.select().from(customerEmailSends)).toHaveLength(10);
  }, 120_000);

  it('20 emails about one booking claimed at once: 3 go', async () => {
    handles = await setup();
    await enqueue(
      handles.first.db,
      20,
      (i) => `ann+${i}@example.com`,
      () => 20_000,
    );
    const { sent, statuses } = await race();
    expect(sent).toBe(3);
    expect(statuses.filter((status) => status === 'skipped')).toHaveLength(17);
  }, 120_000);
});
