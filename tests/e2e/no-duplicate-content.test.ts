/**
 * Content is said once: the desktop summary does not repeat its answers in the side column, the
 * estimate shows once per screen, the accreditation badge says 'A+' once; fee items counted more
 * than once read 'name (count)'. And a checkout load has its main and h1 before its code arrives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES, HEADINGS, next, onStep } from '../../testkit/funnel-steps';
import { baysideFullService } from '../../testkit/walk-funnel';
import { openCheckout, openSummary } from './support/saved-walk';

const [PHONE, DESKTOP] = VIEWPORTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How many of the matches are visible on the screen's layout (not hidden by a breakpoint). */
async function visibleCount(locator: Locator): Promise<number> {
  const all = await locator.all();
  const visible = await Promise.all(all.map((l) => l.isVisible()));
  return visible.filter(Boolean).length;
}

describe('the summary step', () => {
  it.each([DESKTOP, PHONE])('at $name size shows each answer and the estimate once, fee items with their count', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await openSummary(page, baysideFullService(viewport.width >= 768));
    // A second piano, through the furniture page's return to the summary.
    await page.goto('/partners/bayside-movers/book/specialty-items/furniture?checkout=true');
    await page.getByRole('button', { name: 'Add one upright piano' }).click();
    await next(page);
    await onStep(page, HEADINGS.summary);

    expect(await visibleCount(page.getByText(ADDRESSES.sanFrancisco.suggestion))).toBe(1);
    expect(await visibleCount(page.getByRole('heading', { name: 'Your estimate' }))).toBe(1);
    // The fee item reads 'name (count)', its name the step file's label; the summary's own list of
    // contents shows the count beside the name, outside the pricing. A phone shows the pricing in its drawer.
    if (viewport.width < 1024) {
      await page
        .getByTestId('phone-bar')
        .getByRole('button', { name: /^Your estimate/ })
        .click();
    }
    const pricing = (viewport.width < 1024 ? page.getByRole('dialog', { name: 'Pricing Details' }) : page).getByTestId('pricing-details');
    const pianos = pricing.getByText('Upright pianos (2)', { exact: true });
    await expect.poll(() => visibleCount(pianos), { timeout: 10_000 }).toBe(1);
    expect(await visibleCount(pricing.getByText(/^Upright pianos?$|^x2$/))).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORTS)('landing and checkout at $name size', (viewport) => {
  it("the A+ badge says 'A+' once", async () => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/partners/bayside-movers/book');
    const badges = page.getByTestId('trust-badges');
    await badges.waitFor();
    const text = (await badges.locator('[data-badge-type="accreditation"]').textContent()) ?? '';
    expect([text.split('A+').length - 1, text.includes('A+ rating')]).toEqual([1, true]);
    await context.close();
  });

  it("a checkout load shows main and the step's h1 while the checkout's code is still on its way", async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    // Checkout is reached by walking: before that, the server sends the visitor to the first unfinished step.
    await openCheckout(page, baysideFullService(viewport.width >= 768));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/checkout-view-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/partners/bayside-movers/book/checkout', { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('heading', { level: 1, name: HEADINGS.checkout }).waitFor({ timeout: 5_000 });
    // The server renders the whole step (docs/DECISIONS.md "RJSF's Form and server rendering"): the
    // choices are there before the code, once, and stay once when it arrives.
    expect(await page.getByRole('radio', { name: /^Pay later/ }).count()).toBe(1);
    release();
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByRole('radio', { name: /^Pay later/ }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
