/** Every /api/v1 failure as JSON `{ messages }` (docs/FUNNEL.md#errors reads it), never Fastify's default shape. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../resilience/is-database-unavailable';
import { API_MESSAGES } from './api-messages';
import { sendMessages } from './send-messages';
import { validationMessages, type FieldMessageLookup } from './validation-messages';

/** Field validation failed: 422, the body was JSON but not an acceptable booking. */
export const VALIDATION_STATUS = 422;

/** What a 503 for an unreachable database asks clients to wait; the browser's retry backs off on its own too. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What the handler reads of an error: Fastify's own carry a status, a code or the validation's errors; a route's may not. */
type ApiError = Error & Partial<Pick<FastifyError, 'validation' | 'statusCode' | 'code'>>;

export function createApiErrorHandler(lookup: FieldMessageLookup) {
  return function apiErrorHandler(error: ApiError, request: FastifyRequest, reply: FastifyReply) {
    if (error.validation) {
      return sendMessages(reply, VALIDATION_STATUS, validationMessages(error.validation, lookup));
    }
    // The database is down or restarting: a temporary 503 the client can retry, not a server bug.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendMessages(reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)), 503, [API_MESSAGES.databaseUnavailable]);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendMessages(reply, status, [API_MESSAGES.internal]);
    }
    return sendMessages(reply, status, [clientErrorMessage(error, status)]);
  };
}

function clientErrorMessage(error: ApiError, status: number): string {
  if (status === 415) return API_MESSAGES.unsupportedMediaType;
  if (status === 413) return API_MESSAGES.bodyTooLarge;
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return API_MESSAGES.malformedJson;
  return error.message;
}
