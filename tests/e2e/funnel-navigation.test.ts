import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES, back, HEADINGS, next, onStep, ORIGIN_DETAILS, PERSON } from '../../testkit/funnel-steps';
import { baysideFullService, walkThroughOrigin, type Slug } from '../../testkit/walk-funnel';
import { openCheckout, openSummary, saveWalk, type SavedWalk } from './support/saved-walk';
import { createFunnelSession } from '../../core/flow/funnel-session';
import { funnelDefinition } from '../../core/flow/funnel-definition';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Back from each step of a booking's path to checkout, as the flow answers it (core/flow/funnel-session.ts, which
 * tests/core checks against docs/FUNNEL.md#flow-and-navigation): [step path, where Back lands] under
 * /partners/{slug}. Made from the step files, so a new step is walked too.
 */
function backEdges({ booking, partner }: SavedWalk): [string, string][] {
  const session = createFunnelSession(funnelDefinition, { booking, partner, today: new Date() });
  const pathOf = (stepId: string) => funnelDefinition.steps[stepId]!.path;
  return session
    .path()
    .steps.slice(1)
    .map((stepId) => [pathOf(stepId), pathOf(session.back(stepId)!)]);
}
/** Labor-only bookings skip the destination: Back from living areas skips 3 steps to the origin details. */
const BACK_LABOR_ONLY: [string, string][] = [['/book/move-contents/living-areas', '/book/origin/property-details']];
/** A partner without labor-only moves has no services step: Back from move date goes to the landing page. */
const BACK_SUMMIT: [string, string][] = [['/book/move-date', '/book']];

async function expectBackFrom(page: Page, slug: Slug, rows: [string, string][]) {
  for (const [from, to] of rows) {
    await page.goto(`/partners/${slug}${from}`);
    await page.getByRole('button', { name: 'Back', exact: true }).waitFor();
    await back(page);
    await page.waitForURL((url) => url.pathname === `/partners/${slug}${to}`);
    expect(new URL(page.url()).pathname, `Back from ${from}`).toBe(`/partners/${slug}${to}`);
  }
}

// Each case at one size, the phone's and the desktop's shared between them: the Back button, the Edit links and the
// saved answers are the same at both sizes, and the walks of other files (accessibility, keyboard, pay later) cover each
// step's layout at both (docs/PERFORMANCE.md, "Test suite").
const [PHONE, DESKTOP] = VIEWPORTS;

describe('navigation', () => {
  it('bayside-movers full service, phone: Back from every step lands where docs/FUNNEL.md#flow-and-navigation says; landing has no Back', async () => {
    const { context, page, errors } = await newVisitor(browser, PHONE);
    // Every step is open to a booking that reached checkout (the walk itself is the pay-later and keyboard tests').
    const saved = await openCheckout(page, baysideFullService(false));
    const edges = backEdges(saved);
    // The full-service path: landing to checkout, every step but the landing page with its Back.
    expect(edges.length).toBeGreaterThanOrEqual(13);
    await expectBackFrom(page, 'bayside-movers', edges);
    await page.goto('/partners/bayside-movers/book');
    await onStep(page, HEADINGS.landing);
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('bayside-movers labor only and summit-moving, desktop: the skipping Back edges', async () => {
    const wide = true;
    const labor = await newVisitor(browser, DESKTOP);
    await openSummary(labor.page, { slug: 'bayside-movers', wide, service: 'Labor only', origin: ADDRESSES.sanFrancisco });
    await expectBackFrom(labor.page, 'bayside-movers', BACK_LABOR_ONLY);
    await labor.context.close();

    const summit = await newVisitor(browser, DESKTOP);
    await saveWalk(summit.page, { slug: 'summit-moving', wide, origin: ADDRESSES.denver, destination: ADDRESSES.boulder });
    await expectBackFrom(summit.page, 'summit-moving', BACK_SUMMIT);
    expect([...labor.errors, ...summit.errors]).toEqual([]);
    await summit.context.close();
  });

  it('an Edit link on the summary opens the step and Next returns to the summary, phone', async () => {
    const { context, page, errors } = await newVisitor(browser, PHONE);
    await openSummary(page, { slug: 'summit-moving', wide: false, origin: ADDRESSES.denver, destination: ADDRESSES.boulder });
    await page.getByRole('link', { name: 'Edit Move date' }).click();
    await page.waitForURL('**/book/move-date?checkout=true');
    await onStep(page, HEADINGS.moveDate);
    await page.locator('label', { has: page.getByRole('radio', { name: /^Afternoon/ }) }).click();
    await next(page);
    await page.waitForURL((url) => url.pathname === '/partners/summit-moving/book/summary');
    await onStep(page, HEADINGS.summary);
    await page
      .getByRole('main')
      .getByText(/Afternoon/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reload mid-funnel keeps every answer, desktop', async () => {
    const { context, page, errors } = await newVisitor(browser, DESKTOP);
    await walkThroughOrigin(page, baysideFullService(true));
    await onStep(page, HEADINGS.destinationAddress);
    await page.reload();
    await onStep(page, HEADINGS.destinationAddress);

    await back(page);
    await onStep(page, HEADINGS.originPropertyDetails);
    expect(await page.getByLabel('Unit / apartment number', { exact: true }).inputValue()).toBe(ORIGIN_DETAILS.unit);
    expect(await page.getByLabel('Square footage', { exact: true }).inputValue()).toBe(ORIGIN_DETAILS.squareFootage);
    expect(await page.getByLabel('Number of floors', { exact: true }).locator('option:checked').textContent()).toBe(ORIGIN_DETAILS.floors);
    expect(await page.getByLabel('Distance to truck', { exact: true }).locator('option:checked').textContent()).toBe(
      ORIGIN_DETAILS.distance,
    );
    expect(
      await page
        .getByRole('radiogroup', { name: /elevator/ })
        .getByRole('radio', { name: 'No' })
        .isChecked(),
    ).toBe(true);

    await back(page);
    await onStep(page, HEADINGS.originAddress);
    expect(await page.getByRole('combobox', { name: 'Address' }).inputValue()).toBe(ADDRESSES.sanFrancisco.suggestion);
    expect(await page.getByRole('radio', { name: /^Apartment/ }).isChecked()).toBe(true);

    await back(page);
    await onStep(page, HEADINGS.moveDate);
    expect(await page.getByRole('radio', { name: /^Morning/ }).isChecked()).toBe(true);

    await back(page);
    await onStep(page, HEADINGS.services);
    expect(await page.getByRole('radio', { name: /^Full service/ }).isChecked()).toBe(true);

    await back(page);
    await onStep(page, HEADINGS.landing);
    expect(await page.getByLabel('First name').inputValue()).toBe(PERSON.firstName);
    expect(await page.getByLabel('Email address').inputValue()).toBe(PERSON.email);
    expect(await page.getByLabel('Phone number').inputValue()).toBe('(415) 555-0199');
    expect(await page.getByRole('checkbox', { name: 'Email' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
