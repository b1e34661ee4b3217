/**
 * A booking's life as a property on two server processes sharing PostgreSQL (docs/FUNNEL.md, "A booking's life"):
 * the sequences of ./booking-life.property.test.ts (confirmation links and confirmation times running out among them),
 * each call going to the processes in turn, with Stripe's stand-in.
 * After each: crews taken are exactly the reservations' and never more than offered; the partner's events as the
 * outbox will send them (by due time) and by newest `timestamp` end with the database's state; nothing refused
 * changed the row. The processes keep real time, so their deliveries are read from the outbox rather than awaited.
 * LIFE_PROCESS_RUNS sets the number of sequences (default 12 in `npm test`).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { crewClaims } from '../../../server/db/schema';
import { FakeStripeServer } from '../payments/helpers/fake-stripe-server';
import { startServerProcesses, type ServerProcesses } from '../helpers/server-processes';
import { ROOT, TEST_SESSION_SECRET } from '../helpers/test-app';
import { UPDATE_MERGE_MS } from '../../../server/delivery/outbox/booking-outbox';
import { commandDeskDeps } from '../../../server/bookings/partner-bookings/command-desk-deps';
import { releaseUnconfirmed } from '../../../server/bookings/release-unconfirmed';
import { loadPartners } from '../../../server/partners/load-partners';
import { moveDateIn } from '../helpers/test-bookings';
import { createPostgresDatabase, TEST_DATABASE_URL, type SharedPostgres } from '../helpers/test-databases';
import { httpDoor } from './life/http-door';
import { KNOWN_SEQUENCES, lifeCommands } from './life/life-commands';
import { expectCrewsMatch, expectPartnerSeesDatabase, rowsOf } from './life/life-checks';
import { partnerEventsInOutbox } from './life/outbox-events';
import { runLifeSequence } from './life/run-life-sequence';

const RUNS = Number(process.env.LIFE_PROCESS_RUNS ?? 12);
const CREWS = { morning: 2, afternoon: 1 };

/** The demo partner files with Bayside's crews few and pay later taking one until confirmed within the hour, for the processes' PARTNERS_DIR. */
function lifePartnersDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'life-partners-'));
  for (const file of readdirSync(join(ROOT, 'partners')).filter((name) => name.endsWith('.json'))) {
    const partner = JSON.parse(readFileSync(join(ROOT, 'partners', file), 'utf8')) as Record<string, unknown> & { slug: string };
    if (partner.slug === 'bayside-movers') {
      const capacity = partner.capacity as Record<string, unknown>;
      partner.capacity = {
        ...capacity,
        payLater: 'confirmed',
        confirmWithinHours: 1,
        crews: { default: CREWS, sun: { morning: 0, afternoon: 0 } },
      };
      partner.delivery = { email: 'dispatch@bayside-movers.example.com' };
    }
    writeFileSync(join(dir, file), JSON.stringify(partner, null, 2));
  }
  return dir;
}

describe.skipIf(!TEST_DATABASE_URL)('a booking life of random customer actions (two processes, PostgreSQL)', () => {
  let shared: SharedPostgres;
  let database: AppDatabase;
  let processes: ServerProcesses;
  const stripe = new FakeStripeServer();
  const partnersDir = lifePartnersDir();
  const partners = new Map(loadPartners(partnersDir).partners.map((partner) => [partner.slug, partner]));

  beforeAll(async () => {
    shared = await createPostgresDatabase(TEST_DATABASE_URL!);
    await stripe.start();
    processes = await startServerProcesses(shared.url, 2, {
      PARTNERS_DIR: partnersDir,
      STRIPE_SECRET_KEY: 'sk_test_life',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_life',
      STRIPE_API_BASE: stripe.url,
      HOLDS_PER_ADDRESS: '1000',
    });
    database = await openDatabase({ kind: 'postgres', url: shared.url });
  }, 120_000);

  afterAll(async () => {
    await processes?.stop();
    await database?.close();
    await shared?.drop();
    await stripe.stop();
  });

  it('keeps crews and the partner in step with the database', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(lifeCommands(8), async (commands) => {
        const day = moveDateIn(14 + 7 * (run++ % 8));
        const door = httpDoor(processes.urls, database.db, stripe, partners);
        try {
          const references = await runLifeSequence(door, database.db, { label: `life-processes-${run}`, day, commands });
          const rows = await rowsOf(database.db, references);
          await expectCrewsMatch(database.db, rows, day, (timeOfDay) => (timeOfDay === 'morning' ? CREWS.morning : CREWS.afternoon));
          expectPartnerSeesDatabase(rows, await partnerEventsInOutbox(database.db, references));
        } finally {
          // The next run on this day starts with every crew free, and no unconfirmed crew counts against its caps,
          // even after a failed run (fast-check shrinks a failure by running again).
          await releaseUnconfirmed(
            commandDeskDeps(database.db, partners, { sessionSecret: TEST_SESSION_SECRET, updateMergeMs: UPDATE_MERGE_MS }),
            { partnerSlug: 'bayside-movers', moveDate: day },
            new Date(),
          );
          await database.db.delete(crewClaims).where(eq(crewClaims.moveDate, day));
        }
      }),
      { numRuns: RUNS, examples: KNOWN_SEQUENCES },
    );
  }, 600_000);
});
