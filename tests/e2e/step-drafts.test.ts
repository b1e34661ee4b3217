import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { HEADINGS, onStep } from '../../testkit/funnel-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a draft of the step survives a reload before Next', () => {
  it('keeps what was typed on the landing page through a reload, and hydrates cleanly', async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    await page.goto('/partners/bayside-movers/book');
    await onStep(page, HEADINGS.landing);
    // Typed once the app has hydrated (the draft is kept by the app, not by the browser's form restore).
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('First name').pressSequentially('Dana');
    await page.getByLabel('Email address').pressSequentially('dana@example.com');
    await expect
      .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('funnel-draft:')).length))
      .toBe(1);

    await page.reload();
    await onStep(page, HEADINGS.landing);
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Dana');
    expect(await page.getByLabel('Email address').inputValue()).toBe('dana@example.com');
    expect(await page.getByLabel('Last name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
