import type { FastifyBaseLogger } from 'fastify';
import type { RenderApp } from './app-renderer';
import { renderHostPage, type HostPageInput } from './render-host-page';

/**
 * The host page with the page at `url` rendered into `#react-app` by the server renderer, from the same
 * props the browser hydrates it with. Should rendering throw, the error is logged and the page goes out
 * with an empty root, which the browser renders itself: slower to paint, but the customer can book.
 */
export async function renderStepPage(renderApp: RenderApp, url: string, input: HostPageInput, log: FastifyBaseLogger): Promise<string> {
  let appHtml = '';
  try {
    appHtml = await renderApp({ url, props: input.props, csrfToken: input.csrfToken, stripePublishableKey: input.stripePublishableKey });
  } catch (error) {
    log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
  }
  return renderHostPage({ ...input, appHtml });
}
