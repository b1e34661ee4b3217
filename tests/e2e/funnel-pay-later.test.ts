import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES, chosenMoveDate, next, NOTES, payLater } from '../../testkit/funnel-steps';
import { walkToSummary, type Walk } from '../../testkit/walk-funnel';
import { openSummary } from './support/saved-walk';
import { holdCountdown, runCountdown } from './support/processing-countdown';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** summit-moving.json's submissionRedirectUrl: the demo's stand-in for the partner's own site, served by the project. */
const SUMMIT_THANK_YOU = '/demo/summit-moving/thank-you';

/**
 * How the booking reaches the summary: clicked through from the landing page (the full-service walk), or saved in
 * one request (saved-walk.ts) where the test is about the end of the funnel. Each case runs at one size, the sizes
 * taking turns: the keyboard test walks full service on a desktop and labor only on a phone, the accessibility test
 * Bayside on a phone and Summit on a desktop, each to the complete page.
 */
const REACH = {
  walked: async (page: Page, walk: Walk) => {
    await walkToSummary(page, walk);
    return chosenMoveDate();
  },
  saved: async (page: Page, walk: Walk) => String((await openSummary(page, walk)).booking.moveDate),
};

const BAYSIDE: [string, Omit<Walk, 'wide'>, keyof typeof REACH][] = [
  [
    'bayside-movers, full service, walked,',
    { slug: 'bayside-movers', service: 'Full service', origin: ADDRESSES.sanFrancisco, destination: ADDRESSES.cupertino },
    'walked',
  ],
  ['bayside-movers, labor only, saved,', { slug: 'bayside-movers', service: 'Labor only', origin: ADDRESSES.sanFrancisco }, 'saved'],
];

describe.each(VIEWPORTS)('the funnel to pay later at $name size', (viewport) => {
  const wide = viewport.width >= 768;

  it.each(BAYSIDE.filter((_row, i) => i % VIEWPORTS.length === VIEWPORTS.indexOf(viewport)))(
    '%s ends on the pay later complete page with a saved booking',
    async (_name, walk, reach) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const chosen = await REACH[reach](page, { ...walk, wide });
      // The summary shows the answers (docs/FUNNEL.md#screens-and-routes): date like 'June 5, 2025', notes, destination only for full service.
      const summary = page.getByRole('main');
      const moveDate = new Date(`${chosen}T12:00:00`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
      await summary.getByText(moveDate).first().waitFor();
      await summary.getByText(NOTES).waitFor();
      expect(await summary.getByText(ADDRESSES.cupertino.suggestion).count()).toBe(walk.service === 'Labor only' ? 0 : 1);
      await holdCountdown(page);
      await next(page);
      await payLater(page);
      await page.getByText('Your move details are being processed...').waitFor();
      await runCountdown(page);
      await page.waitForURL('**/book/complete?status=pay_later', { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Your details are saved!' }).waitFor();
      await page.getByText(/Booking reference: [0-9A-HJKMNP-TV-Z]{8}/).waitFor();
      // The recap: date, addresses (destination only for full service) and the estimate.
      const recap = page.getByTestId('completion-recap');
      await recap.getByText(moveDate, { exact: false }).waitFor();
      await recap.getByText(ADDRESSES.sanFrancisco.suggestion).waitFor();
      expect(await recap.getByText(ADDRESSES.cupertino.suggestion).count()).toBe(walk.service === 'Labor only' ? 0 : 1);
      expect(await recap.getByText(/^\$[1-9][\d,]*\.\d\d$/).count()).toBe(1);
      const stored = await page.evaluate(() => JSON.parse(document.getElementById('react-app-props')!.textContent!).booking.conversionType);
      expect([stored, errors]).toEqual([undefined, []]); // the first page's props are from before the conversion
      const reloaded = await (await context.request.get(page.url())).text();
      expect(reloaded).toContain('"conversionType":"pay_later"');
      await context.close();
    },
  );

  // Summit on the phone (the accessibility test walks it on a desktop).
  if (!wide)
    it('summit-moving, full service: processing goes on to the partner submission address, a page the project serves', async () => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      await openSummary(page, { slug: 'summit-moving', wide, origin: ADDRESSES.denver, destination: ADDRESSES.boulder });
      await holdCountdown(page);
      await next(page);
      await payLater(page);
      await page.getByText('Your move details are being processed...').waitFor();
      await runCountdown(page);
      // The redirect carries the recorded status (and the booking reference) to the partner's page.
      await page.waitForURL((url) => url.pathname === SUMMIT_THANK_YOU && url.searchParams.get('status') === 'pay_later', {
        timeout: 10_000,
      });
      await page.getByRole('heading', { name: 'Thank you for booking with Summit Moving' }).waitFor();
      await page.getByText(/not guaranteed until your payment details are added/).waitFor();
      expect(new URL(page.url()).searchParams.get('reference')).toMatch(/^[0-9A-Z]{8}$/);
      await page.getByText(/Your booking reference is [0-9A-Z]{8}/).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
});
