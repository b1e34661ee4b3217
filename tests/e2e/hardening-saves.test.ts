/**
 * Saves under faults in the real browser (docs/DECISIONS.md, Hardening) and the honeypot: offline on a
 * saveAndWait step the step waits with a polite notice and a leave-page warning, and moves on by itself
 * when the connection is back; a 503 on an optimistic save is retried; a filled honeypot is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import {
  ADDRESSES,
  DESTINATION_DETAILS,
  fillLanding,
  fillPropertyDetails,
  HEADINGS,
  next,
  onStep,
  PERSON,
} from '../../testkit/funnel-steps';
import { enterDestination, walkThroughOrigin } from '../../testkit/walk-funnel';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const OFFLINE = "Connection lost — your answers are kept and will be saved when you're back online.";
const SERVER = "We couldn't save just now — your answers are kept and we'll keep trying.";
const SAVED = 'Your answers are saved.';

/** The booking the server has for this visitor: a fresh page load's props. */
async function storedBooking(page: Page): Promise<Record<string, unknown>> {
  const html = await (await page.context().request.get('/partners/bayside-movers/book')).text();
  const json = /<script type="application\/json" id="react-app-props">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json!) as { booking: Record<string, unknown> }).booking;
}

describe('saves under faults', () => {
  it('offline on a saveAndWait step: the step waits, says so, warns on leaving, and goes on once back online', async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    // Steps are reached by walking: a deep link beyond the first unfinished step is sent back to it.
    await walkThroughOrigin(page, { slug: 'bayside-movers', wide: true, origin: ADDRESSES.sanFrancisco });
    await enterDestination(page, ADDRESSES.cupertino);
    await fillPropertyDetails(page, 'Tell us about your new home', DESTINATION_DETAILS);
    await onStep(page, HEADINGS.livingAreas);
    await page.getByRole('button', { name: 'Add one bedroom' }).click();
    await next(page);
    await page.waitForURL('**/book/move-contents/other');
    await next(page);
    await page.waitForURL('**/book/specialty-items/appliances');
    const appliancesSaved = page.waitForResponse((r) => r.url().endsWith('/api/v1/booking') && r.request().method() === 'PUT');
    await next(page);
    await page.waitForURL('**/book/specialty-items/furniture');
    await appliancesSaved;
    const revision = Number((await storedBooking(page)).revision);
    await page.getByRole('button', { name: 'Add one upright piano' }).click();

    await context.setOffline(true);
    await next(page);
    const notice = page.getByRole('status').filter({ hasText: OFFLINE });
    await notice.waitFor();
    expect(await notice.getAttribute('aria-live')).toBe('polite');
    // The save is awaited: no navigation while it has not reached the server.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/partners/bayside-movers/book/specialty-items/furniture');

    // Leaving now would lose the answers: the browser asks first.
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe('beforeunload');
    await shown.dismiss();
    expect(page.isClosed()).toBe(false);

    await context.setOffline(false);
    await page.waitForURL('**/book/specialty-items/other', { timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: SAVED }).waitFor();
    expect(await storedBooking(page)).toMatchObject({ uprightPianos: 1, revision: revision + 1 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a 503 on an optimistic save: the customer moves on, the save is retried and stored', async () => {
    const { context, page } = await newVisitor(browser, VIEWPORTS[0]);
    let refused = 0;
    await page.route('**/api/v1/booking', async (route) => {
      if (route.request().method() === 'PUT' && refused === 0) {
        refused++;
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ messages: ['We cannot reach our database right now.'] }),
        });
      }
      return route.continue();
    });
    await page.goto('/partners/bayside-movers/book');
    await fillLanding(page);
    await onStep(page, HEADINGS.services);
    await page.getByRole('status').filter({ hasText: SERVER }).waitFor();
    await page.getByRole('status').filter({ hasText: SAVED }).waitFor({ timeout: 15_000 });
    expect(refused).toBe(1);
    expect(await storedBooking(page)).toMatchObject({ firstName: PERSON.firstName, email: PERSON.email, revision: 1 });
    await context.close();
  });
});

describe('the landing honeypot', () => {
  it('is out of reach for people, and a filled one gets the save refused', async () => {
    const { context, page } = await newVisitor(browser, VIEWPORTS[1]);
    await page.goto('/partners/bayside-movers/book');
    await onStep(page, HEADINGS.landing);
    const trap = page.locator('#booking-website');
    // Off screen to the left, never reached by Tab, absent from the accessibility tree.
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(0);
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await page.getByRole('textbox', { name: /Website/ }).count()).toBe(0);

    await page.getByLabel('First name').fill('Bot');
    await page.getByLabel('Last name').fill(PERSON.lastName);
    await page.getByLabel('Email address').fill(PERSON.email);
    await page.getByLabel('Phone number').pressSequentially(PERSON.phone);
    await page.getByRole('checkbox', { name: 'Email' }).check();
    await trap.fill('https://spam.example', { force: true });
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/booking') && response.request().method() === 'PUT');
    await next(page, 'Get your Quote');
    expect((await refused).status()).toBe(400);
    expect(await storedBooking(page)).toMatchObject({ revision: 0 });
    expect(await storedBooking(page)).not.toHaveProperty('firstName');
    await context.close();
  });
});
