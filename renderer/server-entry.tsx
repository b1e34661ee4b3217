import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { FunnelRoutes } from './app/funnel-app';
import { createStoreFromHostPage } from './mount/create-store-from-host-page';
import type { HostProps } from './mount/read-host-page';
import { FunnelStoreProvider } from './store/funnel-store-provider';

/** What the server hands over for one page: the same props, token and key the host page carries. */
export interface RenderAppInput {
  /** The request's path and query, e.g. `/partners/bayside-movers/book/move-date?checkout=true`. */
  url: string;
  props: HostProps;
  csrfToken: string;
  stripePublishableKey: string;
}

/**
 * The HTML of the page at `url` for `#react-app`, rendered by React on the server with a store built
 * for this request only (no state shared between visitors). It waits for every lazily loaded view and
 * widget, so the page arrives whole; the browser hydrates it from the same props (mount-app.tsx).
 * Built by Vite's SSR build into dist/server/ and loaded by the server at start (docs/PERFORMANCE.md).
 */
export async function renderApp({ url, props, csrfToken, stripePublishableKey }: RenderAppInput): Promise<string> {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const store = createStoreFromHostPage({ props, csrfToken, stripePublishableKey }, search);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <FunnelStoreProvider store={store}>
        <StaticRouter location={url}>
          <FunnelRoutes />
        </StaticRouter>
      </FunnelStoreProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
