import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ConditionContext } from '../../core/step-definition';
import { useFunnelStore } from '../store/use-funnel-store';
import { conditionContext } from './condition-context';

/**
 * The condition context while rendering: subscribes to exactly what rules and edges may read (booking,
 * partner, location, query), so a rule on any booking field re-evaluates when that field changes.
 */
export function useConditionContext(): ConditionContext {
  const { search } = useLocation();
  const booking = useFunnelStore((s) => s.booking);
  const partner = useFunnelStore((s) => s.partner);
  const location = useFunnelStore((s) => s.location);
  return useMemo(() => conditionContext({ booking, partner, location }, search), [booking, partner, location, search]);
}
