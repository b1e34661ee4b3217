import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { routePatterns } from '../../core/flow/match-route';
import type { StepDefinition } from '../../core/flow/step-definition';
import { previewRoutes } from '../preview/preview-route';
import { StepRoute } from './step-route';

const NotFoundPage = lazy(() => import('../views/not-found-page'));

/**
 * The routes, generated from the step files: every step's path and aliases under
 * /partners/:slug (docs/FUNNEL.md#screens-and-routes); anything else is the 404 page. The legal pages
 * (/partners/:slug/terms and /partners/:slug/privacy-policy) are server pages behind plain links, so they leave the app
 * with a full page load. The admin preview has its own routes.
 */
export function funnelRoutes(steps: readonly StepDefinition[]): RouteObject[] {
  return [
    ...steps.flatMap((step) => routePatterns(step).map((path) => ({ path, element: <StepRoute step={step} /> }))),
    ...previewRoutes,
    {
      path: '*',
      element: (
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      ),
    },
  ];
}
