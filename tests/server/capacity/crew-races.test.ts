/**
 * Races settled by the database (docs/DECISIONS.md, "Capacity"): 20 customers race for the last crew of a day, by
 * hold and by pay now; exactly one wins, the others are refused with messages, and "crews taken or held <= crews
 * offered" holds for every day after every race. Here on PGlite, in one process; crew-races-two-processes.test.ts
 * runs the same races through two server processes sharing PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { crewsOffered } from '../../../core/capacity/crews-offered';
import type { TimeOfDay } from '../../../core/capacity/partner-capacity';
import type { AppDatabase, AppDb } from '../../../server/db/app-database';
import { RefusedError } from '../../../server/bookings/refused-error';
import { claimCrew } from '../../../server/db/crew-claims';
import { openDatabase } from '../../../server/db/open-database';
import { createDbStripePaymentsStore } from '../../../server/payments/stripe/create-db-stripe-payments-store';
import { createTestClock } from '../../support/test-clock';
import { seedBooking } from '../payments/helpers/payments-databases';
import { api, startBooking, testApp, testPartners } from '../helpers/test-app';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { testRecordConversion } from '../helpers/test-outbox';

const RACERS = 20;
const clock = createTestClock('2026-12-02T07:00:00Z');
const partners = new Map(testPartners().map((partner) => [partner.slug, partner]));
const bayside = partners.get('bayside-movers')!;

/** Every day and time of day with claims: crews taken or held (not lapsed) never exceed crews offered. */
async function expectInvariant(db: AppDb): Promise<void> {
  const rows = await db.execute(sql`
    select move_date::text as day, time_of_day as time, count(*)::int as used from crew_claims
    where partner_slug = 'bayside-movers' and (kind = 'taken' or expires_at > ${clock.now()}) group by 1, 2`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{ day: string; time: TimeOfDay; used: number }>;
  expect(list.length).toBeGreaterThan(0);
  for (const { day, time, used } of list) expect(used, `${day} ${time}`).toBeLessThanOrEqual(crewsOffered(bayside.capacity!, day, time));
}

/** Racers on `moveDate` (a Wednesday: 3 morning crews), two of which are already held by others. */
async function lastCrewOf(dbs: AppDb[], moveDate: string) {
  const data = { ...COMPLETE_BOOKING, moveDate, timeOfDay: 'morning' };
  for (let i = 0; i < 2; i++) {
    const { booking } = await seedBooking(dbs[0]!, 'bayside-movers', data);
    const held = await dbs[0]!.transaction((tx) =>
      claimCrew(tx, {
        partnerSlug: 'bayside-movers',
        moveDate,
        timeOfDay: 'morning',
        bookingId: booking.id,
        offered: 3,
        kind: 'taken',
        expiresAt: null,
        now: clock.now(),
      }),
    );
    expect(held).toBe(true);
  }
  return Promise.all(Array.from({ length: RACERS }, () => seedBooking(dbs[0]!, 'bayside-movers', data)));
}

const settled = <T>(results: PromiseSettledResult<T>[]) => ({
  won: results.filter((r) => r.status === 'fulfilled'),
  lost: results.filter((r): r is PromiseRejectedResult => r.status === 'rejected'),
});

function racesOn(name: string, open: () => Promise<AppDatabase[]>) {
  describe(`racing for the last crew on ${name}`, () => {
    let databases: AppDatabase[] = [];
    let dbs: AppDb[] = [];

    beforeAll(async () => {
      databases = await open();
      dbs = databases.map((database) => database.db);
    }, 120_000);
    afterAll(async () => {
      for (const database of databases.reverse()) await database.close();
    });

    it('by hold: exactly one of 20 holds it', async () => {
      const racers = await lastCrewOf(dbs, '2026-12-09');
      const results = await Promise.all(
        racers.map(({ booking }, i) =>
          dbs[i % dbs.length]!.transaction((tx) =>
            claimCrew(tx, {
              partnerSlug: 'bayside-movers',
              moveDate: '2026-12-09',
              timeOfDay: 'morning',
              bookingId: booking.id,
              offered: 3,
              kind: 'hold',
              expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
              now: clock.now(),
            }),
          ),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      await expectInvariant(dbs[0]!);
    });

    it('by pay now: exactly one of 20 conversions takes it, the others are refused with 409 and messages', async () => {
      const racers = await lastCrewOf(dbs, '2026-12-16');
      const stores = dbs.map((db) => createDbStripePaymentsStore(db, testRecordConversion(db, { clock })));
      const results = settled(
        await Promise.allSettled(
          racers.map(({ booking }, i) =>
            stores[i % stores.length]!.markPayNow({
              bookingId: booking.id,
              setupIntentId: `seti_race_${i}`,
              paymentMethodId: 'pm_card_visa',
              source: 'verify',
              checkedRevision: booking.revision,
            }),
          ),
        ),
      );
      expect(results.won).toHaveLength(1);
      expect(results.lost).toHaveLength(RACERS - 1);
      for (const { reason } of results.lost) {
        expect(reason).toBeInstanceOf(RefusedError);
        expect((reason as RefusedError).refusal).toEqual({
          messages: ['This time of day is fully booked on December 16, 2026. Please choose another time or day.'],
          step: 'moveDate',
          path: '/book/move-date',
          status: 409,
        });
      }
      await expectInvariant(dbs[0]!);
    });
  });
}

racesOn('PGlite', async () => [await openDatabase({ kind: 'pglite' })]);

describe('racing through the API on PGlite: 20 visitors hold the last crew at once', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const generous = { max: 100_000, timeWindow: '1 minute' };

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, { clock, rateLimits: { perSession: generous, perAddress: generous } });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers one 200 and nineteen 409 with messages', async () => {
    // Tuesday, December 8: Bayside's 2 afternoon crews; one is held first.
    const slot = { ...COMPLETE_BOOKING, moveDate: '2026-12-08', timeOfDay: 'afternoon' };
    const first = await startBooking(app, 'bayside-movers', undefined, slot);
    expect((await api(app, first, 'POST', '/api/v1/booking/hold')).statusCode).toBe(200);
    const visitors = await Promise.all(Array.from({ length: RACERS }, () => startBooking(app, 'bayside-movers', undefined, slot)));
    const answers = await Promise.all(visitors.map((visitor) => api(app, visitor, 'POST', '/api/v1/booking/hold')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().messages).toEqual(['This time of day is fully booked on December 8, 2026. Please choose another time or day.']);
    }
    await expectInvariant(database.db);
  });
});
