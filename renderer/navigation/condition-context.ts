import { serviceabilityContext } from '../../core/serviceability-context';
import type { ConditionContext } from '../../core/step-definition';
import type { FunnelState } from '../store/funnel-state';

/**
 * What step rules and edges see: the store's booking, partner and location, and the URL's query.
 * `serviceability` judges the distance the server returned with the last save.
 */
export function conditionContext(state: Pick<FunnelState, 'booking' | 'partner' | 'location'>, search: string): ConditionContext {
  return {
    booking: state.booking as Record<string, unknown>,
    partner: state.partner as Record<string, unknown>,
    location: state.location as Record<string, unknown> | null,
    query: Object.fromEntries(new URLSearchParams(search)),
    serviceability: serviceabilityContext(state.booking as Record<string, unknown>, state.partner),
  };
}
