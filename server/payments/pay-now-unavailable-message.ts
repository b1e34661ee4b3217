import { applyPartnerCopy } from '../../core/copy/apply-partner-copy';
import { stepCopy } from '../../core/copy/step-copy';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { stepWithCopy } from '../../core/flow/step-with-copy';
import type { ServerPartner } from '../partners/server-partner';

/** The checkout, whose `payNowUnavailable` says why pay now is off. */
const checkoutStep = stepWithCopy(funnelDefinition, 'payNowUnavailable');

/**
 * Why the card cannot be taken, as the checkout says it under the disabled Pay now, in the partner's
 * wording (`copy["checkout.payNowUnavailable"]`): the API answers a card call without card payments with it.
 */
export function payNowUnavailableMessage(partner: Pick<ServerPartner, 'copy'>): string {
  return stepCopy(applyPartnerCopy(checkoutStep, partner.copy), 'payNowUnavailable');
}
