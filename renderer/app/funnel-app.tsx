import { useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { funnelRoutes } from './funnel-routes';

/**
 * The browser app: react-router's declarative BrowserRouter over the generated routes. The server
 * renders the same routes inside a StaticRouter (renderer/server-entry.tsx). The funnel uses no
 * loaders or actions, and the data router (createBrowserRouter) costs ~10 KB gzip more on the
 * landing page (docs/PERFORMANCE.md).
 */
export function FunnelApp() {
  return (
    <BrowserRouter>
      <FunnelRoutes />
    </BrowserRouter>
  );
}

/** The routes of every step, the admin preview and the 404 page, under whichever router renders them. */
export function FunnelRoutes() {
  const routes = useMemo(() => funnelRoutes(Object.values(funnelDefinition.steps)), []);
  return useRoutes(routes);
}
