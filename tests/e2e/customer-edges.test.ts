import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { HEADINGS, next, onStep } from '../../testkit/funnel-steps';
import { callApi, completeBaysideBooking, seedBooking } from './support/seed-booking';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Saves the landing step through the API as the browser does, so the funnel opens past it. */
async function pastLanding(page: Page, slug = 'bayside-movers'): Promise<void> {
  await page.goto(`/partners/${slug}/book`);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const props = JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as { booking: Record<string, unknown> };
  const booking = {
    ...props.booking,
    firstName: 'Dana',
    lastName: 'Rivera',
    email: 'dana@example.com',
    phone: '(415) 555-0199',
    serviceType: 'full_service',
    currentStep: 'landing',
  };
  const saved = await page.request.put('/api/v1/booking', { headers: { 'x-csrf-token': csrf, 'x-partner-slug': slug }, data: { booking } });
  expect(saved.status()).toBe(200);
}

/** The first Tuesday of the month after next: past the earliest move date, a day Bayside works. */
function aTuesdayAhead(): string {
  const first = new Date(new Date().getFullYear(), new Date().getMonth() + 2, 1);
  const day = 1 + ((2 - first.getDay() + 7) % 7);
  return `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

describe.each(VIEWPORTS)('what customers trip on, at $name size', (viewport) => {
  it('Restart booking asks first: Cancel (focused first) keeps the answers, Start over clears them', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await pastLanding(page);
    await page.goto('/partners/bayside-movers/book/services');
    await page.getByRole('heading', { name: HEADINGS.services }).waitFor();
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
    const restart = page.getByRole('button', { name: 'Restart booking' });
    await restart.click();
    const dialog = page.getByRole('dialog', { name: 'Start over?' });
    await expect(dialog.getByText('Your answers will be cleared.').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cancel');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/book\/services$/);
    await restart.click();
    await dialog.getByRole('button', { name: 'Start over' }).click();
    await page.waitForURL(/\/book$/);
    await expect(page.locator('#root_firstName').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the elevator question starts unanswered, Next shows its required message, and the server refuses the booking without it', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await seedBooking(page, 'bayside-movers', { ...completeBaysideBooking(aTuesdayAhead(), 'morning'), originElevator: null });
    await page.goto('/partners/bayside-movers/book/origin/property-details');
    await onStep(page, HEADINGS.originPropertyDetails);
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
    const elevator = page.getByRole('radiogroup', { name: /elevator/ });
    await expect(elevator.getByRole('radio', { name: 'Yes' }).isChecked()).resolves.toBe(false);
    await expect(elevator.getByRole('radio', { name: 'No' }).isChecked()).resolves.toBe(false);
    await next(page);
    await page.getByText('Please indicate if you need an elevator to access your home').waitFor();
    expect(page.url()).toMatch(/\/book\/origin\/property-details$/);
    const refused = await callApi(page, 'POST', '/api/v1/booking/pay-later');
    expect(refused.status()).toBe(422);
    await expect(refused.json()).resolves.toMatchObject({ step: 'originPropertyDetails' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Terms opens in the partner's brand with a link back to the step", async () => {
    const { context, page } = await newVisitor(browser, viewport);
    await pastLanding(page, 'summit-moving');
    await page.goto('/partners/summit-moving/book/services');
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await expect(page.getByRole('img', { name: 'Summit Moving' }).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Back to your Summit Moving booking' }).first().click();
    await page.waitForURL(/\/partners\/summit-moving\/book\/services$/);
    await context.close();
  });

  it('pages that share a heading show their own names; a safe shows its weight band; Summit has no Edit on Service', async () => {
    const { context, page } = await newVisitor(browser, viewport);
    for (const [step, name] of [
      ['moveContentsLivingAreas', 'Living Areas'],
      ['moveContentsOther', 'Other Areas'],
      ['specialtyItemsOther', 'Other items'],
    ]) {
      await page.goto(`/partners/bayside-movers/preview/${step}`);
      await expect(page.getByTestId('step-eyebrow').textContent()).resolves.toBe(name);
    }
    await expect(page.getByRole('group', { name: 'Light safes' }).getAttribute('aria-describedby')).resolves.toMatch(/description/);
    // The band is the safe's description; the preview's sample answers each counter, so it shows again beside the count.
    await expect(page.getByText('150-500 lbs').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('500-750 lbs').first().isVisible()).resolves.toBe(true);
    await page.goto('/partners/summit-moving/preview/summary');
    await page.locator('[data-block="origin"]').getByRole('link', { name: /Edit/ }).waitFor();
    await expect(page.locator('[data-block="service"]').getByRole('link').count()).resolves.toBe(0);
    await page.goto('/partners/summit-moving/preview/checkout');
    const terms = page.getByText('I agree to the Terms of Service and Privacy Policy');
    await expect(terms.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).resolves.toBe('/partners/summit-moving/terms');
    await expect(page.getByRole('link', { name: 'Terms of Service' }).count()).resolves.toBe(1);
    await context.close();
  });

  it("Summit's demo site looks like the partner's and shows the reference and the pay-later caveat the redirect carries", async () => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/demo/summit-moving/thank-you?status=pay_later&reference=7KX3M9QD');
    await expect(page.getByRole('img', { name: 'Summit Moving' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Your booking reference is 7KX3M9QD').isVisible()).resolves.toBe(true);
    await expect(page.getByText(/not guaranteed until your payment details are added/).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.querySelector('a')!).color)).resolves.toBe('rgb(22, 101, 52)');
    await context.close();
  });
});
