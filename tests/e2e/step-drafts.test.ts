import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { appHydrated, fillLanding, HEADINGS, next, onStep, startApp } from '../../testkit/funnel-steps';

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
    await startApp(page);
    await page.getByLabel('First name').pressSequentially('Dana');
    await page.getByLabel('Email address').pressSequentially('dana@example.com');
    await expect
      .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('funnel-draft:')).length))
      .toBe(1);

    await page.reload();
    await onStep(page, HEADINGS.landing);
    // With a draft to put back, the landing page's app starts at once, without waiting for an input.
    await appHydrated(page);
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Dana');
    expect(await page.getByLabel('Email address').inputValue()).toBe('dana@example.com');
    expect(await page.getByLabel('Last name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the booking is named by its reference in the browser', () => {
  it("the first save's 'Booking Saved' carries the reference, never a database id", async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    await page.goto('/partners/bayside-movers/book');
    await fillLanding(page);
    await next(page);
    const savedEvents = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter(
          (entry) => typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'Booking Saved',
        ),
      );
    await expect.poll(async () => (await savedEvents()).length).toBeGreaterThan(0);
    const [saved] = await savedEvents();
    expect(saved).toMatchObject({ stepId: 'landing', bookingReference: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/) });
    expect(saved).not.toHaveProperty('bookingId');
    expect(saved).not.toHaveProperty('id');

    // The page the server renders next names the same booking by the same reference, and by nothing else.
    const html = await (await context.request.get('/partners/bayside-movers/book')).text();
    const props = JSON.parse(/<script type="application\/json" id="react-app-props">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
      booking: Record<string, unknown>;
    };
    expect(props.booking.reference).toBe((saved as { bookingReference: string }).bookingReference);
    expect(props.booking).not.toHaveProperty('id');
    expect(errors).toEqual([]);
    await context.close();
  });
});
