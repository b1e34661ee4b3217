import type { Booking } from '../../core/booking';
import type { RouteFigures } from '../distance/route-figures';
import { API_MESSAGES } from '../http/api-messages';
import type { ServerPartner } from '../partners/server-partner';
import { conversionRefusal, type ConversionRefusal } from './conversion-refusal';
import { funnelDefinition } from '../../core/funnel-definition';

/**
 * A conversion never goes down: a pay-now booking has a card on file, so a save that leaves data the flow
 * would not take payment for is refused (422) rather than withdrawing pay now, which would let the booking
 * turn pay later or get a second card. The refusal names the step the flow stops at, and says to call.
 */
export function payNowKeptRefusal(data: Booking, figures: RouteFigures, partner: ServerPartner, today: Date): ConversionRefusal {
  const refusal = conversionRefusal(funnelDefinition, data, figures, partner, { type: 'pay_now' }, today);
  const { messages: _flow, ...step } = refusal ?? { messages: [], step: 'checkout', path: funnelDefinition.steps.checkout?.path ?? '' };
  return { messages: [API_MESSAGES.payNowKept], ...step };
}
