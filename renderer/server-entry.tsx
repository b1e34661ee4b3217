import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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
 * for this request only (no state shared between visitors); the browser hydrates it from the same props
 * (mount-app.tsx). Built by Vite's SSR build into dist/server/ and loaded by the server at start.
 *
 * The page must arrive whole, with no Suspense boundary left for a script to fill in (React's streaming
 * reveal scripts carry no CSP nonce, and the page must paint before any script runs). So it is rendered
 * with renderToString; while a lazily loaded view or widget has not been loaded yet on this server, a
 * boundary comes out unfinished, and a prerender, which waits for every one, loads them first.
 */
export async function renderApp({ url, props, csrfToken, stripePublishableKey }: RenderAppInput): Promise<string> {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const store = createStoreFromHostPage({ props, csrfToken, stripePublishableKey }, search);
  const app = (
    <StrictMode>
      <FunnelStoreProvider store={store}>
        <StaticRouter location={url}>
          <FunnelRoutes />
        </StaticRouter>
      </FunnelStoreProvider>
    </StrictMode>
  );
  for (let attempt = 0; ; attempt += 1) {
    const html = renderToString(app);
    if (!UNFINISHED_BOUNDARY.test(html)) return html;
    if (attempt === LOAD_ATTEMPTS) throw new Error(`${url} still suspends after ${LOAD_ATTEMPTS} prerenders`);
    await drain(await prerenderToNodeStream(app));
  }
}

/** A Suspense boundary renderToString could not finish (`<!--$!-->`) or left pending (`<!--$?-->`). */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;
const LOAD_ATTEMPTS = 3;

async function drain({ prelude }: { prelude: AsyncIterable<unknown> }): Promise<void> {
  for await (const _chunk of prelude) {
    // Only the loading matters.
  }
}
