/** Every /api/v1 failure as JSON `{ messages }` (SPEC section 8 reads `messages`), never Fastify's default shape. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from './api-messages';
import { sendMessages } from './send-messages';
import { validationMessages, type FieldMessageLookup } from './validation-messages';

/** Field validation failed: 422, the body was JSON but not an acceptable booking. */
export const VALIDATION_STATUS = 422;

export function createApiErrorHandler(lookup: FieldMessageLookup) {
  return function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.validation) {
      return sendMessages(reply, VALIDATION_STATUS, validationMessages(error.validation, lookup));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendMessages(reply, status, [API_MESSAGES.internal]);
    }
    return sendMessages(reply, status, [clientErrorMessage(error, status)]);
  };
}

function clientErrorMessage(error: FastifyError, status: number): string {
  if (status === 415) return API_MESSAGES.unsupportedMediaType;
  if (status === 413) return API_MESSAGES.bodyTooLarge;
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return API_MESSAGES.malformedJson;
  return error.message;
}
