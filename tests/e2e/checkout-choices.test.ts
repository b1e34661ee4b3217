/**
 * Checkout without card payments (the shared test server has no Stripe keys): pay now is a
 * disabled choice that says why, a disabled 'Save my details' says why, and on phones the terms
 * checkbox is never under the fixed bar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { baysideFullService } from '../../testkit/walk-funnel';
import { openCheckout } from './support/saved-walk';

const UNAVAILABLE = 'Card payments are not available right now. You can save your details and pay later.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('checkout at $name size', (viewport) => {
  it('pay now cannot be chosen and says why; Save my details says why it waits', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await openCheckout(page, baysideFullService(viewport.width >= 768));

    const payNow = page.getByRole('radio', { name: /^Pay now/ });
    expect([await payNow.isDisabled(), await payNow.evaluate((el) => el.closest('label')?.textContent ?? '')]).toEqual([
      true,
      expect.stringContaining(UNAVAILABLE),
    ]);
    expect(await page.getByText(UNAVAILABLE).count()).toBe(1);

    const submit = page.getByRole('button', { name: 'Save my details' });
    expect(await submit.isDisabled()).toBe(true);
    // Below lg the reason stands in the page, under the terms, not in the fixed bar it would make taller than the page allows for.
    const reason = page.getByTestId(viewport.width < 1024 ? 'next-disabled-reason-page' : 'next-disabled-reason');
    expect([await reason.isVisible(), await reason.textContent()]).toEqual([true, 'Accept the terms to continue.']);
    expect((await submit.getAttribute('aria-describedby'))!.split(' ')).toContain(await reason.getAttribute('id'));
    expect(await page.getByText('Accept the terms to continue.').locator('visible=true').count()).toBe(1);
    if (viewport.width < 1024) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [said, bar] = await Promise.all([reason.boundingBox(), page.getByTestId('phone-bar').boundingBox()]);
      expect(said!.y + said!.height).toBeLessThanOrEqual(bar!.y);
    }

    const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    await page.evaluate(() => window.scrollTo(0, 0));
    await terms.focus();
    if (viewport.width < 1024) {
      // Focus scrolled it into view above the one fixed bar, not under it.
      const [box, bar] = await Promise.all([
        terms.evaluate((el) => (el.closest('label') ?? el).getBoundingClientRect().toJSON()),
        page.getByTestId('phone-bar').boundingBox(),
      ]);
      expect(box.bottom).toBeLessThanOrEqual(bar!.y);
    }
    await page.keyboard.press('Space');
    expect([await submit.isEnabled(), await reason.count()]).toEqual([true, 0]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
