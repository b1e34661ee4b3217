import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The run's one Chromium (started by global-setup.ts with support/chromium-options.ts), connected to
 * for this file: no launch per file. `close()` ends only this file's connection and its contexts.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

/** The two screen sizes every walk runs at. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** A fresh visitor (own cookies, so a new session and booking) at a screen size. */
export async function newVisitor(browser: Browser, viewport: Viewport): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
