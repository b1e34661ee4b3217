/**
 * What the guards attach to a request (the app's services declare themselves beside their plugins: server/clock-plugin.ts,
 * server/bookings/booking-desk-plugin.ts, server/capacity/capacity-desk-plugin.ts, server/jobs/jobs-plugin.ts,
 * server/consent/client-address-hash-plugin.ts). Routes read both through server/routes/visit-of.ts.
 */
import type { VisitorSession } from './sessions/visitor-sessions';
import type { ServerPartner } from './partners/server-partner';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/v1 mutations once the session and its CSRF token checked out. */
    session: VisitorSession | null;
    /** Set on /api/v1 booking routes from the x-partner-slug header. */
    partner: ServerPartner | null;
  }
}
