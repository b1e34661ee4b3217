/** What the session and partner hooks attach to a request, and what the app carries for every route. */
import type { Clock } from '../core/clock';
import type { BookingDesk } from './bookings/booking-desk';
import type { CapacityDesk } from './capacity/capacity-desk';
import type { OutboxWorker } from './delivery/outbox/outbox-worker';
import type { JobRunner } from './jobs/job-runner';
import type { VisitorSession } from './sessions/visitor-sessions';
import type { ServerPartner } from './partners/server-partner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one source of "now" (core/clock.ts, BuildAppOptions.clock). */
    clock: Clock;
    /** The outbox's delivery worker (server/delivery/outbox/outbox-worker.ts): the operator's replays; tests drain it by hand. */
    deliveries: OutboxWorker;
    /** Everything the server does on its own (server/jobs/app-jobs.ts); tests run a pass with `runOnce`. */
    jobs: JobRunner;
    /** Every save, conversion and cancellation (server/bookings/booking-desk.ts). */
    bookings: BookingDesk;
    /** Every hold, crew and calendar reading (server/capacity/capacity-desk.ts). */
    capacity: CapacityDesk;
  }
  interface FastifyRequest {
    /** Set on /api/v1 mutations once the session and its CSRF token checked out. */
    session: VisitorSession | null;
    /** Set on /api/v1 booking routes from the x-partner-slug header. */
    partner: ServerPartner | null;
  }
}
