/**
 * PostgreSQL's jsonb cannot hold U+0000, nor a lone UTF-16 surrogate (half an emoji), in any string or key:
 * such a save would fail inside the database and answer 500. The fuzzer of docs/DECISIONS.md, Hardening found both; this
 * preValidation hook refuses them first with a 422 naming the field, like any other invalid value.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VALIDATION_STATUS } from '../http/api-error-handler';
import { sendMessages } from '../http/send-messages';

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that cannot be stored';

/** The path ('booking.firstName', 'body') of the first string or key that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path = 'body'): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, index) => [`[${index}]`, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (!Array.isArray(value) && UNSTORABLE.test(key)) return path;
    const childPath = Array.isArray(value) ? `${path}${key}` : path === 'body' ? key : `${path}.${key}`;
    const found = findUnstorableText(item, childPath);
    if (found) return found;
  }
  return null;
}

export async function unstorableTextGuard(request: FastifyRequest, reply: FastifyReply) {
  const path = findUnstorableText(request.body);
  if (path) return sendMessages(reply, VALIDATION_STATUS, [`${path.replace(/^booking\./, '')}: ${UNSTORABLE_TEXT_MESSAGE}`]);
}
