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

/** Deeper than any booking (pricing line items are 4 levels down); deeper bodies are refused before anything walks them. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'is nested too deeply';

/**
 * The path ('booking.firstName', 'body') of the first string or key that cannot be stored, or of the first
 * value nested deeper than MAX_BODY_DEPTH (then `deep` is true), or null. Iterative: a body of thousands of
 * nested arrays must get a 4xx, not overflow the stack.
 */
export function findUnstorableText(value: unknown, path = 'body'): { path: string; deep: boolean } | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.value === 'string') {
      if (UNSTORABLE.test(current.value)) return { path: current.path, deep: false };
      continue;
    }
    if (current.value === null || typeof current.value !== 'object') continue;
    if (current.depth >= MAX_BODY_DEPTH) return { path: current.path, deep: true };
    const isArray = Array.isArray(current.value);
    const entries: Array<[string, unknown]> = Array.isArray(current.value)
      ? current.value.map((item, index) => [`[${index}]`, item])
      : Object.entries(current.value);
    // Pushed in reverse, so the first field is checked first.
    for (const [key, item] of entries.reverse()) {
      if (!isArray && UNSTORABLE.test(key)) return { path: current.path, deep: false };
      const childPath = isArray ? `${current.path}${key}` : current.path === 'body' ? key : `${current.path}.${key}`;
      stack.push({ value: item, path: childPath, depth: current.depth + 1 });
    }
  }
  return null;
}

export async function unstorableTextGuard(request: FastifyRequest, reply: FastifyReply) {
  const found = findUnstorableText(request.body);
  if (found)
    return sendMessages(reply, VALIDATION_STATUS, [
      `${found.path.replace(/^booking\./, '')}: ${found.deep ? TOO_DEEP_MESSAGE : UNSTORABLE_TEXT_MESSAGE}`,
    ]);
}
