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
 * one whose figures a browser sent, is judged on the server's own. Rules relative to today are judged as
 * of the day the move date was chosen (core/date-rules-today.ts) unless `datesJudgedToday`: pay later and
 * the card setup, where the customer converts.
 */
export async function checkConversion(
  routeFigures: ComputeRouteFigures,
  data: Record<string, unknown>,
  partner: ServerPartner,
  intent: ConversionIntent,
  today: Date,
  { datesJudgedToday = false }: { datesJudgedToday?: boolean } = {},
): Promise<ConversionRefusal | null> {
  const figures = await routeFigures(data, partner);
  // The customer converting now: rules relative to today are judged on `today`, not as of when the date was chosen.
  const { moveDateChosen: _chosen, ...judgedToday } = data;
  const judged = withRouteFigures(datesJudgedToday ? judgedToday : data, figures);
  return conversionRefusal(funnelDefinition, judged, figures, partner, intent, today);
}

/** 422 `{ messages, step, path }` (and `unserviceableReason` when the server judged the move). */
export function sendRefusal(reply: FastifyReply, refusal: ConversionRefusal): FastifyReply {
  const { messages, status = 422, ...rest } = refusal;
  return sendMessages(reply, status, messages, rest);
}
