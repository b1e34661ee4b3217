import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startAppsOnArrival } from '../../../testkit/start-on-arrival';

/**
 * The run's one Chromium (started by global-setup.ts with support/chromium-options.ts), connected to
 * for this file: no launch per file. `close()` ends only this file's connection and its contexts. Each page after
 * the landing page starts its app as it loads, as a customer touching it would (testkit/start-on-arrival.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  return startAppsOnArrival(await chromium.connect(inject('browserWsEndpoint')));
}

/** The two screen sizes every walk runs at. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * What React says when the browser's first render differs from the server's HTML: a warning, a
 * recoverable error (production builds name it by number: #418, #423, #425...), or a Suspense
 * boundary rendered afresh in the browser.
 */
export const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Minified React error #4(1[89]|2[0-5])\b/i;

/**
 * A fresh visitor (own cookies, so a new session and booking) at a screen size. `errors` collects
 * uncaught page errors and every hydration warning or error on the console, so each walk that expects
 * none also proves the server's HTML hydrated cleanly.
 */
export async function newVisitor(browser: Browser, viewport: Viewport): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text()))
      errors.push(`console ${message.type()}: ${message.text()}`);
  });
  return { context, page, errors };
}
