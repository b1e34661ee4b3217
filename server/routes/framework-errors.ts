/**
 * Requests Fastify refuses before any route sees them (a malformed escape in the path, a path parameter over
 * its length): under /api/ the API's JSON `{ messages }`, elsewhere the site's HTML error page, never
 * Fastify's own JSON shape.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { renderSimplePage } from '../pages/render-simple-page';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';

export function isApiUrl(url: string): boolean {
  return url.startsWith('/api/');
}

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  if (isApiUrl(request.url)) {
    void sendMessages(reply, status, [API_MESSAGES.badAddress]);
    return;
  }
  void reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(renderSimplePage('Page not found', `<h1>This address is not valid</h1>\n<p><a href="/">Back to home</a></p>`));
}
