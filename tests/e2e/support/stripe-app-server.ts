/**
 * What the card tests share (pay-now.test.ts, deposit.test.ts): an instance of the real app with Stripe configured and
 * STRIPE_API_BASE pointing at the local stand-in for api.stripe.com (the global-setup server has no Stripe keys);
 * a browser context whose Stripe.js is the scripted one (./fake-stripe-js.ts), since Stripe.js cannot be pointed at a
 * fake, and which reaches nothing else of Stripe's; and the stored booking behind the page a visitor is on.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { bookingIdOf } from '../../server/helpers/booking-by-reference';
import { FakeStripeServer } from '../../server/payments/helpers/fake-stripe-server';
import { FAKE_STRIPE_JS } from './fake-stripe-js';
import { startAppServer, type AppServer } from './start-app-server';

export interface StripeAppServer {
  server: AppServer;
  /** Stripe's side: what was asked of it, and the intents a test confirms or declines. */
  stripe: FakeStripeServer;
  close(): Promise<void>;
}

export async function startStripeAppServer(name: string, options: { partners?: ServerPartner[] } = {}): Promise<StripeAppServer> {
  const stripe = await new FakeStripeServer().start();
  const server = await startAppServer(
    { STRIPE_PUBLISHABLE_KEY: `pk_test_${name}`, STRIPE_SECRET_KEY: `sk_test_${name}`, STRIPE_API_BASE: stripe.url },
    options,
  );
  return {
    server,
    stripe,
    async close() {
      await server.close();
      await stripe.stop();
    },
  };
}

/** Stripe.js in `context` is the scripted stand-in; `onLoad` sees each load of it. Stripe's other hosts are refused. */
export async function scriptStripeJs(context: BrowserContext, onLoad: (url: string) => void = () => {}): Promise<void> {
  // Anything else of Stripe's (m.stripe.network, api.stripe.com) must not be reached from the page.
  // Registered first: Playwright tries the routes registered last first.
  await context.route(/^https:\/\/[^/]*stripe\.(com|network)\//, (route) => route.abort());
  await context.route('https://js.stripe.com/**', (route) => {
    onLoad(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
}

/**
 * The database id of the visitor's booking, from the reference the server shows on a fresh load of the current page
 * (the page carries no id): the page the walk started on was served before the first save created the booking.
 */
export async function storedBookingOf(server: AppServer, context: BrowserContext, page: Page): Promise<number> {
  const html = await (await context.request.get(page.url())).text();
  const props = /<script[^>]*id="react-app-props"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const reference: unknown = JSON.parse(props).booking?.reference;
  if (typeof reference !== 'string') throw new Error(`no stored booking behind ${page.url()}`);
  return bookingIdOf(server.database.db, reference);
}
