/**
 * The token the button of a manage or resume link's page posts (docs/FUNNEL.md, "Manage and resume links"): an HMAC of
 * the link's purpose and token under the session secret, so any process can check it without a row, and a POST made
 * without the page (a scanner's, a mail program's) opens nothing. It proves the page was read; the route's same-origin
 * check (server/security/same-origin-form.ts) is what keeps another site from posting it.
 */
import { createHmac } from 'node:crypto';
import type { LinkPurpose } from './link-purpose';

export function linkFormToken(secret: string, purpose: LinkPurpose, linkToken: string): string {
  return createHmac('sha256', secret).update(`link-form:${purpose}:${linkToken}`).digest('base64url');
}
