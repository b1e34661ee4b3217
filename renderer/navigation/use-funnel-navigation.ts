import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StepDefinition } from '../../core/flow/step-definition';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { followEdge } from './follow-edge';
import { funnelPath } from '../../core/flow/funnel-path';
import { useFunnelSession } from './use-funnel-session';

export interface FunnelNavigation {
  /** Takes the step's next edge (recording the conversion it names); rejects when that conversion fails. */
  goNext(): Promise<void>;
  goBack(): void;
  /** Where Back goes (docs/FUNNEL.md, "Flow and navigation"), null on landing. */
  backTarget: string | null;
  pathOf(stepId: string, query?: Record<string, string>): string;
  slug: string;
}

/** Forward and back for a step, computed by core from the location, partner and booking. */
export function useFunnelNavigation(step: StepDefinition): FunnelNavigation {
  const navigate = useNavigate();
  const { search } = useLocation();
  const store = useFunnelStoreApi();
  const slug = useFunnelStore((s) => s.partner.slug);
  const session = useFunnelSession();

  const pathOf = useCallback((stepId: string, query?: Record<string, string>) => funnelPath(slug, stepId, query), [slug]);
  const backId = session.back(step.id);
  const backTarget = backId === null ? null : pathOf(backId);

  const goNext = useCallback(async () => {
    // Read at the moment of the press: the submit's actions may just have changed the booking.
    const edge = store.getState().funnelSession(search).next(step.id);
    if (edge !== null) await followEdge(store, edge, navigate, pathOf);
  }, [navigate, pathOf, search, step.id, store]);
  const goBack = useCallback(() => {
    if (backTarget !== null) navigate(backTarget);
  }, [backTarget, navigate]);

  return { goNext, goBack, backTarget, pathOf, slug };
}
