/**
 * The booking desk as a named service (docs/DECISIONS.md, "Typed routes"): `app.bookings`, through which every save,
 * conversion and cancellation goes. The crew follows the booking (the capacity desk), the partner hears of it (the
 * outbox), and the route's miles come from Google or, failing that, the offline figures.
 */
import fp from 'fastify-plugin';
import type { AppDb } from '../db/app-database';
import { createBookingOutbox } from '../delivery/outbox/booking-outbox';
import { leadEventBody } from '../delivery/outbox/lead-event-body';
import type { GoogleApi } from '../distance/google-api';
import { createRouteFigures } from '../distance/route-figures';
import type { ServerPartner } from '../partners/server-partner';
import type { VisitorSessions } from '../sessions/visitor-sessions';
import { createBookingDesk, type BookingDesk } from './booking-desk';
import type { CancellationMoney } from './cancellation-money';
import { PROVISIONAL_CREW_LIMITS, type ProvisionalCrewLimits } from './crew-to-take';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every save, conversion and cancellation (server/bookings/booking-desk.ts). */
    bookings: BookingDesk;
  }
}

export interface BookingDeskOptions {
  db: AppDb;
  sessions: VisitorSessions;
  partners: ReadonlyMap<string, ServerPartner>;
  /** Google's Routes API, or null: the offline figures (server/distance/route-figures.ts). */
  google: GoogleApi | null;
  /** Unconfirmed provisional crews per contact and per address (./crew-to-take.ts); unset: the defaults. */
  provisionalLimits?: Partial<ProvisionalCrewLimits>;
  /** UPDATE_MERGE_SECONDS in ms: how long an update waits for the edits that follow it (server/delivery/outbox/booking-outbox.ts). */
  updateMergeMs?: number;
  /** A cancellation's refund and fee on Stripe (./cancellation-money.ts); none without Stripe. */
  money?: CancellationMoney;
}

export const bookingDeskPlugin = fp<BookingDeskOptions>(
  async (app, { db, sessions, partners, google, provisionalLimits, updateMergeMs, money }) => {
    const { clock, capacity } = app;
    const outbox = createBookingOutbox({ partners, clock, body: leadEventBody, updateMergeMs });
    const routeFigures = createRouteFigures({
      google,
      onFallback: (error) => app.log.warn({ err: error }, 'Google maps call failed; offline figures used'),
    });
    const limits = {
      perContact: provisionalLimits?.perContact ?? PROVISIONAL_CREW_LIMITS.perContact,
      perAddress: provisionalLimits?.perAddress ?? PROVISIONAL_CREW_LIMITS.perAddress,
    };
    app.decorate(
      'bookings',
      createBookingDesk({ db, sessions, partners, capacity, outbox, routeFigures, clock, provisionalLimits: limits, money }),
    );
  },
  { name: 'booking-desk', dependencies: ['clock', 'capacity-desk'], fastify: '5.x' },
);
