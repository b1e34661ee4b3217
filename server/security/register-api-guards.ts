/**
 * The abuse guards of the /api/v1 context, in the order they must run: the rate limit first (no database
 * work for a flood), then the honeypot; the caller adds the CSRF guard after this. The body checks (no body
 * where none is taken, no text the database cannot store) run once the body is parsed.
 */
import type { FastifyInstance } from 'fastify';
import { createApiRateLimit, type ApiRateLimits } from './api-rate-limits';
import { bodilessRouteGuard } from './bodiless-route-guard';
import { honeypotGuard } from './honeypot-guard';
import { unstorableTextGuard } from './unstorable-text-guard';

export async function registerApiGuards(app: FastifyInstance, rateLimits?: ApiRateLimits): Promise<void> {
  app.addHook('onRequest', await createApiRateLimit(app, rateLimits));
  app.addHook('onRequest', honeypotGuard);
  app.addHook('preValidation', bodilessRouteGuard);
  app.addHook('preValidation', unstorableTextGuard);
}
