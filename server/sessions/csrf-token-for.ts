/**
 * The CSRF token of a session that is not stored yet: an HMAC of its id under the session secret, so any
 * process holding SESSION_SECRET can check it without a database row (docs/FUNNEL.md, "What the server checks").
 * A cross-site page can neither read the page's meta nor compute this without the secret.
 */
import { createHmac } from 'node:crypto';

export function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf-token:${sessionId}`).digest('base64url');
}
