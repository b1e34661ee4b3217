import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RefusedSubmit } from '../../core/booking-wire';
import type { ServerPartner } from '../partners/server-partner';
import type { VisitorSession } from '../sessions/visitor-sessions';

/** Whose page to send, and a submit of its form the server refused (shown with its messages, answered 422). */
export interface FunnelPageVisit {
  partner: ServerPartner;
  session: VisitorSession;
  refusedSubmit?: RefusedSubmit;
  /** The status a refused submit is answered with: 422 unless the desk said otherwise (409: a slot just taken...). */
  status?: number;
  /** The browser brought no session cookie: the page starts a visit in the partner's insights (server/routes/count-page-start.ts). */
  startsVisit?: boolean;
}

/** Sends the funnel's page at the request's path (server/routes/host-page-routes.ts). */
export type SendFunnelPage = (request: FastifyRequest, reply: FastifyReply, visit: FunnelPageVisit) => Promise<FastifyReply>;
