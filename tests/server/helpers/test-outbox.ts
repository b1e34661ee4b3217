/** The outbox and the conversion write, as build-app.ts makes them, for tests that convert without the app. */
import { createBookingDesk } from '../../../server/bookings/booking-desk';
import type { RecordConversion } from '../../../server/bookings/desk-deps';
import { createCapacityDesk } from '../../../server/capacity/capacity-desk';
import type { AppDb } from '../../../server/db/app-database';
import { createRouteFigures } from '../../../server/distance/route-figures';
import { createVisitorSessions } from '../../../server/sessions/visitor-sessions';
import { systemClock, type Clock } from '../../../core/clock';
import { createBookingOutbox, type BookingOutbox } from '../../../server/delivery/outbox/booking-outbox';
import { leadEventBody } from '../../../server/delivery/outbox/lead-event-body';
import { testPartners } from './test-app';

export function testOutbox(clock: Clock = systemClock): BookingOutbox {
  return createBookingOutbox({ partners: new Map(testPartners().map((p) => [p.slug, p])), clock, body: leadEventBody });
}

/**
 * The booking desk's conversion write (crew and outbox event), as build-app.ts makes it, for tests of the Stripe store
 * without the app. `unlimitedCrews`: the partners without capacity, for tests of payments that convert many bookings of
 * one day (the capacity tests keep the crews).
 */
export function testRecordConversion(
  db: AppDb,
  { clock = systemClock, unlimitedCrews = false, partnerFiles = testPartners() } = {},
): RecordConversion {
  const partners = new Map(
    partnerFiles.map(({ capacity, ...partner }) => [partner.slug, unlimitedCrews ? partner : { ...partner, capacity }]),
  );
  const desk = createBookingDesk({
    db,
    sessions: createVisitorSessions(db, 'test-secret'),
    partners,
    capacity: createCapacityDesk({ db, clock }),
    outbox: testOutbox(clock),
    routeFigures: createRouteFigures({ google: null }),
    clock,
  });
  return desk.recordConversion;
}
