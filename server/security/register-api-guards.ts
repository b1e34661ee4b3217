/**
 * The abuse guards of the /api/v1 context, in the order they must run: the rate limit first (no database
 * work for a flood), then the honeypot; the caller adds the CSRF guard after this. The bodiless check runs
 * once the body is parsed.
 */
import type { FastifyInstance } from 'fastify';
import { createApiRateLimit, type ApiRateLimits } from './api-rate-limits';
import { bodilessRouteGuard } from './bodiless-route-guard';
import { honeypotGuard } from './honeypot-guard';

export async function registerApiGuards(app: FastifyInstance, rateLimits?: ApiRateLimits): Promise<void> {
  app.addHook('onRequest', await createApiRateLimit(app, rateLimits));
  app.addHook('onRequest', honeypotGuard);
  app.addHook('preValidation', bodilessRouteGuard);
}
