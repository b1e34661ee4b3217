/**
 * Lighthouse's performance category, default mobile configuration (simulated slow 4G and CPU x4 on a phone screen),
 * on the landing and move-date pages of both demo partners and on the summary and complete pages, in the same
 * Chromium as the rest of the bench. Besides the score: the JavaScript requests of the load (nothing is pressed:
 * all of them come before the first input) and the bytes of JavaScript it loaded and never ran (Lighthouse's
 * `unused-javascript`). The pages after the landing page are reached as a customer reaches them (the walk of
 * tests/e2e), in a persistent profile Lighthouse's tab shares; the cache is cleared before each run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ADDRESSES, fillLanding, HEADINGS, next, onStep, payLater } from '../testkit/funnel-steps';
import { baysideFullService, walkToSummary, type Walk } from '../testkit/walk-funnel';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './launch-chromium';

export interface LighthousePage {
  name: string;
  path: string;
  /** 0 to 100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Script requests of the load; nothing is pressed, so all of them come before the first input. */
  scriptRequests: number;
  /** JavaScript loaded and never run during the load, in bytes as transferred (Lighthouse's estimate). */
  unusedJsBytes: number;
}

interface PageToMeasure {
  name: string;
  path: string;
  /** Puts the profile's session where a customer would be on this page; none: a new visitor. */
  reach?: (page: Page) => Promise<void>;
}

const landingSaved = (slug: string) => async (page: Page) => {
  await page.goto(`/partners/${slug}/book`);
  await fillLanding(page);
  await page.waitForURL(`**/partners/${slug}/book/${slug === 'bayside-movers' ? 'services' : 'move-date'}`);
  if (slug === 'bayside-movers') await next(page);
  await onStep(page, HEADINGS.moveDate);
};

const SUMMIT: Walk = { slug: 'summit-moving', wide: true, origin: ADDRESSES.denver, destination: ADDRESSES.boulder };
const summaryOf = (walk: Walk) => async (page: Page) => void (await walkToSummary(page, walk));
const atSummary = summaryOf(baysideFullService(true));
/** Converted with pay later (a partner with a thank-you page of its own goes there after processing). */
const convertedFrom = (walk: Walk) => async (page: Page) => {
  await summaryOf(walk)(page);
  await next(page);
  await payLater(page);
  await page.waitForURL((url) => !url.pathname.endsWith('/checkout'), { timeout: 15_000 });
};

const PAGES: PageToMeasure[] = [
  { name: 'bayside-movers landing', path: '/partners/bayside-movers/book' },
  { name: 'summit-moving landing', path: '/partners/summit-moving/book' },
  { name: 'bayside-movers move-date', path: '/partners/bayside-movers/book/move-date', reach: landingSaved('bayside-movers') },
  { name: 'summit-moving move-date', path: '/partners/summit-moving/book/move-date', reach: landingSaved('summit-moving') },
  { name: 'summary', path: '/partners/bayside-movers/book/summary', reach: atSummary },
  {
    name: 'complete (pay later)',
    path: '/partners/bayside-movers/book/complete?status=pay_later',
    reach: convertedFrom(baysideFullService(true)),
  },
  { name: 'summit-moving summary', path: '/partners/summit-moving/book/summary', reach: summaryOf(SUMMIT) },
  {
    name: 'summit-moving complete (pay later)',
    path: '/partners/summit-moving/book/complete?status=pay_later',
    reach: convertedFrom(SUMMIT),
  },
];

/** A port nobody listens on right now, for Chromium's DevTools endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function runLighthouse(port: number, url: string): Promise<Omit<LighthousePage, 'name' | 'path'>> {
  // The profile's cookies are the customer's place in the funnel: kept. Its cache is cleared by the caller.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = audits['network-requests']?.details;
  const unused = audits['unused-javascript']?.details;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scriptRequests: requests?.type === 'table' ? requests.items.filter((request) => request.resourceType === 'Script').length : 0,
    unusedJsBytes: unused?.type === 'opportunity' ? (unused.overallSavingsBytes ?? 0) : 0,
  };
}

/** One Lighthouse run per page (`only`: the names to measure, default all), each in a fresh session. */
export async function measureLighthouse(baseURL: string, only?: readonly string[]): Promise<LighthousePage[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'funnel-lighthouse-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const results: LighthousePage[] = [];
    for (const { name, path, reach } of PAGES.filter((p) => !only || only.includes(p.name))) {
      await context.clearCookies();
      const page = await context.newPage();
      if (reach) await reach(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      results.push({ name, path, ...(await runLighthouse(port, new URL(path, baseURL).href)) });
    }
    return results;
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The names measureLighthouse knows. */
export const LIGHTHOUSE_PAGES = PAGES.map((page) => page.name);
