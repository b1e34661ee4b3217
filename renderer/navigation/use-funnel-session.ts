import { useLocation } from 'react-router';
import type { FunnelSession } from '../../core/funnel-session';
import { useFunnelStore } from '../store/use-funnel-store';
import { funnelSessionOf } from './funnel-session-of';

/**
 * The flow's session while rendering: subscribes to exactly what rules and edges may read (booking,
 * partner, location, query), so a rule on any booking field re-evaluates when that field changes.
 */
export function useFunnelSession(): FunnelSession {
  const { search } = useLocation();
  const booking = useFunnelStore((s) => s.booking);
  const partner = useFunnelStore((s) => s.partner);
  const location = useFunnelStore((s) => s.location);
  return funnelSessionOf({ booking, partner, location }, search);
}
