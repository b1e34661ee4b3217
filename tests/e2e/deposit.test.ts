/**
 * A deposit in a real browser (docs/PARTNERS.md, "Payment: deposits and late cancellation"): a partner asking for one,
 * the checkout shows the deposit due today and the policy before paying, the Payment Element (scripted Stripe.js,
 * ./support/fake-stripe-js.ts) pays it on the local Stripe stand-in, and the complete and manage pages show the same
 * deposit and policy; the stand-in charged exactly that amount, once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../core/format-money';
import { bookingPaymentTerms } from '../../core/payment/payment-terms';
import { buildApp } from '../../server/build-app';
import { loadConfig } from '../../server/config/load-config';
import type { AppDatabase } from '../../server/db/app-database';
import { findBookingById } from '../../server/db/booking-repository';
import { openDatabase } from '../../server/db/open-database';
import { loadPartners } from '../../server/partners/load-partners';
import { bookingIdOf as storedBookingId } from '../server/helpers/booking-by-reference';
import { TEST_CARDS } from '../server/payments/helpers/fake-stripe-payment-intents';
import { FakeStripeServer } from '../server/payments/helpers/fake-stripe-server';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { pick } from '../../testkit/funnel-steps';
import { baysideFullService } from '../../testkit/walk-funnel';
import { openCheckout } from './support/saved-walk';
import { TEST_RATE_LIMITS } from '../support/test-rate-limits';
import { FAKE_STRIPE_JS } from './support/fake-stripe-js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAYMENT = { mode: 'deposit', deposit: { percent: 20, min: 50, max: 300 }, lateCancellation: { amount: 100 } } as const;

let browser: Browser;
let fake: FakeStripeServer;
let database: AppDatabase;
let app: FastifyInstance;
let baseUrl: string;
let work: string;
const { partners, problems } = loadPartners(join(ROOT, 'partners'));
const withDeposit = partners.map((partner) => (partner.slug === 'bayside-movers' ? { ...partner, payment: PAYMENT } : partner));
const bayside = withDeposit.find((partner) => partner.slug === 'bayside-movers')!;

beforeAll(async () => {
  if (problems.length > 0) throw new Error(problems.join('\n'));
  work = mkdtempSync(join(tmpdir(), 'deposit-e2e-'));
  fake = await new FakeStripeServer().start();
  const config = loadConfig({
    DATA_DIR: join(work, 'data'),
    HOST: '127.0.0.1',
    PORT: '0',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_deposit_e2e',
    STRIPE_SECRET_KEY: 'sk_test_deposit_e2e',
    STRIPE_API_BASE: fake.url,
  });
  database = await openDatabase({ kind: 'pglite' });
  app = buildApp({ db: database, partners: withDeposit, config, distDir: inject('distDir'), logger: false, rateLimits: TEST_RATE_LIMITS });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
  await fake?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function depositVisitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const viewport = VIEWPORTS[1];
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: viewport.width, height: viewport.height } });
  await context.route(/^https:\/\/[^/]*stripe\.(com|network)\//, (route) => route.abort());
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  // Stripe's side of the Payment Element's confirmPayment: the stand-in charges the card.
  await context.exposeFunction('__stripeConfirmPayment', (clientSecret: string) => {
    const paymentIntentId = clientSecret.split('_secret_')[0]!;
    fake.payments.confirmInBrowser(paymentIntentId, TEST_CARDS.pays);
    return { paymentIntentId };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function bookingIdOf(context: BrowserContext, page: Page): Promise<number> {
  const html = await (await context.request.get(page.url())).text();
  const props = /<script[^>]*id="react-app-props"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const reference: unknown = JSON.parse(props).booking?.reference;
  if (typeof reference !== 'string') throw new Error(`no stored booking behind ${page.url()}`);
  return storedBookingId(database.db, reference);
}

describe('a deposit paid with the Payment Element', () => {
  it('shows the deposit and the policy on the checkout, charges exactly it, and shows it again on the complete and manage pages', async () => {
    const { context, page, errors } = await depositVisitor();
    await openCheckout(page, baysideFullService(true));
    const bookingId = await bookingIdOf(context, page);
    const terms = bookingPaymentTerms((await findBookingById(database.db, bookingId))!.data, bayside)!;
    expect(terms.mode).toBe('deposit');

    await pick(page, 'Pay now');
    const billing = page.getByRole('group', { name: 'Billing information' });
    await billing.getByLabel('Card number').fill('4242424242424242');
    await billing.getByTestId('payment-policy').getByText(terms.policy).waitFor();
    await page
      .getByTestId('due-today')
      .getByText(formatMoney(terms.dueTodayCents / 100))
      .first()
      .waitFor();
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    const submit = page.getByRole('button', { name: 'Reserve my move' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const log = await page.evaluate(
      () => (window as unknown as { __fakeStripeLog?: { call: string; options?: unknown }[] }).__fakeStripeLog ?? [],
    );
    expect(log.find((entry) => entry.call === 'elements')?.options).toMatchObject({
      mode: 'payment',
      amount: terms.dueTodayCents,
      currency: 'usd',
      setupFutureUsage: 'off_session',
    });
    await submit.click();

    await page.waitForURL(/\/book\/complete\?.*redirect_status=succeeded/, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'We got it!' }).waitFor();
    await page.getByTestId('payment-terms').getByText(terms.policy).waitFor();
    await page
      .getByTestId('deposit-paid')
      .getByText(formatMoney(terms.dueTodayCents / 100))
      .waitFor();
    const stored = await findBookingById(database.db, bookingId);
    expect(stored?.conversionType).toBe('pay_now');
    expect(stored?.paymentTerms).toEqual(terms);
    expect(fake.payments.charges.map((charge) => charge.amount)).toEqual([terms.dueTodayCents]);

    await page.goto('/partners/bayside-movers/book/manage');
    await page.getByTestId('manage-view').waitFor();
    await page.getByTestId('payment-terms').getByText(terms.policy).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
