/** The outbox the conversion writes take, as build-app.ts makes it, for tests that convert without the app. */
import { systemClock, type Clock } from '../../../core/clock';
import { createBookingOutbox, type BookingOutbox } from '../../../server/delivery/outbox/booking-outbox';
import { leadEventBody } from '../../../server/delivery/outbox/lead-event-body';
import { testPartners } from './test-app';

export function testOutbox(clock: Clock = systemClock): BookingOutbox {
  return createBookingOutbox({ partners: new Map(testPartners().map((p) => [p.slug, p])), clock, body: leadEventBody });
}
