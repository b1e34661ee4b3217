/**
 * The crowded-day warning (server/capacity/crowded-day-watch.ts): when a crew is taken, the taker's client address
 * bucket crowding its day is warned of with the partner, the day, the short hash and the counts; a bucket under the
 * rule, another bucket's crew, another day's crews and a crew of unknown origin are not.
 */
import { describe, expect, it } from 'vitest';
import { CROWDED_DAY_RULE } from '../../../core/capacity/crowded-day';
import { crowdedDayWatch, type CrowdedDayWarning } from '../../../server/capacity/crowded-day-watch';
import type { AppDatabase } from '../../../server/db/app-database';
import { bookings, crewClaims, sessions } from '../../../server/db/schema';
import { useTestApp } from '../helpers/test-app';
import { testDatabases } from '../helpers/test-databases';

const DAY = '2027-07-07';
const SQUAT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OFFICE = 'ffeeddccbbaa99887766554433221100';
let made = 0;

/** A pay-later booking of `bucket` whose crew is taken on `day`: its id. */
async function crewTaken(database: AppDatabase, bucket: string | null, day = DAY): Promise<number> {
  made += 1;
  const session = `crowded-${made}`;
  await database.db.insert(sessions).values({ id: session, csrfToken: 't' });
  const [row] = await database.db
    .insert(bookings)
    .values({
      sessionId: session,
      partnerSlug: 'bayside-movers',
      data: { moveDate: day },
      conversionType: 'pay_later',
      clientBucket: bucket,
    })
    .returning({ id: bookings.id });
  await database.db.insert(crewClaims).values({
    partnerSlug: 'bayside-movers',
    moveDate: day,
    timeOfDay: made % 2 ? 'morning' : 'afternoon',
    crew: made,
    bookingId: row!.id,
    kind: 'taken',
  });
  return row!.id;
}

describe.each(testDatabases)('the crowded-day warning on $name', ({ open }) => {
  let database: AppDatabase;
  useTestApp(open, (opened) => ({ database } = opened));

  it("warns when the taker's bucket holds more than the share of the day's crews, and at least the minimum", async () => {
    const warnings: CrowdedDayWarning[] = [];
    const watch = crowdedDayWatch(CROWDED_DAY_RULE, (warning) => warnings.push(warning));
    const check = (id: number) => database.db.transaction((tx) => watch(tx, 'bayside-movers', DAY, id));

    await check(await crewTaken(database, OFFICE));
    await check(await crewTaken(database, SQUAT));
    await check(await crewTaken(database, SQUAT));
    // Another day's crews of the same bucket do not count on this one.
    await check(await crewTaken(database, SQUAT, '2027-07-14'));
    expect(warnings).toEqual([]);

    await check(await crewTaken(database, SQUAT));
    expect(warnings).toEqual([{ partner: 'bayside-movers', day: DAY, bucket: 'a1b2c3d4', crews: 3, dayCrews: 4, sharePercent: 50 }]);

    // The office's next crew: its bucket does not crowd the day, whoever else does.
    await check(await crewTaken(database, OFFICE));
    // A crew of unknown origin counts in the day but is never warned of.
    await check(await crewTaken(database, null));
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain(SQUAT);
  });
});
