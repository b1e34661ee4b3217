/**
 * docs/FUNNEL.md#pricing-and-serviceability: the estimate appears once the booking has enough details (the first room) and grows as
 * rooms are added, priced by the server on each save; in the side panel at desktop size and in the
 * bottom drawer on a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS, type Viewport } from './support/browser';
import { ADDRESSES, DESTINATION_DETAILS, fillPropertyDetails, HEADINGS, next, onStep } from '../../testkit/funnel-steps';
import { enterDestination, walkThroughOrigin } from '../../testkit/walk-funnel';

const KEEP_GOING = 'We just need a few more details to start calculating your estimate.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** '$1,234.50' -> 1234.5 */
const dollars = (text: string | null): number => Number((text ?? '').replace(/[$,]/g, ''));

/**
 * Where the customer reads the estimate at this size: the side column's Pricing Details on a
 * desktop; on a phone the drawer, opened for the look and closed again so the counters can be used.
 */
async function readEstimate(page: Page, viewport: Viewport, read: (panel: Locator) => Promise<void>): Promise<void> {
  if (viewport.width >= 1024) {
    const panel = page.getByRole('complementary', { name: 'Your move and pricing' }).getByTestId('pricing-details');
    await expect(panel.isVisible()).resolves.toBe(true);
    await read(panel);
    return;
  }
  await page
    .getByTestId('phone-bar')
    .getByRole('button', { name: /^Your estimate/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Pricing Details' });
  await drawer.waitFor();
  await read(drawer.getByTestId('pricing-details'));
  await expect(drawer.getByTestId('due-today').textContent()).resolves.toBe('$0.00');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

/** Waits until the shown estimate is above `floor` and 'Keep going!' is gone; returns the amount. */
async function estimateAbove(page: Page, viewport: Viewport, floor: number): Promise<number> {
  let amount = 0;
  await readEstimate(page, viewport, async (panel) => {
    const total = panel.getByTestId('estimate-total');
    // The save waits for the counters to rest, then the server answers: poll the panel.
    await expect.poll(async () => dollars(await total.textContent()), { timeout: 10_000 }).toBeGreaterThan(floor);
    amount = dollars(await total.textContent());
    expect(await panel.getByText(KEEP_GOING).count()).toBe(0);
    expect(await panel.getByRole('heading', { name: 'Your estimate' }).count()).toBe(1);
    // The breakdown leads with the labor section.
    await expect(panel.getByTestId('pricing-section').first().textContent()).resolves.toMatch(/^Labor\$/);
  });
  return amount;
}

async function addRooms(page: Page, rooms: Record<string, number>): Promise<void> {
  for (const [room, times] of Object.entries(rooms)) {
    for (let i = 0; i < times; i++) await page.getByRole('button', { name: `Add one ${room}` }).click();
  }
}

describe.each(VIEWPORTS)('the estimate at $name size', (viewport: Viewport) => {
  it('shows an estimate once the steps before the living areas are answered, which grows as rooms are added and saved', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await walkThroughOrigin(page, {
      slug: 'bayside-movers',
      wide: viewport.width >= 768,
      service: 'Full service',
      origin: ADDRESSES.sanFrancisco,
    });
    await enterDestination(page, ADDRESSES.cupertino);
    await fillPropertyDetails(page, 'Tell us about your new home', DESTINATION_DETAILS);
    await onStep(page, HEADINGS.livingAreas);

    // Every step before the living areas answered (constants.estimateFrom): priced from the square footage.
    const first = await estimateAbove(page, viewport, 0);

    // More rooms than the 1,500 sq ft home implies: more work, a higher estimate.
    await addRooms(page, { bedroom: 3, 'living room': 1, kitchen: 1 });
    const second = await estimateAbove(page, viewport, first);

    // Next saves the step; the estimate stays, and it is the server's: a reload preloads it.
    await next(page);
    await page.waitForURL('**/book/move-contents/other');
    const props = JSON.parse(
      /<script type="application\/json" id="react-app-props">([^<]*)<\/script>/.exec(
        await (await context.request.get(page.url())).text(),
      )![1]!,
    ) as { booking: { estimate: number; bedrooms: number } };
    expect(props.booking).toMatchObject({ estimate: second, bedrooms: 3 });
    await readEstimate(page, viewport, async (panel) => {
      await expect(panel.getByTestId('estimate-total').textContent()).resolves.toBe(
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(second),
      );
    });

    expect(errors).toEqual([]);
    await context.close();
  });
});
