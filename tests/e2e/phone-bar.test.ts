/**
 * Phones get one fixed bar: the running estimate (the pricing drawer's toggle) and the step's
 * primary action, inside `main`; the header, stepper and bar leave most of the screen to the step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES, DESTINATION_DETAILS, fillPropertyDetails, HEADINGS, next, onStep } from '../../testkit/funnel-steps';
import { enterDestination, walkThroughOrigin } from '../../testkit/walk-funnel';

const PHONE = VIEWPORTS[0];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** '$1,234.50' -> 1234.5 */
const dollars = (text: string | null): number => Number((text ?? '').replace(/[$,]/g, ''));

/** The test ids (or tag names) of everything fixed to the screen and visible. */
function fixedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().height > 0)
      .map((el) => el.getAttribute('data-testid') ?? el.tagName.toLowerCase()),
  );
}

/** Heights of the header, the stepper's band and the fixed bar: the phone chrome. */
function chromeHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const height = (el: Element | null | undefined) => el?.getBoundingClientRect().height ?? 0;
    const stepperBand = document.querySelector('nav[aria-label="Booking progress"]')?.parentElement?.parentElement;
    return height(document.querySelector('header')) + height(stepperBand) + height(document.querySelector('[data-testid="phone-bar"]'));
  });
}

describe(`the phone bar at ${PHONE.width}x${PHONE.height}`, () => {
  it('is the one fixed bar, in main, and shows the running estimate on the first screen of the next step', async () => {
    const { context, page, errors } = await newVisitor(browser, PHONE);
    await walkThroughOrigin(page, { slug: 'bayside-movers', wide: false, service: 'Full service', origin: ADDRESSES.sanFrancisco });
    await enterDestination(page, ADDRESSES.cupertino);
    await fillPropertyDetails(page, 'Tell us about your new home', DESTINATION_DETAILS);
    await onStep(page, HEADINGS.livingAreas);

    const bar = page.getByTestId('phone-bar');
    expect(await fixedElements(page)).toEqual(['phone-bar']);
    expect(await bar.evaluate((el) => el.closest('main') !== null)).toBe(true);
    expect(await bar.getByRole('button', { name: 'Next' }).isVisible()).toBe(true);
    expect(await bar.getByText('Due today').count()).toBe(0);
    // Header, stepper and bar: under a quarter of an 844 px screen (about 35% before).
    expect(await chromeHeight(page)).toBeLessThan(PHONE.height * 0.25);

    await page.getByRole('button', { name: 'Add one bedroom' }).click();
    await expect
      .poll(async () => dollars(await bar.getByTestId('phone-estimate-total').textContent()), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await next(page);
    await page.waitForURL('**/book/move-contents/other');
    // The next step's first screen, unscrolled: the estimate is on it and is not $0.00.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const total = bar.getByTestId('phone-estimate-total');
    const box = await total.boundingBox();
    expect(box !== null && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    expect(dollars(await total.textContent())).toBeGreaterThan(0);

    // The estimate opens the drawer, where 'Due today $0.00' is; closing returns focus to it.
    const toggle = bar.getByRole('button', { name: /^Your estimate/ });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Pricing Details' });
    await drawer.waitFor();
    expect(await drawer.getByTestId('due-today').textContent()).toBe('$0.00');
    // (The page behind the modal drawer is hidden from the accessibility tree: read the toggle by its test id.)
    expect(await page.getByTestId('phone-estimate').getAttribute('aria-expanded')).toBe('true');
    // While open the page behind does not scroll (the sheet locks <html>).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    // A tap on the dimmed backdrop above the 440 px sheet closes it too, and focus goes back again.
    await toggle.click();
    await drawer.waitFor();
    await page.mouse.click(PHONE.width / 2, 100);
    await drawer.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    expect(errors).toEqual([]);
    await context.close();
  });
});
