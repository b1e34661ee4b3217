/**
 * The built app under its Content-Security-Policy (docs/DECISIONS.md, Hardening): a whole funnel walk in Chromium
 * with no CSP violation (reported as `securitypolicyviolation` events and console errors), while an
 * injected inline script is refused, which shows the detector works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES, next, payLater } from './support/funnel-steps';
import { walkToSummary } from './support/walk-funnel';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Collects CSP violations from every document the page loads. */
async function watchViolations(page: Page): Promise<{ events: () => Promise<string[]>; console: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    console: consoleErrors,
    events: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

describe('the funnel under its Content-Security-Policy', () => {
  it('walks to pay later without a single violation, on nonce-tagged scripts', async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    const violations = await watchViolations(page);
    const response = await page.goto('/partners/bayside-movers/book');
    const csp = response!.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // The module entry carries the nonce (the browser hides the attribute value, the property keeps it).
    const scriptNonces = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));

    await walkToSummary(page, { slug: 'bayside-movers', wide: true, origin: ADDRESSES.sanFrancisco });
    expect(await violations.events()).toEqual([]);
    await next(page);
    await payLater(page);
    await page.getByText('Your move details are being processed...').waitFor();
    await page.waitForURL('**/book/complete?status=pay_later', { timeout: 15_000 });
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
