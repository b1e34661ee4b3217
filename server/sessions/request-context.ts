/** What the session and partner hooks attach to a request. */
import type { VisitorSession } from './visitor-sessions';
import type { ServerPartner } from '../partners/server-partner';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/v1 mutations once the session and its CSRF token checked out. */
    session: VisitorSession | null;
    /** Set on /api/v1 booking routes from the x-partner-slug header. */
    partner: ServerPartner | null;
  }
}
