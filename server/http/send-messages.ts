import type { FastifyReply } from 'fastify';

/** The one error body shape of the API (`{ messages: string[] }`, docs/FUNNEL.md#errors), optionally with more fields such as the current booking. */
export function sendMessages(
  reply: FastifyReply,
  statusCode: number,
  messages: readonly string[],
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ messages: [...messages], ...extra });
}
