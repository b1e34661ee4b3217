/**
 * What the browser shows around the page: a tab title per step (first response and client
 * navigation), a real 404 for unknown pages, a partner favicon, the stepper for labor-only
 * bookings, and completion pages only for a completion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES, chooseService, fillLanding, HEADINGS, onStep } from '../../testkit/funnel-steps';
import { openCheckout, saveWalk } from './support/saved-walk';

/** Summit's booking up to checkout. */
async function summitToCheckout(page: Page, wide = true): Promise<void> {
  await openCheckout(page, { slug: 'summit-moving', wide, origin: ADDRESSES.denver, destination: ADDRESSES.boulder });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const [PHONE, DESKTOP] = VIEWPORTS;

describe('tab titles', () => {
  it.each<[string, string]>([['/partners/bayside-movers/book', 'Get your free moving quote in 5 minutes · Bayside Movers']])(
    "the server's first response for %s is titled %s",
    async (path, title) => {
      const { context } = await newVisitor(browser, DESKTOP);
      const html = await (await context.request.get(path)).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title);
      await context.close();
    },
  );

  // Later steps are served only to a booking that has reached them: the visitor's booking is saved that far first
  // (saved-walk.ts; the client navigation test below clicks its steps).
  it.each<[string, string, (page: Page) => Promise<unknown>]>([
    [
      '/partners/bayside-movers/book/move-date',
      'Move date · Bayside Movers',
      (page) => saveWalk(page, { slug: 'bayside-movers', wide: true, origin: ADDRESSES.sanFrancisco, destination: ADDRESSES.cupertino }),
    ],
    [
      '/partners/summit-moving/book/destination/address',
      'Destination address · Summit Moving',
      (page) => saveWalk(page, { slug: 'summit-moving', wide: true, origin: ADDRESSES.denver, destination: ADDRESSES.boulder }),
    ],
    ['/partners/summit-moving/book/checkout', 'Checkout · Summit Moving', (page) => summitToCheckout(page)],
  ])("the server's first response for %s, once the booking reached it, is titled %s", async (path, title, walk) => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await walk(page);
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(await response.text())?.[1]).toBe(title);
    await context.close();
  });

  it('changes with each step on client navigation', async () => {
    const { context, page, errors } = await newVisitor(browser, PHONE);
    await page.goto('/partners/bayside-movers/book');
    const titles = [await page.title()];
    await fillLanding(page);
    await onStep(page, HEADINGS.services);
    titles.push(await page.title());
    await chooseService(page, 'Full service');
    await onStep(page, HEADINGS.moveDate);
    titles.push(await page.title());
    expect(titles).toEqual([
      'Get your free moving quote in 5 minutes · Bayside Movers',
      'Service · Bayside Movers',
      'Move date · Bayside Movers',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORTS)('unknown pages and the favicon at $name size', (viewport) => {
  it.each(['bayside-movers', 'summit-moving'])('/partners/%s/anything answers 404 with the 404 page, said once', async (slug) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/anything')) failed.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(`/partners/${slug}/anything`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 - Page does not exist' }).waitFor();
    expect(await page.getByText('404', { exact: true }).count()).toBe(0);
    expect(await page.title()).toMatch(/^Page not found · /);
    // The partner's favicon is linked and served: no request for a missing /favicon.ico.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe(`/partners/${slug}/favicon.svg`);
    const served = await context.request.get(icon!);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
    expect([failed, errors]).toEqual([[], []]);
    await context.close();
  });
});

describe.each(VIEWPORTS)('the stepper at $name size', (viewport) => {
  it('a labor-only booking shows no Destination group, and so none completed', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    // The labor-only answers saved (saved-walk.ts), then the step after the origin, where the stepper shows the groups.
    await saveWalk(page, { slug: 'bayside-movers', wide: viewport.width >= 768, service: 'Labor only', origin: ADDRESSES.sanFrancisco });
    await page.goto('/partners/bayside-movers/book/move-contents/living-areas');
    await onStep(page, HEADINGS.livingAreas);
    const stepper = page.getByRole('navigation', { name: 'Booking progress' });
    const groups = await stepper.locator('li > span:last-child').allTextContents();
    expect(groups.map((text) => text.replace(' (completed)', ''))).toEqual(['Move Info', 'Origin', 'Contents', 'Checkout']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The server decides where the completion page goes, whatever the screen: one size.
describe('the completion page', () => {
  const viewport = VIEWPORTS[0]!;
  it('/book/complete without a recorded conversion goes back to the step to finish, whatever status it names', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto('/partners/summit-moving/book');
    await fillLanding(page);
    await onStep(page, HEADINGS.moveDate);
    // Mid-funnel, the completion page is beyond the first unfinished step: back to it.
    await page.goto('/partners/summit-moving/book/complete?status=bogus');
    await page.waitForURL((url) => url.pathname === '/partners/summit-moving/book/move-date');
    await onStep(page, HEADINGS.moveDate);
    expect(await page.getByText('Your details are saved!').count()).toBe(0);
    // At checkout, unconverted, the completion page is not the customer's yet: back to checkout.
    await summitToCheckout(page, viewport.width >= 768);
    for (const status of ['bogus', 'pay_later']) {
      await page.goto(`/partners/summit-moving/book/complete?status=${status}`);
      await page.waitForURL((url) => url.pathname === '/partners/summit-moving/book/checkout');
      await onStep(page, HEADINGS.checkout);
      expect(await page.getByText('Your details are saved!').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
