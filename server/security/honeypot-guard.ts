/**
 * The landing form's honeypot (docs/DECISIONS.md, Hardening): a field people never see (visually hidden, aria-hidden, out of the
 * tab order) that form-filling bots do fill. The browser sends whatever is in it in this header on every
 * /api/v1 call (renderer/api/honeypot.ts), and the server refuses such calls with a 400 instead of silently
 * dropping them: a person whose browser somehow filled it gets a visible failure (and the page's retry
 * does not loop: 400 is not retried), never a booking that looks saved but is not.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import { HONEYPOT_HEADER } from '../../core/posted-form-names';

export async function honeypotGuard(request: FastifyRequest, reply: FastifyReply) {
  const value = request.headers[HONEYPOT_HEADER];
  if (value === undefined || value === '') return;
  // The route's pattern, never the URL: its query may carry what the visitor typed (an address being looked up).
  request.log.warn({ route: request.routeOptions.url ?? 'unknown' }, 'honeypot filled: request refused');
  return sendMessages(reply, 400, [API_MESSAGES.requestRefused]);
}
