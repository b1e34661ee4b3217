/**
 * A deposit in a real browser (docs/PARTNERS.md, "Payment: deposits and late cancellation"): a partner asking for one,
 * the checkout shows the deposit due today and the policy before paying, the Payment Element (scripted Stripe.js,
 * ./support/fake-stripe-js.ts) pays it on the local Stripe stand-in, and the complete and manage pages show the same
 * deposit and policy; the stand-in charged exactly that amount, once.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatMoney } from '../../core/format-money';
import { bookingPaymentTerms } from '../../core/payment/payment-terms';
import type { AppDatabase } from '../../server/db/app-database';
import { findBookingById } from '../../server/db/booking-repository';
import { loadPartners } from '../../server/partners/load-partners';
import { TEST_CARDS } from '../server/payments/helpers/fake-stripe-payment-intents';
import type { FakeStripeServer } from '../server/payments/helpers/fake-stripe-server';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { pick } from '../../testkit/funnel-steps';
import { baysideFullService } from '../../testkit/walk-funnel';
import { openCheckout } from './support/saved-walk';
import { scriptStripeJs, startStripeAppServer, storedBookingOf, type StripeAppServer } from './support/stripe-app-server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAYMENT = { mode: 'deposit', deposit: { percent: 20, min: 50, max: 300 }, lateCancellation: { amount: 100 } } as const;

let browser: Browser;
let stripeApp: StripeAppServer;
let fake: FakeStripeServer;
let database: AppDatabase;
const { partners, problems } = loadPartners(join(ROOT, 'partners'));
const withDeposit = partners.map((partner) => (partner.slug === 'bayside-movers' ? { ...partner, payment: PAYMENT } : partner));
const bayside = withDeposit.find((partner) => partner.slug === 'bayside-movers')!;

beforeAll(async () => {
  if (problems.length > 0) throw new Error(problems.join('\n'));
  stripeApp = await startStripeAppServer('deposit_e2e', { partners: withDeposit });
  ({ stripe: fake } = stripeApp);
  ({ database } = stripeApp.server);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stripeApp?.close();
});

async function depositVisitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const viewport = VIEWPORTS[1];
  const context = await browser.newContext({
    baseURL: stripeApp.server.baseUrl,
    viewport: { width: viewport.width, height: viewport.height },
  });
  await scriptStripeJs(context);
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

const bookingIdOf = (context: BrowserContext, page: Page) => storedBookingOf(stripeApp.server, context, page);

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
