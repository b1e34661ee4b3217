/**
 * Pay now in a real browser (docs/FUNNEL.md#saving-and-conversions). The global-setup server has no Stripe keys, so this file starts
 * its own instance of the real app (./support/stripe-app-server.ts) with Stripe configured
 * and STRIPE_API_BASE pointing at the local stand-in for api.stripe.com. Stripe.js itself cannot be
 * pointed at a fake: the browser's requests to js.stripe.com are answered
 * with a scripted `window.Stripe` whose Payment Element is a plain card-number field and whose
 * confirmSetup asks the test (Stripe's side) to confirm or decline the SetupIntent, then redirects to
 * the return address the way Stripe does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppDatabase } from '../../server/db/app-database';
import { findBookingById, listBookingEvents } from '../../server/db/booking-repository';
import type { FakeStripeServer } from '../server/payments/helpers/fake-stripe-server';
import { launchBrowser, newVisitor, VIEWPORTS, type Viewport } from './support/browser';
import { pick } from '../../testkit/funnel-steps';
import { baysideFullService } from '../../testkit/walk-funnel';
import { openCheckout, openEveryStepBefore } from './support/saved-walk';
import { scriptStripeJs, startStripeAppServer, storedBookingOf, type StripeAppServer } from './support/stripe-app-server';

const DECLINED_CARD = '4000000000000002';
const GOOD_CARD = '4242424242424242';

type FakeStripeCall = { call: string; [key: string]: unknown };

let browser: Browser;
let stripeApp: StripeAppServer;
let fake: FakeStripeServer;
let database: AppDatabase;

beforeAll(async () => {
  stripeApp = await startStripeAppServer('pay_now_e2e');
  ({ stripe: fake } = stripeApp);
  ({ database } = stripeApp.server);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stripeApp?.close();
});

/** A fresh visitor on the Stripe-enabled server, with Stripe.js scripted and Stripe's side played by `fake`. */
async function stripeVisitor(
  viewport: Viewport,
): Promise<{ context: BrowserContext; page: Page; errors: string[]; stripeJsLoads: string[]; confirmations: string[] }> {
  const context = await browser.newContext({
    baseURL: stripeApp.server.baseUrl,
    viewport: { width: viewport.width, height: viewport.height },
  });
  const stripeJsLoads: string[] = [];
  await scriptStripeJs(context, (url) => stripeJsLoads.push(url));
  const confirmations: string[] = [];
  await context.exposeFunction('__stripeConfirmSetup', (clientSecret: string, cardNumber: string) => {
    const setupIntentId = clientSecret.split('_secret_')[0]!;
    confirmations.push(setupIntentId);
    if (cardNumber === DECLINED_CARD) {
      fake.updateSetupIntent(setupIntentId, { status: 'requires_payment_method', last_setup_error: { code: 'card_declined' } });
      return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    }
    fake.updateSetupIntent(setupIntentId, { status: 'succeeded', payment_method: 'pm_card_visa' });
    return { setupIntentId };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors, stripeJsLoads, confirmations };
}

const fakeStripeLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeStripeLog?: FakeStripeCall[] }).__fakeStripeLog ?? []);
const bookingIdOf = (context: BrowserContext, page: Page) => storedBookingOf(stripeApp.server, context, page);
const setupIntentRequests = () => fake.requestsTo('POST', '/v1/setup_intents').length;

const toCheckout = (page: Page, wide: boolean) => openCheckout(page, baysideFullService(wide));

async function expectPayNowComplete(page: Page, bookingId: number): Promise<void> {
  await page.getByText('Your move details are being processed...').waitFor();
  await page.waitForURL(/\/book\/complete\?.*redirect_status=succeeded/, { timeout: 15_000 });
  await page.getByRole('heading', { name: 'We got it!' }).waitFor();
  await page.getByText('Someone from Bayside Movers will be in touch.').waitFor();
  const reference = (await findBookingById(database.db, bookingId))?.reference;
  await page.getByText(`Booking reference: ${reference}`).waitFor();
}

describe('pay now with a card on file', () => {
  it('a declined card shows its error under the billing form; a good card then ends pay_now, verified with Stripe', async () => {
    const viewport = VIEWPORTS[1];
    const { context, page, errors, stripeJsLoads } = await stripeVisitor(viewport);
    await toCheckout(page, true);
    // Stripe's script is fetched on the checkout step only, and only once pay now shows the card form.
    expect(stripeJsLoads).toEqual([]);
    const bookingId = await bookingIdOf(context, page);

    await pick(page, 'Pay now');
    const billing = page.getByRole('group', { name: 'Billing information' });
    const cardNumber = billing.getByLabel('Card number');
    await cardNumber.waitFor();
    expect(stripeJsLoads).toHaveLength(1);
    const submit = page.getByRole('button', { name: 'Reserve my move' });
    expect(await submit.isDisabled()).toBe(true); // terms not accepted yet
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await expect.poll(() => submit.isEnabled()).toBe(true);

    const log = await fakeStripeLog(page);
    expect(log.find((entry) => entry.call === 'Stripe')).toMatchObject({ publishableKey: 'pk_test_pay_now_e2e' });
    expect(log.find((entry) => entry.call === 'elements')?.options).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      appearance: { variables: { colorPrimary: expect.any(String) } },
    });
    expect(log.find((entry) => entry.call === 'create')).toMatchObject({ type: 'payment', options: { layout: 'tabs' } });

    // An incomplete card: the element shows its own message, nothing is asked of the server.
    await submit.click();
    await billing.getByText('Your card number is incomplete.').waitFor();
    expect(setupIntentRequests()).toBe(0);
    expect(await page.getByTestId('card-error').count()).toBe(0);

    // A declined card: Stripe's message under the billing form, the customer stays on checkout.
    await cardNumber.fill(DECLINED_CARD);
    await submit.click();
    const cardError = billing.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await cardError.waitFor();
    expect(page.url()).toMatch(/\/book\/checkout$/);
    expect(setupIntentRequests()).toBe(1);
    // Under the form: after the card element in the page's order.
    expect(
      await page.evaluate(() => {
        const element = document.getElementById('card-element');
        const error = document.querySelector('[data-testid="card-error"]');
        return Boolean(element && error && element.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    expect((await findBookingById(database.db, bookingId))?.conversionType).toBeNull();

    // Editing the card (the element's change event) clears the error.
    await cardNumber.fill(GOOD_CARD);
    await cardError.waitFor({ state: 'detached' });
    await submit.click();

    await expectPayNowComplete(page, bookingId);
    const stored = await findBookingById(database.db, bookingId);
    expect(stored?.conversionType).toBe('pay_now');
    // The server asked Stripe (GET the SetupIntent) before converting; redirect_status never reached it.
    expect(fake.requestsTo('GET', `/v1/setup_intents/${lastSetupIntentId()}`)).not.toHaveLength(0);
    const converts = (await listBookingEvents(database.db, bookingId)).filter((event) => event.kind === 'convert');
    expect(converts.map((event) => event.payload)).toEqual([expect.objectContaining({ source: 'verify' })]);
    // The same browser sees pay_now on the next page load too.
    const reloaded = await (await context.request.get(page.url())).text();
    expect(reloaded).toContain('"conversionType":"pay_now"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at phone size, a double submit makes one SetupIntent and one confirmation, then pay_now', async () => {
    const viewport = VIEWPORTS[0];
    const { context, page, errors, confirmations } = await stripeVisitor(viewport);
    await toCheckout(page, false);
    const bookingId = await bookingIdOf(context, page);
    await pick(page, 'Pay now');
    const billing = page.getByRole('group', { name: 'Billing information' });
    await billing.getByLabel('Card number').fill(GOOD_CARD);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    const before = setupIntentRequests();
    const submit = page.getByRole('button', { name: 'Reserve my move' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    // Two clicks in the same task, before React can disable the button.
    await submit.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expectPayNowComplete(page, bookingId);
    expect([setupIntentRequests() - before, confirmations.length]).toEqual([1, 1]);
    expect((await findBookingById(database.db, bookingId))?.conversionType).toBe('pay_now');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a return claiming redirect_status=succeeded for a setup Stripe never confirmed converts nothing', async () => {
    const { context, page, errors } = await stripeVisitor(VIEWPORTS[1]);
    await toCheckout(page, true);
    const bookingId = await bookingIdOf(context, page);
    // The server made a SetupIntent (the browser asked for one) but the card was never confirmed at Stripe.
    const { client_secret: clientSecret } = await page.evaluate(async () => {
      const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const response = await fetch('/api/v1/booking/setup-intent', {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-csrf-token': csrf,
          'x-partner-slug': 'bayside-movers',
        },
        // As the checkout sends it: the terms box comes with the call (pay now saves nothing first).
        body: JSON.stringify({ termsAccepted: true }),
      });
      return (await response.json()) as { client_secret: string };
    });
    const setupIntentId = clientSecret.split('_secret_')[0]!;
    const verify = page.waitForResponse((response) => response.url().endsWith('/api/v1/booking/pay-now/verify'));
    await page.goto(
      `/partners/bayside-movers/book/processing?setup_intent=${setupIntentId}&setup_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
    );
    expect((await verify).status()).toBe(402);
    // redirect_status is the browser's word: no completion page, back to checkout with the server's reason.
    await page.waitForURL((url) => url.pathname === '/partners/bayside-movers/book/checkout');
    await page.getByTestId('refusal-notice').getByText('Your card was not saved.', { exact: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'We got it!' }).count()).toBe(0);
    expect((await findBookingById(database.db, bookingId))?.conversionType).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with Stripe configured, no step before checkout loads Stripe.js: each loaded afresh and started, the booking saved', async () => {
    const { context, page, errors, stripeJsLoads } = await stripeVisitor(VIEWPORTS[0]);
    await openEveryStepBefore(page, baysideFullService(false), 'checkout');
    expect([stripeJsLoads, errors]).toEqual([[], []]);
    await context.close();
  });
});

describe('without Stripe keys (the global server)', () => {
  it('pay now is shown unavailable with a reason and cannot be submitted; pay later still can', async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    const stripeJsLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://js.stripe.com/')) stripeJsLoads.push(request.url());
    });
    await toCheckout(page, true);
    // The choice says why it cannot be chosen, and cannot be chosen.
    const payNow = page.getByRole('radio', {
      name: /^Pay now Card payments are not available right now\. You can save your details and pay later\./,
    });
    expect(await payNow.isDisabled()).toBe(true);
    await page.getByText('Pay now', { exact: true }).click({ force: true });
    expect(await page.getByRole('radio', { name: /^Pay later/ }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    expect(await page.getByRole('group', { name: 'Billing information' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save my details' }).click();
    await page.waitForURL('**/book/complete?status=pay_later', { timeout: 15_000 });
    expect([stripeJsLoads, errors]).toEqual([[], []]);
    await context.close();
  });
});

/** The newest SetupIntent the fake Stripe made. */
function lastSetupIntentId(): string {
  return [...fake.setupIntents.keys()].at(-1) ?? '';
}
