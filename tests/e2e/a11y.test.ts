import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { axeOn } from './support/axe';
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
} from '../../testkit/funnel-steps';
import type { Slug } from '../../testkit/walk-funnel';
import { watchCspViolations } from './support/watch-csp-violations';
import { holdCountdown, runCountdown } from './support/processing-countdown';

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
 * axe-core on the page as it is now (WCAG 2.0, 2.1 and 2.2 A and AA rules), keeping the serious
 * and critical findings; Stripe's own iframes are Stripe's business.
 */
async function audit(page: Page, screen: string, findings: Finding[]): Promise<void> {
  const { violations } = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
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

/** The page's width beyond the screen, and the widest elements that cause it (none: 0 and []). */
function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return { overflow: 0, culprits: [] };
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getClientRects().length > 0)
      .slice(-3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
      );
    return { overflow: root.scrollWidth - width, culprits };
  });
}

/**
 * Reflow on phones (WCAG 1.4.4 and 1.4.10): with text at 200% on a 390 px screen, and at 100% on
 * a 320 px screen, the page never scrolls sideways. The page is put back as it was. Returns the
 * number of sizes measured.
 */
async function checkReflow(page: Page, screen: string, problems: string[]): Promise<number> {
  const size = page.viewportSize()!;
  for (const [width, text] of [
    [390, '200%'],
    [320, '100%'],
  ] as const) {
    await page.setViewportSize({ width, height: size.height });
    await page.evaluate((fontSize) => (document.documentElement.style.fontSize = fontSize), text);
    const { overflow, culprits } = await sidewaysScroll(page);
    if (overflow > 0) problems.push(`${screen} at ${width} px, text ${text}: ${overflow} px sideways (${culprits.join(', ')})`);
    // The header wraps to two rows at most (logo; call and restart): the number gives way to its icon.
    const header = await page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().height ?? 0);
    if (header > (text === '200%' ? 240 : 120)) problems.push(`${screen} at ${width} px, text ${text}: the header is ${header} px high`);
  }
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await page.setViewportSize(size);
  return 2;
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

const WALKS: { slug: Slug; origin: (typeof ADDRESSES)[keyof typeof ADDRESSES]; destination: (typeof ADDRESSES)[keyof typeof ADDRESSES] }[] =
  [
    { slug: 'bayside-movers', origin: ADDRESSES.sanFrancisco, destination: ADDRESSES.cupertino },
    { slug: 'summit-moving', origin: ADDRESSES.denver, destination: ADDRESSES.boulder },
  ];

// Each walk also runs under the Content-Security-Policy detector (hardening-csp.test.ts shows it works),
// so no screen from landing to complete is walked a second time just for the CSP.
describe.each(VIEWPORTS)('axe at $name size ($width x $height): no serious or critical violations', (viewport) => {
  const wide = viewport.width >= 768;

  // One partner per size (Bayside on the phone, Summit on the desktop): both partners and both sizes are audited
  // on every screen, while the suite stays within its ten minutes (docs/PERFORMANCE.md, "Test suite").
  it.each(WALKS.filter((_walk, index) => index === VIEWPORTS.indexOf(viewport)))(
    'every screen and state of $slug, from landing to complete, and the 404 page; no CSP violation',
    async ({ slug, origin, destination }) => {
      const { context, page, errors } = await newVisitor(browser, viewport);
      const violations = await watchCspViolations(page);
      const findings: Finding[] = [];
      const reflow: string[] = [];
      let reflowMeasures = 0;
      const screens: string[] = [];
      const check = async (screen: string) => {
        screens.push(screen);
        await audit(page, screen, findings);
        if (!wide) reflowMeasures += await checkReflow(page, screen, reflow);
      };
      /** The step as it is, then with every error shown (a submit with nothing filled in). */
      const checkWithErrors = async (screen: string) => {
        await check(screen);
        await next(page);
        await page.getByRole('alert').first().waitFor();
        await check(`${screen} with errors`);
      };

      await page.goto(`/partners/${slug}/book`);
      await onStep(page, HEADINGS.landing);
      await check('landing');
      await next(page, 'Get your Quote');
      await page.getByRole('alert').first().waitFor();
      await check('landing with errors');
      await fillLanding(page);

      if (slug === 'bayside-movers') {
        await onStep(page, HEADINGS.services);
        await check('services');
        await chooseService(page, 'Full service');
      }

      // The desktop calendar is always open; phones open it in a drawer.
      await onStep(page, HEADINGS.moveDate);
      await checkWithErrors('move date');
      if (!wide) {
        await page.getByRole('button', { name: /Move date/ }).click();
        await page.getByRole('dialog', { name: 'Move date' }).waitFor();
        await check('move date drawer');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Move date' }).waitFor({ state: 'hidden' });
      }
      await chooseMoveDate(page, wide);

      await onStep(page, HEADINGS.originAddress);
      await checkWithErrors('origin address');
      await page.getByRole('combobox', { name: 'Address' }).fill(origin.typed);
      await page.getByRole('option').first().waitFor();
      await check('origin address with suggestions');
      await page.getByRole('combobox', { name: 'Address' }).fill('123 Fake Street');
      await page.getByText(/^No match yet/).waitFor();
      await check('origin address with no match');
      await enterAddress(page, HEADINGS.originAddress, origin.typed, origin.suggestion);

      await onStep(page, HEADINGS.originPropertyDetails);
      await checkWithErrors('origin details');
      await page.getByRole('button', { name: 'More information about Distance to truck' }).click();
      await page.getByText('How far is your front door from where the movers can park their truck?').waitFor();
      await check('origin details with the tooltip open');
      await fillPropertyDetails(page, HEADINGS.originPropertyDetails, ORIGIN_DETAILS);

      await onStep(page, HEADINGS.destinationAddress);
      await checkWithErrors('destination address');
      await enterAddress(page, HEADINGS.destinationAddress, destination.typed, destination.suggestion, 'Single family house');
      await onStep(page, 'Tell us about your new home');
      await checkWithErrors('destination details');
      await fillPropertyDetails(page, 'Tell us about your new home', DESTINATION_DETAILS);

      for (const [screen, where] of CONTENT_STEPS) {
        if (where.startsWith('**')) await page.waitForURL(where);
        else await onStep(page, where);
        await page.locator('h1').first().waitFor();
        // No room on either page yet: the other areas page refuses, with its message.
        if (screen === 'other areas') await checkWithErrors(screen);
        else await check(screen);
        if (screen === 'other areas') await page.getByRole('button', { name: 'Add one garage space' }).click();
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
      if (slug === 'bayside-movers') await holdCountdown(page);
      await payLater(page);
      await page.getByText('Your move details are being processed...').waitFor();
      await check('processing');
      if (slug === 'bayside-movers') {
        await runCountdown(page);
        await page.waitForURL('**/book/complete?status=pay_later', { timeout: 10_000 });
        await page.locator('h1').first().waitFor();
        await check('complete (pay later)');
      }
      expect(await violations.events()).toEqual([]);

      await page.goto(`/partners/${slug}/book/no-such-step`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check('404 page');

      expect(screens.length).toBeGreaterThanOrEqual(slug === 'bayside-movers' ? 28 : 26);
      expect(findings).toEqual([]);
      // On phones every screen and state was measured at both sizes, and none scrolls sideways.
      expect(reflowMeasures).toBe(wide ? 0 : screens.length * 2);
      expect(reflow).toEqual([]);
      expect([await violations.events(), violations.console, errors]).toEqual([[], [], []]);
      await context.close();
    },
    600_000,
  );
});

describe.each(VIEWPORTS)('the skip link at $name size', (viewport) => {
  it('moves focus to the main content', async () => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/partners/bayside-movers/book');
    await onStep(page, HEADINGS.landing);
    await page.keyboard.press('Tab');
    const link = await page.evaluate(() => ({ tag: document.activeElement?.tagName, href: document.activeElement?.getAttribute('href') }));
    expect(link).toEqual({ tag: 'A', href: '#main' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});
