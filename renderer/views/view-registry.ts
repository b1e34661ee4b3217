import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepDefinition } from '../../core/flow/step-definition';
import type { ViewName } from '../../core/registry-names';
import FormView from '../step-page/form-view';

/** What every view receives: the step it shows. */
export type ViewComponent = ComponentType<{ step: StepDefinition }>;

/**
 * The page component per view name (core/registry-names.ts). 'form' draws the landing page and
 * most steps, so it is in the entry chunk: lazy, it cost the landing page one more round trip
 * before its heading could paint (~0.6 s of LCP on fast 3G, docs/PERFORMANCE.md). The other
 * views (the card form, the summary...) download only when a customer reaches them.
 */
export const viewRegistry: Record<ViewName, ViewComponent | LazyExoticComponent<ViewComponent>> = {
  form: FormView,
  summary: lazy(() => import('./summary-view')),
  checkout: lazy(() => import('./checkout-view')),
  processing: lazy(() => import('./processing-view')),
  complete: lazy(() => import('./complete-view')),
  manage: lazy(() => import('./manage-view')),
};
