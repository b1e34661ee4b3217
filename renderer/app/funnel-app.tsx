import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { funnelDefinition } from '../frame/funnel-definition';
import { funnelRoutes } from './funnel-routes';

/** The whole browser app: a data router over the generated routes. */
export function FunnelApp() {
  const [router] = useState(() => createBrowserRouter(funnelRoutes(Object.values(funnelDefinition.steps))));
  return <RouterProvider router={router} />;
}
