import type { Browser, Page } from 'playwright-core';
import { median } from './median';
import { PHONE, throttle } from './phone-profile';

/** Lighthouse's TTI rule: 5 s without long tasks and (here) without requests in flight. */
const QUIET_MS = 5_000;

export interface LandingRun {
  fcpMs: number;
  lcpMs: number;
  /** Cumulative layout shift over the whole load (no input excluded: the bench's own click comes after). */
  cls: number;
  /** From the press to the validation messages of a submit pressed as soon as the button shows (null: not asked). */
  answeredSubmitMs: number | null;
  ttiMs: number;
  tbtMs: number;
  /** The same sum over every long task, FCP or not: here the page paints only after its JavaScript ran, so TBT misses that work. */
  blockingAllMs: number;
  longTasks: number;
}

export interface LandingVitals {
  runs: LandingRun[];
  lcpMs: number;
  cls: number;
  answeredSubmitMs: number | null;
  tbtMs: number;
  fcpMs: number;
  ttiMs: number;
  blockingAllMs: number;
}

interface PageVitals {
  fcp: number | null;
  lcp: number | null;
  cls: number;
  /** When the first validation message showed, in this document's time. */
  alertAt: number | null;
  /**
   * When the submit button was pressed (a capturing click, which a tap and Enter both produce), in this document's
   * time: negative when the press was on the page before, which the browser left to send the form itself.
   */
  pressedAt: number | null;
  longTasks: [number, number][];
  now: number;
}

/** In the page before any script: observers for paint, largest-contentful-paint and longtask (buffered). */
declare global {
  /** Where the probe leaves its figures for the bench to read (page.evaluate). */
  interface Window {
    __vitals?: Omit<PageVitals, 'now'>;
  }
}

function vitalsProbe(): void {
  // The press survives the page the browser leaves when it sends the landing form itself (the tab's sessionStorage).
  const pressedEpoch = Number(sessionStorage.getItem('bench-pressed-at')) || null;
  const pressedAt = pressedEpoch === null ? null : pressedEpoch - performance.timeOrigin;
  const v: Omit<PageVitals, 'now'> = { fcp: null, lcp: null, cls: 0, alertAt: null, pressedAt, longTasks: [] };
  window.__vitals = v;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if ('value' in e && typeof e.value === 'number') v.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (v.pressedAt !== null || button?.type !== 'submit') return;
      v.pressedAt = performance.now();
      sessionStorage.setItem('bench-pressed-at', String(performance.timeOrigin + v.pressedAt));
    },
    true,
  );
  // The first validation message on screen: the form answered a submit.
  new MutationObserver((_records, observer) => {
    if (v.alertAt === null && document.querySelector('[role="alert"]')) {
      v.alertAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** What a run does besides loading: set the session up first (unthrottled), press submit at once. */
export interface RunOptions {
  prepare?: (page: Page) => Promise<void>;
  /** The submit button's name: pressed as soon as it shows, before the app may have started. */
  pressSubmit?: string;
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

/** A fresh phone context with the probe, the cache off, the phone profile's network and CPU, and its requests counted. */
async function throttledPage(browser: Browser, prepare?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  await prepare?.(page);
  await context.addInitScript(vitalsProbe);
  const cdp = await throttle(context, page, { network: true });
  const network = { inFlight: 0, lastAt: Date.now() };
  cdp.on('Network.requestWillBeSent', () => {
    network.inFlight += 1;
    network.lastAt = Date.now();
  });
  const settled = () => {
    network.inFlight = Math.max(0, network.inFlight - 1);
    network.lastAt = Date.now();
  };
  cdp.on('Network.loadingFinished', settled);
  cdp.on('Network.loadingFailed', settled);
  return { context, page, network };
}

/** One cold load, left alone until it is quiet: its paints, shifts and long tasks. */
async function oneLoad(browser: Browser, url: string, prepare?: (page: Page) => Promise<void>): Promise<LandingRun> {
  const { context, page, network } = await throttledPage(browser, prepare);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  let longTaskCount = -1;
  let lastLongTask = Date.now();
  const started = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const count = await page.evaluate(() => window.__vitals?.longTasks.length ?? 0);
    if (count !== longTaskCount) {
      longTaskCount = count;
      lastLongTask = Date.now();
    }
    const quietSince = Math.max(lastLongTask, network.lastAt);
    if (network.inFlight === 0 && Date.now() - quietSince >= QUIET_MS) break;
    if (Date.now() - started > 60_000) throw new Error('The landing page never went quiet for 5 s');
  }
  const vitals = await page.evaluate(() => {
    const probed = window.__vitals;
    if (!probed) throw new Error('The vitals probe did not run');
    return { ...probed, now: performance.now() };
  });
  await context.close();
  if (vitals.fcp === null || vitals.lcp === null) throw new Error('No first or largest contentful paint was reported');
  const { tti, tbt } = blockingTime(vitals.fcp, vitals.longTasks);
  const blockingAll = vitals.longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    fcpMs: vitals.fcp,
    lcpMs: vitals.lcp,
    cls: vitals.cls,
    answeredSubmitMs: null,
    ttiMs: tti,
    tbtMs: tbt,
    blockingAllMs: blockingAll,
    longTasks: vitals.longTasks.length,
  };
}

/**
 * One cold load with `button` pressed as soon as it shows: from the press to the first validation message, on this
 * page or on the one the server answered with (the landing form sent by the browser before the app started).
 */
async function oneAnsweredSubmit(browser: Browser, url: string, button: string, prepare?: (page: Page) => Promise<void>): Promise<number> {
  const { context, page } = await throttledPage(browser, prepare);
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await page.getByRole('button', { name: button }).click({ timeout: 60_000 });
  await page.getByRole('alert').first().waitFor({ timeout: 60_000 });
  const { alertAt, pressedAt } = await page.evaluate(() => window.__vitals ?? { alertAt: null, pressedAt: null });
  await context.close();
  if (alertAt === null || pressedAt === null) throw new Error('The probe saw no press or no message');
  return alertAt - pressedAt;
}

/** A load's figures, and with `pressSubmit` the answer to a submit pressed at once, timed on a load of its own. */
async function oneRun(browser: Browser, url: string, options: RunOptions): Promise<LandingRun> {
  const load = await oneLoad(browser, url, options.prepare);
  if (!options.pressSubmit) return load;
  return { ...load, answeredSubmitMs: await oneAnsweredSubmit(browser, url, options.pressSubmit, options.prepare) };
}

/** Cold loads of a page (the landing page, or a later step after `prepare`), throttled; medians of each figure. */
export async function measureLandingVitals(browser: Browser, url: string, runs = 5, options: RunOptions = {}): Promise<LandingVitals> {
  const results: LandingRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await oneRun(browser, url, options));
  const answered = results.map((r) => r.answeredSubmitMs).filter((ms): ms is number => ms !== null);
  return {
    runs: results,
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    answeredSubmitMs: answered.length === results.length ? median(answered) : null,
    tbtMs: median(results.map((r) => r.tbtMs)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    ttiMs: median(results.map((r) => r.ttiMs)),
    blockingAllMs: median(results.map((r) => r.blockingAllMs)),
  };
}
