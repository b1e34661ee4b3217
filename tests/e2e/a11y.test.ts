import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import {
  ADDRESSES,
  chooseMoveDate,
  chooseService,
  DESTINATION_DETAILS,
  enterAddress,
  fillLanding,
  fillPropertyDetails,
  HEADINGS,
  next,
  onStep,
  ORIGIN_DETAILS,
  payLater,
} from './support/funnel-steps';
import type { Slug } from './support/walk-funnel';
import { watchCspViolations } from './support/watch-csp-violations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One problem axe found, short enough to read in a failure message. */
interface Finding {
  screen: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

/**
 * axe-core on the page as it is now (WCAG 2.0/2.1 A and AA rules), keeping the serious and
 * critical findings; Stripe's own iframes are Stripe's business.
 */
async function audit(page: Page, screen: string, findings: Finding[]): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[name^="__privateStripeFrame"]')
    .analyze();
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    findings.push({
      screen,
      rule: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? v.help,
    });
  }
}

/** The content steps between the destination and the summary, by path. */
const CONTENT_STEPS = [
  ['living areas', HEADINGS.livingAreas],
  ['other areas', '**/book/move-contents/other'],
  ['appliances', '**/book/specialty-items/appliances'],
  ['furniture', '**/book/specialty-items/furniture'],
  ['specialty other', '**/book/specialty-items/other'],
  ['additional notes', '**/book/additional-notes'],
] as const;

const WALKS: { slug: Slug; origin: (typeof ADDRESSES)[keyof typeof ADDRESSES]; destination: (typeof ADDRESSES)[keyof typeof ADDRESSES] }[] = [
  { slug: 'bayside-movers', origin: ADDRESSES.sanFrancisco, destination: ADDRESSES.cupertino },
  { slug: 'summit-moving', origin: ADDRESSES.denver, destination: ADDRESSES.boulder },
];

// Each walk also runs under the Content-Security-Policy detector (hardening-csp.test.ts shows it works),
// so no screen from landing to complete is walked a second time just for the CSP.
describe.each(VIEWPORTS)('axe at $name size ($width x $height): no serious or critical violations', (viewport) => {
  const wide = viewport.width >= 768;

  it.each(WALKS)('every screen of $slug, from landing to complete, and the 404 page; no CSP violation', async ({ slug, origin, destination }) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    const violations = await watchCspViolations(page);
    const findings: Finding[] = [];
    const screens: string[] = [];
    const check = async (screen: string) => {
      screens.push(screen);
      await audit(page, screen, findings);
    };

    await page.goto(`/partners/${slug}/book`);
    await onStep(page, HEADINGS.landing);
    await check('landing');
    // The same page with every error shown (a submit with nothing filled in).
    await next(page, 'Get your Quote');
    await page.getByRole('alert').first().waitFor();
    await check('landing with errors');
    await fillLanding(page);

    if (slug === 'bayside-movers') {
      await onStep(page, HEADINGS.services);
      await check('services');
      await chooseService(page, 'Full service');
    }

    await onStep(page, HEADINGS.moveDate);
    await check('move date');
    if (!wide) {
      await page.getByRole('button', { name: /Move date/ }).click();
      await page.getByRole('dialog', { name: 'Move date' }).waitFor();
      await check('move date drawer');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Move date' }).waitFor({ state: 'hidden' });
    }
    await chooseMoveDate(page, wide);

    await onStep(page, HEADINGS.originAddress);
    await page.getByRole('combobox', { name: 'Address' }).fill(origin.typed);
    await page.getByRole('option').first().waitFor();
    await check('origin address with suggestions');
    await enterAddress(page, HEADINGS.originAddress, origin.typed, origin.suggestion);

    await onStep(page, HEADINGS.originPropertyDetails);
    await check('origin details');
    await fillPropertyDetails(page, HEADINGS.originPropertyDetails, ORIGIN_DETAILS);

    await onStep(page, HEADINGS.destinationAddress);
    await check('destination address');
    await enterAddress(page, HEADINGS.destinationAddress, destination.typed, destination.suggestion, 'Single family house');
    await onStep(page, 'Tell us about your new home');
    await check('destination details');
    await fillPropertyDetails(page, 'Tell us about your new home', DESTINATION_DETAILS);

    for (const [screen, where] of CONTENT_STEPS) {
      if (where.startsWith('**')) await page.waitForURL(where);
      else await onStep(page, where);
      await page.locator('h1').first().waitFor();
      await check(screen);
      if (screen === 'living areas') await page.getByRole('button', { name: 'Add one bedroom' }).click();
      await next(page);
    }

    await onStep(page, HEADINGS.summary);
    await check('summary');
    if (!wide) {
      await page.getByRole('button', { name: 'Pricing Details' }).click();
      await page.getByRole('dialog').waitFor();
      await check('summary with the pricing drawer open');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    await next(page);

    await onStep(page, HEADINGS.checkout);
    await check('checkout');
    await payLater(page);
    await page.getByText('Your move details are being processed...').waitFor();
    await check('processing');
    if (slug === 'bayside-movers') {
      await page.waitForURL('**/book/complete?status=pay_later', { timeout: 10_000 });
      await page.locator('h1').first().waitFor();
      await check('complete (pay later)');
    }
    expect(await violations.events()).toEqual([]);

    await page.goto(`/partners/${slug}/book/no-such-step`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('404 page');

    expect(screens.length).toBeGreaterThanOrEqual(slug === 'bayside-movers' ? 19 : 17);
    expect(findings).toEqual([]);
    expect([await violations.events(), violations.console, errors]).toEqual([[], [], []]);
    await context.close();
  }, 300_000);
});
