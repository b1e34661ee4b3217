import { serviceabilityContext } from '../../core/serviceability-context';
import type { ConditionContext } from '../../core/step-definition';
import type { FunnelState } from '../store/funnel-state';

/**
 * What step rules and edges see: the store's booking, partner and location, and the URL's query.
 * `serviceability` judges the distance the server returned with the last save.
 */
export function conditionContext(state: Pick<FunnelState, 'booking' | 'partner' | 'location'>, search: string): ConditionContext {
  return {
    booking: state.booking,
    partner: state.partner,
    location: state.location,
    query: Object.fromEntries(new URLSearchParams(search)),
    serviceability: serviceabilityContext(state.booking, state.partner),
  };
}
