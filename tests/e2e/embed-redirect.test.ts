/**
 * docs/EMBED.md: the demo partner site of a partner whose booking ends on its own page (Summit's
 * `submissionRedirectUrl`, a page that may refuse to be framed). The booking is walked inside the frame; a reload of
 * the partner's page at the summary reopens the frame there; on a phone each new step's heading is on screen; the
 * conversion ends on Summit's thank-you page in the top window, never in the frame; the partner's page logs no error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS, type Viewport } from './support/browser';
import {
  ADDRESSES,
  chooseMoveDate,
  DESTINATION_DETAILS,
  enterAddress,
  fillLanding,
  fillPropertyDetails,
  HEADINGS,
  next,
  onStep,
  ORIGIN_DETAILS,
  payLater,
} from '../../testkit/funnel-steps';
import { holdCountdown } from './support/processing-countdown';
import { startAppServer, type AppServer } from './support/start-app-server';

let browser: Browser;
let server: AppServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer({})]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const funnelFrame = async (page: Page): Promise<Frame> => (await (await page.locator('iframe').elementHandle())!.contentFrame())!;

/** The new step's heading is on screen (at its top, unless the partner's page cannot scroll that far). */
async function headingInView(page: Page, frame: Frame, viewport: Viewport): Promise<void> {
  await expect
    .poll(async () => {
      const box = await frame.getByRole('heading', { level: 1 }).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
    })
    .toBe(true);
}

describe.each(VIEWPORTS)("Summit's demo website at $name size", (viewport) => {
  it('books inside the frame, reopens at the summary after a reload, and ends on the thank-you page in the top window', async () => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The demo site on localhost embeds the funnel from 127.0.0.1: two origins, as on a partner's real website.
    await page.goto(`${server.baseUrl.replace('127.0.0.1', 'localhost')}/demo/summit-moving/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await page.getByText("Summit Moving's own website").count()).toBe(1);
    let frame = await funnelFrame(page);
    const wide = viewport.width >= 768;
    const inView = () => (wide ? Promise.resolve() : headingInView(page, frame, viewport));

    await fillLanding(frame);
    await onStep(frame, HEADINGS.moveDate);
    await inView();
    await chooseMoveDate(frame, wide);
    await onStep(frame, HEADINGS.originAddress);
    await inView();
    await enterAddress(frame, HEADINGS.originAddress, ADDRESSES.denver.typed, ADDRESSES.denver.suggestion);
    await onStep(frame, HEADINGS.originPropertyDetails);
    await inView();
    await fillPropertyDetails(frame, HEADINGS.originPropertyDetails, ORIGIN_DETAILS);
    await onStep(frame, HEADINGS.destinationAddress);
    await inView();
    await enterAddress(frame, HEADINGS.destinationAddress, ADDRESSES.boulder.typed, ADDRESSES.boulder.suggestion, 'Single family house');
    await fillPropertyDetails(frame, 'Tell us about your new home', DESTINATION_DETAILS);
    await onStep(frame, HEADINGS.livingAreas);
    await inView();
    await frame.getByRole('button', { name: 'Add one bedroom' }).click();
    await next(frame);
    for (const path of [
      'move-contents/other',
      'specialty-items/appliances',
      'specialty-items/furniture',
      'specialty-items/other',
      'additional-notes',
    ]) {
      await frame.waitForURL(`**/book/${path}`);
      await inView();
      await next(frame);
    }
    await onStep(frame, HEADINGS.summary);
    await inView();

    // A reload of the partner's page reopens the frame at the customer's step, not at the landing page.
    await page.reload();
    frame = await funnelFrame(page);
    await onStep(frame, HEADINGS.summary);
    expect(new URL(frame.url()).pathname).toBe('/partners/summit-moving/book/summary');

    await holdCountdown(page);
    await next(frame);
    await payLater(frame);
    // The partner's page, which may refuse to be framed, opens in the top window with the booking's status and reference.
    await page.waitForURL(/\/demo\/summit-moving\/thank-you\?status=pay_later&reference=[0-9A-Z]{8}$/, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Thank you for booking with Summit Moving' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
