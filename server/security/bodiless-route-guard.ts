/**
 * A mutation route that declares no body schema takes no body (docs/FUNNEL.md#calls: pay-later and
 * suggested-location are bodiless). Without this a body sent there would be read by nobody and answered
 * 200, so a client bug or a probe would look like success; instead it is a 400 with `messages`.
 * Registered as a preValidation hook, after the JSON parser turned an empty body into undefined.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function bodilessRouteGuard(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.routeOptions.schema?.body !== undefined) return;
  if (request.body === undefined) return;
  return sendMessages(reply, 400, [API_MESSAGES.bodyNotAllowed]);
}
