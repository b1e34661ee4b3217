import { serviceabilityContext } from '../../core/serviceability-context';
import type { ConditionContext } from '../../core/step-definition';
import { useFunnelStore } from '../store/funnel-store';

/**
 * What step rules and edges see, read fresh from the store (actions may just have changed the
 * booking). `serviceability` judges the distance the server returned with the last save.
 */
export function conditionContext(search: string): ConditionContext {
  const { booking, partner, location } = useFunnelStore.getState();
  return {
    booking: booking as Record<string, unknown>,
    partner: partner as Record<string, unknown>,
    location: location as Record<string, unknown> | null,
    query: Object.fromEntries(new URLSearchParams(search)),
    serviceability: serviceabilityContext(booking as Record<string, unknown>, partner),
  };
}
