/**
 * What a moving company must show, and the customer's own choice about texts (docs/PARTNERS.md, "Licences and
 * texting"; docs/LEADS.md, "Consent"): the text-message box starts unticked with its carrier disclosures, only for a
 * partner that enables texting, and left unticked the booking records no consent to texts; the partner's USDOT number
 * stands in the footer of every step, inside the embed, and on the complete page; the footer links the accessibility
 * statement.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { fillLanding, HEADINGS, onStep, payLater } from '../../testkit/funnel-steps';
import { baysideFullService } from '../../testkit/walk-funnel';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { holdCountdown, runCountdown } from './support/processing-countdown';
import { openCheckout } from './support/saved-walk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const [PHONE, DESKTOP] = VIEWPORTS;
const SMS_BOX = /Yes, send me text messages about my move/;
const BAYSIDE_USDOT = 'USDOT 3012345';

const footerOf = (scope: Page | Frame) => scope.locator('footer');
const propsOf = async (page: Page) =>
  JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as {
    booking: Record<string, unknown> & { consent?: { sms?: { agreed: boolean } } };
  };

describe('the text-message opt-in', () => {
  it('starts unticked with its disclosures for a partner that texts, and left unticked records no consent to texts', async () => {
    const { context, page, errors } = await newVisitor(browser, PHONE!);
    await page.goto('/partners/bayside-movers/book');
    await onStep(page, HEADINGS.landing);
    const box = page.getByRole('checkbox', { name: SMS_BOX });
    expect(await box.isChecked()).toBe(false);
    const disclosure = await page.getByTestId('sms-disclosure').textContent();
    for (const words of [
      'Up to 5 messages per move',
      'Msg & data rates may apply',
      'STOP',
      'HELP',
      '(415) 555-0123',
      'not a condition of booking',
    ])
      expect(disclosure).toContain(words);
    const links = page.getByTestId('sms-disclosure').getByRole('link');
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      '/partners/bayside-movers/terms',
      '/partners/bayside-movers/privacy-policy',
    ]);

    await fillLanding(page);
    await onStep(page, /What kind of moving service/);
    await page.reload();
    const { booking } = await propsOf(page);
    expect(booking.consent?.sms?.agreed).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is absent for a partner without texting', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP!);
    await page.goto('/partners/summit-moving/book');
    await onStep(page, HEADINGS.landing);
    await page.getByLabel('First name').waitFor();
    expect(await page.getByRole('checkbox', { name: SMS_BOX }).count()).toBe(0);
    expect(await page.getByTestId('sms-disclosure').count()).toBe(0);
    await context.close();
  });
});

describe('the licences in the footer', () => {
  it('show on every step and on the complete page, with the accessibility statement linked', async () => {
    const { context, page, errors } = await newVisitor(browser, DESKTOP!);
    await holdCountdown(page);
    await openCheckout(page, baysideFullService(true));
    // Every step's page, loaded as a customer returning to it (the server renders the same frame the app does).
    for (const id of funnelDefinition.flow.steps) {
      const step = funnelDefinition.steps[id]!;
      await page.goto(`/partners/bayside-movers${step.path}`);
      await footerOf(page).waitFor();
      expect(await page.getByTestId('partner-licenses').textContent(), id).toContain(BAYSIDE_USDOT);
    }
    const statement = footerOf(page).getByRole('link', { name: 'Accessibility' });
    expect(await statement.getAttribute('href')).toBe('/partners/bayside-movers/accessibility');

    await page.goto('/partners/bayside-movers/book/checkout');
    await payLater(page);
    await runCountdown(page);
    await page.waitForURL(/\/book\/complete/);
    expect(await page.getByTestId('partner-licenses').textContent()).toBe(`${BAYSIDE_USDOT} · MC 1023456 · CPUC MTR 0190000`);
    await statement.click();
    await page.getByRole('heading', { name: 'Accessibility statement' }).waitFor();
    expect(await page.textContent('main, body')).toContain('WCAG');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("show inside the embed on the partner's own site", async () => {
    const { context, page } = await newVisitor(browser, PHONE!);
    // The demo partner site on the loopback's other name, framing the funnel from its own origin (docs/EMBED.md).
    await page.goto(`${inject('baseUrl').replace('127.0.0.1', 'localhost')}/demo/summit-moving/`);
    const frame = (await (await page.locator('iframe').elementHandle())!.contentFrame())!;
    await frame.getByTestId('partner-licenses').waitFor();
    expect(await frame.getByTestId('partner-licenses').textContent()).toContain('USDOT 2987654');
    await context.close();
  });
});
