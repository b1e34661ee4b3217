/**
 * Races settled by the database across processes (docs/DECISIONS.md, "Capacity"): two real server processes
 * (server/main.ts) on one PostgreSQL, 20 customers spread over both racing for the last crew of a day, by hold
 * and by pay now (Stripe's far side faked), and 20 racing for one slot by pay later, hold and an edit of a reserved
 * booking at once. Exactly one wins, the others get 409 with messages, and "crews taken
 * or held <= crews offered" holds after each race. The processes run on the real clock, so the days are weeks ahead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { crewsOffered } from '../../../core/capacity/crews-offered';
import type { TimeOfDay } from '../../../core/capacity/partner-capacity';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { FakeStripeServer } from '../payments/helpers/fake-stripe-server';
import { callOverHttp, startBookingOverHttp, type HttpVisitor } from '../helpers/http-visitor';
import { startServerProcesses, type ServerProcesses } from '../helpers/server-processes';
import { testPartners } from '../helpers/test-app';
import { COMPLETE_BOOKING, moveDateIn } from '../helpers/test-bookings';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../helpers/test-databases';

const RACERS = 20;
const bayside = testPartners().find((partner) => partner.slug === 'bayside-movers')!;
const FULLY_BOOKED = /^This time of day is fully booked on .+\. Please choose another time or day\.$/;
/** `('K7M2Q9XD', …)` for an `in`: each reference a bound parameter (answers name bookings by reference, never by id). */
const sqlList = (values: string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

describe.skipIf(!TEST_DATABASE_URL)('racing for the last crew on two server processes sharing PostgreSQL', () => {
  let shared: SharedPostgres;
  let database: AppDatabase;
  let processes: ServerProcesses;
  let servers: string[] = [];
  const stripe = new FakeStripeServer();

  beforeAll(async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    await stripe.start();
    processes = await startServerProcesses(shared.url, 2, {
      STRIPE_SECRET_KEY: 'sk_test_race',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_race',
      STRIPE_API_BASE: stripe.url,
      // The racers share one test email and address: the caps on unconfirmed crews are provisional-crews.test.ts's.
      PROVISIONAL_CREWS_PER_CONTACT: '1000',
      PROVISIONAL_CREWS_PER_ADDRESS: '1000',
    });
    servers = processes.urls;
    database = await openDatabase({ kind: 'postgres', url: shared.url });
  }, 120_000);

  afterAll(async () => {
    await processes?.stop();
    await database?.close();
    await shared?.drop();
    await stripe.stop();
  });

  /** Every day and time of day with claims: crews taken or held (not lapsed) never exceed crews offered. */
  async function expectInvariant(): Promise<void> {
    const rows = await database.db.execute(sql`
      select move_date::text as day, time_of_day as time, count(*)::int as used from crew_claims
      where partner_slug = 'bayside-movers' and (kind = 'taken' or expires_at > now()) group by 1, 2`);
    // node-postgres answers { rows }, PGlite an array: this database is PostgreSQL.
    const list = (rows as unknown as { rows: Array<{ day: string; time: TimeOfDay; used: number }> }).rows;
    expect(list.length).toBeGreaterThan(0);
    for (const { day, time, used } of list) expect(used, `${day} ${time}`).toBeLessThanOrEqual(crewsOffered(bayside.capacity!, day, time));
  }

  /** 20 customers with finished bookings on a Wednesday morning (3 crews), two of them already held by others. */
  async function racersForLastCrew(moveDate: string): Promise<HttpVisitor[]> {
    const fields = { ...COMPLETE_BOOKING, moveDate, timeOfDay: 'morning' };
    for (let i = 0; i < 2; i++) {
      const other = await startBookingOverHttp(servers[i]!, 'bayside-movers', fields);
      expect((await callOverHttp(other, 'POST', '/api/v1/booking/hold')).status).toBe(200);
    }
    return Promise.all(Array.from({ length: RACERS }, (_, i) => startBookingOverHttp(servers[i % 2]!, 'bayside-movers', fields)));
  }

  const refusals = (answers: Array<{ status: number; body: Record<string, unknown> }>) =>
    answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.messages]);

  it('by hold: one of 20 holds it, 19 get 409 with messages', async () => {
    const racers = await racersForLastCrew(moveDateIn(40));
    // Each racer asks the process it did not start on: the session lives in the shared database.
    const answers = await Promise.all(
      racers.map((racer, i) => callOverHttp(racer, 'POST', '/api/v1/booking/hold', undefined, servers[(i + 1) % 2])),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(refusals(answers)).toEqual(Array.from({ length: RACERS - 1 }, () => [409, [expect.stringMatching(FULLY_BOOKED)]]));
    await expectInvariant();
  });

  it('by pay now: one of 20 card verifications converts, 19 get 409 with messages and stay unconverted', async () => {
    const racers = await racersForLastCrew(moveDateIn(47));
    // Each saves a card with Stripe first (the checkout's setup intent, confirmed in the browser: here on the fake).
    const intents = await Promise.all(
      racers.map(async (racer) => {
        const answer = await callOverHttp(racer, 'POST', '/api/v1/booking/setup-intent', { termsAccepted: true });
        expect(answer.status).toBe(200);
        const id = String(answer.body.client_secret).split('_secret_')[0]!;
        stripe.updateSetupIntent(id, { status: 'succeeded', payment_method: 'pm_card_visa' });
        return id;
      }),
    );
    const answers = await Promise.all(
      racers.map((racer, i) =>
        callOverHttp(racer, 'POST', '/api/v1/booking/pay-now/verify', { setupIntentId: intents[i] }, servers[(i + 1) % 2]),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.conversionType)).toEqual(['pay_now']);
    expect(refusals(answers)).toEqual(Array.from({ length: RACERS - 1 }, () => [409, [expect.stringMatching(FULLY_BOOKED)]]));
    const references = racers.map((racer) => racer.props.booking.reference);
    const converted = await database.db.execute(
      sql`select count(*)::int as count from bookings where conversion_type = 'pay_now' and reference in ${sqlList(references)}`,
    );
    // node-postgres answers { rows }.
    expect((converted as unknown as { rows: Array<{ count: number }> }).rows).toEqual([{ count: 1 }]);
    await expectInvariant();
  });

  it('by pay later, hold and edit at once: the slot never takes more than its crews, and every loser keeps what it had', async () => {
    // Wednesday morning: 3 crews. Seven customers convert pay later onto it, seven hold it, six move a reservation of another day onto it.
    const slot = { moveDate: moveDateIn(54), timeOfDay: 'morning' };
    const fields = { ...COMPLETE_BOOKING, ...slot };
    const converters = await Promise.all(
      Array.from({ length: 7 }, (_, i) => startBookingOverHttp(servers[i % 2]!, 'bayside-movers', fields)),
    );
    const holders = await Promise.all(Array.from({ length: 7 }, (_, i) => startBookingOverHttp(servers[i % 2]!, 'bayside-movers', fields)));
    const movers: Array<{ visitor: HttpVisitor; booking: Record<string, unknown> }> = [];
    for (let i = 0; i < 6; i++) {
      const visitor = await startBookingOverHttp(servers[i % 2]!, 'bayside-movers', {
        ...COMPLETE_BOOKING,
        moveDate: moveDateIn(61 + 7 * i),
      });
      const converted = await callOverHttp(visitor, 'POST', '/api/v1/booking/pay-later');
      expect(converted.status).toBe(200);
      movers.push({ visitor, booking: converted.body });
    }
    const answers = await Promise.all([
      ...converters.map((racer, i) => callOverHttp(racer, 'POST', '/api/v1/booking/pay-later', undefined, servers[(i + 1) % 2])),
      ...holders.map((racer, i) => callOverHttp(racer, 'POST', '/api/v1/booking/hold', undefined, servers[i % 2])),
      ...movers.map(({ visitor, booking }, i) =>
        callOverHttp(visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, ...slot } }, servers[(i + 1) % 2]),
      ),
    ]);
    const won = answers.filter((answer) => answer.status === 200);
    expect(won.length).toBe(3);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.messages).toEqual([expect.stringMatching(FULLY_BOOKED)]);
    }
    await expectInvariant();
    // A mover that lost keeps its reservation and its crew on its own day.
    const kept = await database.db.execute(
      sql`select count(*)::int as count from crew_claims where kind = 'taken' and move_date::text <> ${slot.moveDate}
          and booking_id in (select id from bookings where reference in ${sqlList(movers.map(({ booking }) => String(booking.reference)))})`,
    );
    const moved = answers.slice(14).filter((answer) => answer.status === 200).length;
    expect((kept as unknown as { rows: Array<{ count: number }> }).rows).toEqual([{ count: 6 - moved }]);
  });
});
