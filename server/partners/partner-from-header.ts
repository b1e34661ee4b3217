import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../http/api-messages';
import { sendMessages } from '../http/send-messages';
import type { ServerPartner } from './server-partner';

/** preHandler: a session has one booking per partner, so every booking call names its partner (docs/FUNNEL.md#calls). */
export function createPartnerFromHeader(partners: ReadonlyMap<string, ServerPartner>) {
  return async function partnerFromHeader(request: FastifyRequest, reply: FastifyReply) {
    const slug = request.headers['x-partner-slug'];
    if (typeof slug !== 'string' || slug === '') return sendMessages(reply, 400, [API_MESSAGES.partnerHeaderMissing]);
    const partner = partners.get(slug);
    if (!partner) return sendMessages(reply, 404, [API_MESSAGES.partnerUnknown]);
    request.partner = partner;
  };
}
