/**
 * The booking desk's collaborators for a command that opens the database itself (`npm run bookings` with no server
 * to ask): the same capacity desk and outbox the server builds (server/build-app.ts), on the system clock, so a change
 * it makes is the same transition with the same crew and the same event in the outbox. It never places an address
 * (no maps key: a cancellation or a release changes none) and never starts the delivery job: the servers send.
 */
import { systemClock } from '../../../core/clock';
import { createCapacityDesk } from '../../capacity/capacity-desk';
import type { AppConfig } from '../../config/app-config';
import type { AppDb } from '../../db/app-database';
import { createBookingOutbox } from '../../delivery/outbox/booking-outbox';
import { leadEventBody } from '../../delivery/outbox/lead-event-body';
import { createRouteFigures } from '../../distance/route-figures';
import type { ServerPartner } from '../../partners/server-partner';
import { createVisitorSessions } from '../../sessions/visitor-sessions';
import type { CancellationMoney } from '../cancellation-money';
import type { BookingDeskDeps } from '../desk-deps';

/** `money`: a cancellation's refund and fee on Stripe (../cancellation-money.ts), when STRIPE_SECRET_KEY is set. */
export function commandDeskDeps(
  db: AppDb,
  partners: ReadonlyMap<string, ServerPartner>,
  config: Pick<AppConfig, 'sessionSecret' | 'updateMergeMs'>,
  money?: CancellationMoney,
): BookingDeskDeps {
  const clock = systemClock;
  return {
    db,
    partners,
    clock,
    sessions: createVisitorSessions(db, config.sessionSecret),
    capacity: createCapacityDesk({ db, clock }),
    outbox: createBookingOutbox({ partners, clock, body: leadEventBody, updateMergeMs: config.updateMergeMs }),
    routeFigures: createRouteFigures({ google: null, onFallback: () => undefined }),
    ...(money && { money }),
  };
}
