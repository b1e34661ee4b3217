/**
 * The one narrowing of `request.session` and `request.partner` (docs/DECISIONS.md, "Typed routes"): the CSRF guard
 * (server/sessions/csrf-guard.ts) sets the session on every /api/v1 mutation, and the partner preHandler
 * (server/partners/partner-from-header.ts) the partner on every booking call, or they answer the refusal themselves.
 * A route behind them reads both here, typed as present; a route that forgot its preHandler fails loudly.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerPartner } from '../partners/server-partner';
import type { VisitorSession } from '../sessions/visitor-sessions';

export interface Visitor {
  session: VisitorSession;
  partner: ServerPartner;
}

/** The partner the partner preHandler found. */
export function partnerOf(request: FastifyRequest): ServerPartner {
  if (!request.partner) throw new Error(`${request.routeOptions.url ?? request.url} reads the partner without the partner preHandler`);
  return request.partner;
}

/** The session the CSRF guard checked and the partner the partner preHandler found. */
export function visitorOf(request: FastifyRequest): Visitor {
  if (!request.session) throw new Error(`${request.routeOptions.url ?? request.url} reads the session outside the CSRF guard`);
  return { session: request.session, partner: partnerOf(request) };
}
