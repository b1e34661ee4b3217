import type { Browser } from 'playwright-core';
import { median } from './median';

/**
 * A mid-range phone on a fast 3G network, as Lighthouse's DevTools throttling describes it:
 * 4x CPU slowdown, 562.5 ms request latency, 1.6 Mbps down and 750 kbps up (each times 0.9,
 * Lighthouse's adjustment for DevTools' packet-level throttling).
 */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadBytesPerSecond: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadBytesPerSecond: (750 * 1024 * 0.9) / 8,
};
/** Lighthouse's TTI rule: 5 s without long tasks and (here) without requests in flight. */
const QUIET_MS = 5_000;

export interface LandingRun {
  fcpMs: number;
  lcpMs: number;
  ttiMs: number;
  tbtMs: number;
  /** The same sum over every long task, FCP or not: here the page paints only after its JavaScript ran, so TBT misses that work. */
  blockingAllMs: number;
  longTasks: number;
}

export interface LandingVitals {
  runs: LandingRun[];
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  ttiMs: number;
  blockingAllMs: number;
}

interface PageVitals {
  fcp: number | null;
  lcp: number | null;
  longTasks: [number, number][];
  now: number;
}

/** In the page before any script: observers for paint, largest-contentful-paint and longtask (buffered). */
function vitalsProbe(): void {
  const v: Omit<PageVitals, 'now'> = { fcp: null, lcp: null, longTasks: [] };
  (window as unknown as { __vitals: typeof v }).__vitals = v;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * TBT as Lighthouse defines it, with its TTI approximated: TTI is the end of the last long task
 * before a 5 s window with no long task and no request in flight (or FCP when there is none);
 * TBT is the sum over long tasks, clipped to [FCP, TTI], of the part beyond 50 ms.
 */
export function blockingTime(fcp: number, longTasks: readonly [number, number][]): { tti: number; tbt: number } {
  const tti = Math.max(fcp, ...longTasks.map(([start, duration]) => start + duration));
  let tbt = 0;
  for (const [start, duration] of longTasks) {
    const clipped = Math.min(start + duration, tti) - Math.max(start, fcp);
    if (clipped > 50) tbt += clipped - 50;
  }
  return { tti, tbt };
}

async function oneRun(browser: Browser, url: string): Promise<LandingRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addInitScript(vitalsProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  let inFlight = 0;
  let lastNetwork = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    lastNetwork = Date.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastNetwork = Date.now();
  };
  cdp.on('Network.loadingFinished', settled);
  cdp.on('Network.loadingFailed', settled);

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  let longTaskCount = -1;
  let lastLongTask = Date.now();
  const started = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const count = await page.evaluate(() => (window as unknown as { __vitals: PageVitals }).__vitals.longTasks.length);
    if (count !== longTaskCount) {
      longTaskCount = count;
      lastLongTask = Date.now();
    }
    const quietSince = Math.max(lastLongTask, lastNetwork);
    if (inFlight === 0 && Date.now() - quietSince >= QUIET_MS) break;
    if (Date.now() - started > 60_000) throw new Error('The landing page never went quiet for 5 s');
  }
  const vitals = await page.evaluate(() => ({ ...(window as unknown as { __vitals: PageVitals }).__vitals, now: performance.now() }));
  await context.close();
  if (vitals.fcp === null || vitals.lcp === null) throw new Error('No first or largest contentful paint was reported');
  const { tti, tbt } = blockingTime(vitals.fcp, vitals.longTasks);
  const blockingAll = vitals.longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { fcpMs: vitals.fcp, lcpMs: vitals.lcp, ttiMs: tti, tbtMs: tbt, blockingAllMs: blockingAll, longTasks: vitals.longTasks.length };
}

/** Five cold loads of the landing page, throttled; medians of each figure. */
export async function measureLandingVitals(browser: Browser, url: string, runs = 5): Promise<LandingVitals> {
  const results: LandingRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await oneRun(browser, url));
  return {
    runs: results,
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    ttiMs: median(results.map((r) => r.ttiMs)),
    blockingAllMs: median(results.map((r) => r.blockingAllMs)),
  };
}
