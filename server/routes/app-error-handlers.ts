/**
 * What the app answers when no route does, or a route failed: under /api/ the API's JSON `{ messages }` (405 with
 * Allow for a known path with another method, 404, and the API's own error handler for errors outside the /api/v1
 * plugin), elsewhere the site's HTML pages (not found; a database that cannot be reached is a 503, anything else
 * the status it carries or 500, logged from 500 up).
 */
import type { FastifyInstance } from 'fastify';
import { createApiErrorHandler } from '../http/api-error-handler';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import type { FieldMessageLookup } from '../http/validation-messages';
import { renderNotFoundPage } from '../pages/not-found-page';
import { renderSimplePage } from '../pages/render-simple-page';
import { isDatabaseUnavailable } from '../resilience/is-database-unavailable';
import { isApiUrl } from './framework-errors';

const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function registerAppErrorHandlers(app: FastifyInstance, fieldMessages: FieldMessageLookup): void {
  app.setNotFoundHandler((request, reply) => {
    if (!request.url.startsWith('/api/')) return reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
    const path = request.url.split('?')[0] ?? '';
    const allowed = API_METHODS.filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length > 0) return sendMessages(reply.header('allow', allowed.join(', ')), 405, [API_MESSAGES.methodNotAllowed]);
    return sendMessages(reply, 404, [API_MESSAGES.notFound]);
  });
  // Errors outside the /api/v1 plugin (a route under /api/ that does not exist, a body no parser takes) still answer JSON there.
  const apiErrorHandler = createApiErrorHandler(fieldMessages);
  app.setErrorHandler((error, request, reply) => {
    if (isApiUrl(request.url))
      // Fastify hands this handler its own errors (FastifyError) or what a route threw; a thrown non-Error is wrapped first.
      return apiErrorHandler(error instanceof Error ? error : new Error(String(error)), request, reply);
    // A database that cannot be reached is a temporary 503 (the load balancer's /readyz says the same), not a bug.
    const status = isDatabaseUnavailable(error)
      ? 503
      : typeof error === 'object' && error && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status >= 500 || Number.isNaN(status)) request.log.error({ err: error }, 'request failed');
    const code = status >= 400 && status < 600 ? status : 500;
    return reply
      .code(code)
      .type('text/html; charset=utf-8')
      .send(
        renderSimplePage(
          'Something went wrong',
          `<h1>Something went wrong</h1>\n<p>${API_MESSAGES.internal}</p>\n<p><a href="/">Back to home</a></p>`,
        ),
      );
  });
}
