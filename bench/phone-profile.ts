import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * The phone profile of the budgets (docs/PERFORMANCE.md): 4x CPU slowdown, 150 ms round trip,
 * 1.6 Mbps down and 750 kbps up (each times 0.9, Lighthouse's adjustment for DevTools'
 * packet-level throttling).
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
};

/** The phone of every phone-profile figure: 390x844 at DPR 3, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/**
 * The profile's CPU slowdown on `page`, and with `network` its round trip and bandwidth with the cache off (the step
 * transitions keep loopback's network: their figure is the app's work and the save, not the phone's radio).
 */
export async function throttle(context: BrowserContext, page: Page, { network }: { network: boolean }): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBytesPerSecond,
      uploadThroughput: THROTTLING.uploadBytesPerSecond,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return cdp;
}

/** A fresh phone context and its page, with `initScript` run before any of the page's scripts, fully throttled. */
export async function throttledPhonePage(browser: Browser, initScript: () => void): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  await throttle(context, page, { network: true });
  return { context, page };
}
