import type { ConditionContext } from '../../core/step-definition';
import type { FunnelState } from '../store/funnel-state';

/** What step rules and edges see: the store's booking, partner and location, and the URL's query. */
export function conditionContext(state: Pick<FunnelState, 'booking' | 'partner' | 'location'>, search: string): ConditionContext {
  return {
    booking: state.booking as Record<string, unknown>,
    partner: state.partner as Record<string, unknown>,
    location: state.location as Record<string, unknown> | null,
    query: Object.fromEntries(new URLSearchParams(search)),
  };
}
