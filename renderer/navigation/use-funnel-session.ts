import { useLocation } from 'react-router';
import type { FunnelSession } from '../../core/flow/funnel-session';
import { useFunnelStore } from '../store/use-funnel-store';

/**
 * The flow's session while rendering: subscribes to exactly what rules and edges may read (booking,
 * partner, location, query), so a rule on any booking field re-evaluates when that field changes.
 */
export function useFunnelSession(): FunnelSession {
  const { search } = useLocation();
  // The store keeps one session per booking, partner, location and query, so this re-renders when one of them changes.
  return useFunnelStore((s) => s.funnelSession(search));
}
