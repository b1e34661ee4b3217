import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('unknown paths at $name size', (viewport) => {
  it.each(['bayside-movers', 'summit-moving'])('shows the 404 page for %s with a way back to the funnel', async (slug) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto(`/partners/${slug}/book/no-such-step`);
    await page.getByRole('heading', { name: '404 - Page does not exist' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`**/partners/${slug}/book`);
    await page.getByRole('heading', { name: 'Get your free moving quote in 5 minutes' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
