import type { FastifyReply } from 'fastify';
import { withRouteFigures } from '../bookings/with-route-figures';
import type { ComputeRouteFigures } from '../distance/route-figures';
import { sendMessages } from '../http/send-messages';
import type { ServerPartner } from '../partners/server-partner';
import type { ConversionIntent } from './conversion-intent';
import { conversionRefusal, type ConversionRefusal } from './conversion-refusal';
import { funnelDefinition } from '../../core/funnel-definition';

/**
 * The refusal of a conversion of this booking data, or null when the flow allows it. The figures are
 * worked out again from the addresses, so a booking stored before the server placed addresses, or
 * one whose figures a browser sent, is judged on the server's own. `now` is the app's clock (move dates count from
 * the partner's today).
 */
export async function checkConversion(
  routeFigures: ComputeRouteFigures,
  data: Record<string, unknown>,
  partner: ServerPartner,
  intent: ConversionIntent,
  now: Date,
): Promise<ConversionRefusal | null> {
  const figures = await routeFigures(data, partner);
  return conversionRefusal(funnelDefinition, withRouteFigures(data, figures), figures, partner, intent, now);
}

/** 422 `{ messages, step, path }` (and `unserviceableReason` when the server judged the move). */
export function sendRefusal(reply: FastifyReply, refusal: ConversionRefusal): FastifyReply {
  const { messages, status = 422, ...rest } = refusal;
  return sendMessages(reply, status, messages, rest);
}
