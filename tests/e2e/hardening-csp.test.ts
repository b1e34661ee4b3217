/**
 * The built app under its Content-Security-Policy (docs/DECISIONS.md, Hardening): scripts carry the
 * page's nonce, and an injected inline script is refused and reported, which shows the detector
 * works. The detector (support/watch-csp-violations.ts) watches every walk of a11y.test.ts, so
 * every screen from landing to complete, at both sizes and for both partners, is walked without a
 * violation there instead of once more here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { watchCspViolations } from './support/watch-csp-violations';
import { startApp } from '../../testkit/funnel-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the funnel under its Content-Security-Policy', () => {
  it('loads its scripts with the nonce and no violation, and refuses an injected inline script', async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    const violations = await watchCspViolations(page);
    const response = await page.goto('/partners/bayside-movers/book');
    const csp = response!.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // Every script the page runs carries the nonce: the guard, and the one that loads the app's entry on the first
    // input (the browser hides the attribute value, the property keeps it).
    const scriptNonces = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([type="application/json"])')].map((script) => (script as HTMLScriptElement).nonce),
    );
    expect(scriptNonces.length).toBeGreaterThan(1);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    await page.getByRole('button', { name: 'Get your Quote' }).waitFor();
    // The entry that script imports, and the chunks it loads, run under the policy.
    await startApp(page);
    expect([await violations.events(), violations.console, errors]).toEqual([[], [], []]);

    // The detector is live: an injected inline script is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
    });
    await expect.poll(() => violations.events()).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await context.close();
  });
});
