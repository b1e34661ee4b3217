import { changesCloseAt } from '../../core/changes-close-at';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import type { Refusal } from '../../core/refusal';
import { API_MESSAGES } from '../http/api-messages';
import type { ServerPartner } from '../partners/server-partner';

/**
 * Online changes and cancellation of a reserved booking close the partner's `changesCutoffHours` before its move
 * (docs/FUNNEL.md, "Manage and resume links"): the manage page hides its actions then, and the booking desk refuses
 * what a stale page or a hand-made call still sends (409; the customer calls instead).
 */
export function changesClosedRefusal(data: Record<string, unknown>, partner: ServerPartner, now: Date): Refusal | null {
  const closeAt = changesCloseAt(data, partner, funnelDefinition.flow.constants.timeOfDayHours);
  if (closeAt === null || now < closeAt) return null;
  return { status: 409, messages: [API_MESSAGES.changesClosed] };
}
