import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

const PreviewPage = lazy(() => import('./preview-page'));
const PreviewStepPage = lazy(() => import('./preview-step-page'));

/**
 * The admin preview's routes, placed before the catch-all 404 in renderer/app/funnel-routes.tsx:
 * the page of frames and the single framed step. Lazily loaded: customers never download them.
 */
export const previewRoutes: RouteObject[] = [
  {
    path: '/partners/:slug/preview',
    element: (
      <Suspense fallback={null}>
        <PreviewPage />
      </Suspense>
    ),
  },
  {
    path: '/partners/:slug/preview/:stepId',
    element: (
      <Suspense fallback={null}>
        <PreviewStepPage />
      </Suspense>
    ),
  },
];
