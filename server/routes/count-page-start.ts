/**
 * The host page's part in the partner's insights (./count-first-view.ts): a funnel page sent to a browser that brought
 * no session cookie starts a visit at the step it shows (or, when the page redirects, at the step it redirects to).
 * A failed count is logged and the page is sent all the same: the insights never cost a customer their page.
 */
import type { FastifyRequest } from 'fastify';
import { deviceClass } from '../../core/insights/device-class';
import type { AppDb } from '../db/app-database';
import { funnelPage } from '../pages/funnel-page';
import type { ServerPartner } from '../partners/server-partner';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { countFirstView } from '../insights/count-first-view';

/** Whether the request starts a visit: it brought no session cookie (the page is about to set one). */
export const startsVisit = (request: FastifyRequest): boolean => !request.cookies[SESSION_COOKIE];

/** Counts the start at the step of `shownUrl` (a funnel page's path and query); nothing for a preview or a 404. */
export async function countPageStart(
  db: AppDb,
  request: FastifyRequest,
  partner: ServerPartner,
  shownUrl: string,
  now: Date,
): Promise<void> {
  const url = new URL(shownUrl, 'http://funnel.invalid');
  const { stepId, preview, status } = funnelPage(url.pathname, partner);
  if (stepId === null || preview || status !== 200) return;
  const query = Object.fromEntries(new URL(request.url, 'http://funnel.invalid').searchParams);
  try {
    await countFirstView(db, { partner, step: stepId, query, device: deviceClass(request.headers['user-agent']), now });
  } catch (error) {
    request.log.warn({ err: error }, 'counting a first page view failed');
  }
}
