import type { Browser, BrowserContext } from 'playwright-core';
import { ADDRESSES, HEADINGS, next, payLater, startApp } from '../testkit/funnel-steps';
import { walkToSummary } from '../testkit/walk-funnel';
import { NO_BYTES, trackAssetBytes, type AssetBytes } from './asset-bytes';
import { median, percentile } from './median';
import { transitionProbe, type TransitionSample } from './transition-probe';

export interface StepBytes {
  path: string;
  /** A fresh page at this route (same session): everything it loads until its heading shows and the network is idle. */
  cold: AssetBytes;
  /** What arrived while the walk showed this route: what the step needed on top of the earlier ones. */
  added: AssetBytes;
}

export interface Timing {
  median: number;
  p90: number;
  max: number;
  count: number;
}

export interface FunnelResult {
  /** The landing page before any interaction (loaded, heading shown, network idle): none, its app starts on the first input. */
  landing: AssetBytes;
  /** The landing page once its app has started on the first input (docs/PERFORMANCE.md, "Starting on intent"). */
  landingStarted: AssetBytes;
  steps: StepBytes[];
  transitions: TransitionSample[];
  /** Next pressed -> new heading painted (includes the step's actions, e.g. the save round trip). */
  nextToPaintMs: Timing;
  /** Route changed -> new heading painted (rendering the next step only). */
  routeToPaintMs: Timing;
}

const stats = (values: number[]): Timing => ({
  median: median(values),
  p90: percentile(values, 90),
  max: Math.max(...values),
  count: values.length,
});
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function coldLoad(browser: Browser, baseURL: string, storageState: StorageState, path: string): Promise<AssetBytes> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, storageState });
  const page = await context.newPage();
  const tracker = trackAssetBytes(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  const bytes = await tracker.total();
  await context.close();
  return bytes;
}

/**
 * One customer's walk through the whole funnel in Chromium at desktop size without throttling
 * (the "test machine" of docs/PERFORMANCE.md): bayside-movers, full service, the offline address
 * provider, pay later, the same steps as tests/e2e. Every Next press is timed by the in-page probe
 * and the bytes are filed per route; then every route of the walk is loaded cold in the same session.
 */
export async function measureFunnel(browser: Browser, baseURL: string): Promise<FunnelResult> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(transitionProbe);
  const page = await context.newPage();
  const tracker = trackAssetBytes(page);
  // Routes in the order the walk showed them (path and query: the complete page reads its status).
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    const url = new URL(frame.url());
    if (frame === page.mainFrame() && visited.at(-1) !== url.pathname + url.search) visited.push(url.pathname + url.search);
  });

  await page.goto('/partners/bayside-movers/book', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: HEADINGS.landing }).waitFor();
  const landing = await tracker.total();
  await startApp(page);
  await page.waitForLoadState('networkidle');
  const landingStarted = await tracker.total();

  await walkToSummary(page, {
    slug: 'bayside-movers',
    wide: true,
    service: 'Full service',
    origin: ADDRESSES.sanFrancisco,
    destination: ADDRESSES.cupertino,
  });
  await next(page);
  await page.getByRole('heading', { level: 1, name: HEADINGS.checkout }).waitFor();
  // Cold loads before the booking is converted, so every step still shows itself.
  const session = await context.storageState();
  const cold = new Map<string, AssetBytes>();
  for (const route of visited) cold.set(route, await coldLoad(browser, baseURL, session, route));

  await payLater(page);
  await page.waitForURL('**/book/complete?status=pay_later', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const added = await tracker.byPath();
  const transitions = await page.evaluate(() => window.__transitions ?? []);
  await context.close();

  const steps: StepBytes[] = [];
  for (const route of visited) {
    const path = new URL(route, baseURL).pathname;
    // Processing moves on by itself: its cold figure is what the walk loaded there, and the complete page is loaded cold now.
    const coldBytes =
      cold.get(route) ?? (path.endsWith('/processing') ? (added.get(path) ?? NO_BYTES) : await coldLoad(browser, baseURL, session, route));
    steps.push({ path: route, cold: coldBytes, added: added.get(path) ?? NO_BYTES });
  }
  return {
    landing,
    landingStarted,
    steps,
    transitions,
    nextToPaintMs: stats(transitions.map((t) => t.painted - t.pressed)),
    routeToPaintMs: stats(transitions.filter((t) => t.routeChanged !== null).map((t) => t.painted - t.routeChanged!)),
  };
}
