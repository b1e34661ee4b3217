import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { funnelPath } from '../../core/flow/funnel-path';

/**
 * The path to go to instead of this step, or null: a request for a step beyond the booking's
 * first unfinished one goes there (docs/FUNNEL.md, "Flow and navigation"). Judged on arrival
 * only, not on each keystroke: the booking is read from the store when the step changes.
 */
export function useStepRedirect(stepId: string): string | null {
  const { search } = useLocation();
  const slug = useFunnelStore((s) => s.partner.slug);
  const store = useFunnelStoreApi();
  return useMemo(() => {
    const state = store.getState();
    const target = state.funnelSession(search).redirect(stepId, state.recorded.conversionType);
    // The query string goes along, as the server's redirect keeps it (utm_* and the like).
    return target === null ? null : `${funnelPath(slug, target)}${search}`;
    // Arrival only: search and slug change with the route; the booking is read fresh then.
  }, [stepId, search, slug, store]);
}
