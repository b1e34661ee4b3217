import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless, without background traffic (as tests/e2e/support/browser.ts). CHROMIUM overrides the path. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}
