import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nextStep } from '../../core/next-step';
import { previousStep } from '../../core/previous-step';
import type { StepDefinition } from '../../core/step-definition';
import { funnelDefinition } from '../frame/funnel-definition';
import { useFunnelStore } from '../store/funnel-store';
import { conditionContext } from './condition-context';
import { funnelPath } from './funnel-paths';

export interface FunnelNavigation {
  goNext(): void;
  goBack(): void;
  /** Where Back goes (docs/FUNNEL.md#flow-and-navigation), null on landing. */
  backTarget: string | null;
  pathOf(stepId: string, query?: Record<string, string>): string;
  slug: string;
}

/** Forward and back for a step, computed by core from the location, partner and booking. */
export function useFunnelNavigation(step: StepDefinition): FunnelNavigation {
  const navigate = useNavigate();
  const { search } = useLocation();
  const slug = useFunnelStore((s) => s.partner.slug);
  // Re-render when what the back edges read changes.
  const serviceType = useFunnelStore((s) => s.booking.serviceType);
  const laborOnlyMoves = useFunnelStore((s) => s.partner.laborOnlyMoves);

  const pathOf = useCallback((stepId: string, query?: Record<string, string>) => funnelPath(slug, stepId, query), [slug]);
  const backId = useMemo(
    () => previousStep(funnelDefinition, step.id, conditionContext(search)),
    // The context is read from the store; these are the values the back edges depend on.
    [step.id, search, serviceType, laborOnlyMoves],
  );
  const backTarget = backId === null ? null : pathOf(backId);

  const goNext = useCallback(() => {
    const id = nextStep(funnelDefinition, step.id, conditionContext(search));
    if (id !== null) navigate(pathOf(id));
  }, [navigate, pathOf, search, step.id]);
  const goBack = useCallback(() => {
    if (backTarget !== null) navigate(backTarget);
  }, [backTarget, navigate]);

  return { goNext, goBack, backTarget, pathOf, slug };
}
