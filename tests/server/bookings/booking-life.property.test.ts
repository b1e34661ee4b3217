/**
 * A booking's life as a property (docs/FUNNEL.md, "A booking's life"): random sequences of what customers do (pay
 * later, which takes a provisional crew; the confirmation link; pay now with Stripe's stand-in; edits, moves between
 * times of day, an out-of-state answer, cancel, restart, time passing, a confirmation time running out) from three
 * customers on one partner day with two crews in the morning and one in the afternoon.
 * After every sequence: the crews taken are exactly the reservations' and never more than offered; a partner receiver
 * applying webhooks in arrival order and one keeping the newest `timestamp` both end with the database's state of
 * every booking; the customer's last email and invite say that state; and nothing the table refused changed the row.
 * LIFE_RUNS sets the number of sequences (default 50 in `npm test`, about a second each; run `LIFE_RUNS=500` before
 * changing the transition table, docs/DECISIONS.md).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/open-database';
import { crewClaims } from '../../../server/db/schema';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { createTestClock } from '../../support/test-clock';
import { FakeStripeServer } from '../payments/helpers/fake-stripe-server';
import { WEBHOOK_SECRET } from '../payments/helpers/payments-test-app';
import { testApp } from '../helpers/test-app';
import { moveDateIn } from '../helpers/test-bookings';
import { partnersWithWebhook, WEBHOOK_SECRET_ENV } from '../helpers/webhook-partners';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { startLoopbackSmtp, type LoopbackSmtp } from '../helpers/test-mail';
import { expectCustomerMailSaysState } from './life/customer-mail-checks';
import { KNOWN_SEQUENCES, lifeCommands, type LifeCommand } from './life/life-commands';
import { expectCrewsMatch, expectPartnerSeesDatabase, rowsOf, type PartnerEvent } from './life/life-checks';
import { memoryDoor } from './life/memory-door';
import { runLifeSequence } from './life/run-life-sequence';

const RUNS = Number(process.env.LIFE_RUNS ?? 50);
/** LIFE_SEED replays a reported run (fast-check prints its seed with a failure). */
const SEED = process.env.LIFE_SEED ? Number(process.env.LIFE_SEED) : undefined;
const CREWS = { morning: 2, afternoon: 1 };
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Bayside with few crews a day, pay later taking one until confirmed within the hour (the caps on unconfirmed crews
 * left at their defaults), every event to the receiver, customers' mail to the loopback SMTP.
 */
function lifePartners(url: string): ServerPartner[] {
  return partnersWithWebhook(url).map((partner) =>
    partner.slug === 'bayside-movers'
      ? {
          ...partner,
          capacity: {
            ...partner.capacity!,
            payLater: 'confirmed',
            confirmWithinHours: 1,
            crews: { default: CREWS, sun: { morning: 0, afternoon: 0 } },
          },
        }
      : partner,
  );
}

/** The Wednesday a run books (one of eight in turn); each run frees its crews when it ends. */
const dayOfRun = (run: number): string => moveDateIn(14 + 7 * (run % 8));

describe('a booking life of random customer actions (PGlite, in memory)', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let receiver: WebhookReceiver;
  let smtp: LoopbackSmtp;
  const stripe = new FakeStripeServer();
  const clock = createTestClock(new Date());

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    smtp = await startLoopbackSmtp();
    await stripe.start();
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, {
      partners: lifePartners(receiver.url),
      clock,
      holdLimits: { perSession: 100, perAddress: 10_000 },
      env: {
        [WEBHOOK_SECRET_ENV]: SECRET,
        WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true',
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: 'sk_test_life',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_life',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        CUSTOMER_EMAILS_PER_BOOKING_HOUR: '1000',
        CUSTOMER_EMAILS_PER_ADDRESS_DAY: '100000',
        LEAD_IDLE_MINUTES: String(7 * 24 * 60),
      },
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await receiver?.close();
    await smtp?.close();
    await stripe.stop();
  });

  /**
   * Every delivery sent: a minute on at a time, so a pending `booking.updated` falls due, and so does a delivery held
   * a few seconds behind an earlier one of its booking in flight (server/delivery/outbox/event-order-verdict.ts).
   */
  async function deliverAll(): Promise<void> {
    for (let round = 0; round < 5; round++) {
      clock.advance(61_000);
      let sent = 0;
      for (let pass = 0; pass < 10; pass++) {
        const attempted = await app.deliveries.runOnce();
        sent += attempted;
        if (attempted === 0) break;
      }
      if (sent === 0) return;
    }
  }

  /** Run number `run`: one sequence of commands by three customers on `day`, then every check. */
  async function runLife(run: number, day: string, commands: LifeCommand[]): Promise<void> {
    const door = memoryDoor(app, database.db, clock, stripe);
    const references = new Set(await runLifeSequence(door, database.db, { label: `life-${run}`, day, commands }));
    await deliverAll();
    const rows = await rowsOf(database.db, [...references]);
    await expectCrewsMatch(database.db, rows, day, (timeOfDay) => (timeOfDay === 'morning' ? CREWS.morning : CREWS.afternoon));
    const events = receiver.received
      .map((request) => JSON.parse(request.body) as PartnerEvent)
      .filter((event) => references.has(event.data.reference));
    expectPartnerSeesDatabase(rows, events);
    expectCustomerMailSaysState(rows, smtp.received);
  }

  it('keeps crews, the partner and the customer in step with the database', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(lifeCommands(10), async (commands) => {
        const day = dayOfRun(run++);
        try {
          await runLife(run, day, commands);
        } finally {
          // The next run on this day starts with every crew free, and no unconfirmed crew counts against its caps,
          // even after a failed run (fast-check shrinks a failure by running again).
          await app.bookings.releaseUnconfirmed({ partnerSlug: 'bayside-movers', moveDate: day }, clock.now());
          await database.db.delete(crewClaims).where(eq(crewClaims.moveDate, day));
        }
      }),
      { numRuns: RUNS, examples: KNOWN_SEQUENCES, seed: SEED },
    );
  }, 600_000);
});
