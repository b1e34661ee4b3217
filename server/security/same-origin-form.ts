/**
 * Whether a form's POST came from one of our own pages, for the forms whose POST sets a session (the manage and
 * resume links' button, server/routes/booking-link-routes.ts): another site must not plant its booking in a
 * customer's browser. Fetch metadata first: `Sec-Fetch-Site` must be `same-origin` (a sibling subdomain is not our
 * page). A browser without it is judged by `Origin`, which must name this host when it names one; `null` (what a
 * page served with `Referrer-Policy: no-referrer`, like the link's own, sends) and no header at all are let through,
 * as the crossSiteGuard lets requests without metadata through.
 */
import type { FastifyRequest } from 'fastify';

export function isSameOriginForm(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  try {
    // Both through URL, so a default port written in one and left out of the other still matches.
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}
