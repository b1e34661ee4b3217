import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepDefinition } from '../../core/step-definition';
import type { ViewName } from '../../core/registry-names';

/** What every view receives: the step it shows. */
export type ViewComponent = ComponentType<{ step: StepDefinition }>;

/**
 * One lazily loaded page component per view name (core/registry-names.ts), so a step's code
 * (the card form, the summary...) downloads only when a customer reaches it.
 */
export const viewRegistry: Record<ViewName, LazyExoticComponent<ViewComponent>> = {
  form: lazy(() => import('../step-page/form-view')),
  summary: lazy(() => import('./summary-view')),
  checkout: lazy(() => import('./checkout-view')),
  processing: lazy(() => import('./processing-view')),
  complete: lazy(() => import('./complete-view')),
};
