import type { Browser } from 'playwright-core';
import { funnelDefinition } from '../core/flow/funnel-definition';
import { HEADINGS, next } from '../testkit/funnel-steps';
import { baysideFullService, walkToSummary } from '../testkit/walk-funnel';
import { median, percentile } from './median';
import { PHONE, throttle } from './phone-profile';
import { transitionProbe, type TransitionSample } from './transition-probe';

export interface PhoneTransitions {
  samples: TransitionSample[];
  /** Next pressed -> new heading painted, every press of the walk. */
  nextToPaintMs: { median: number; p90: number; max: number; count: number };
  /** The same for the presses whose step waits for the server to have its save ('saveAndWait'). */
  awaitedSaveMs: { median: number; count: number };
}

/** The paths (after `/partners/<slug>`) of the steps whose submit waits for the save. */
const AWAITED_SAVE_PATHS = new Set(
  Object.values(funnelDefinition.steps)
    .filter((step) => step.onSubmit?.includes('saveAndWait'))
    .map((step) => step.path),
);

const awaitsSave = (sample: TransitionSample) => AWAITED_SAVE_PATHS.has(sample.from.replace(/^\/partners\/[^/]+/, ''));

/**
 * The walk of measureFunnel (bayside-movers, full service, the offline addresses) on the phone: 390x844 and the phone
 * profile's 4x CPU slowdown from the first load, the network left as loopback's (the figure is the app's work and the
 * save round trip on this server, not the phone's radio). Every Next press up to the checkout is timed by the same
 * in-page probe; a step that waits for its save ('saveAndWait') is timed with that save.
 */
export async function measurePhoneTransitions(browser: Browser, baseURL: string): Promise<PhoneTransitions> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.addInitScript(transitionProbe);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    await throttle(context, page, { network: false });
    await walkToSummary(page, baysideFullService(false));
    await next(page);
    await page.getByRole('heading', { level: 1, name: HEADINGS.checkout }).waitFor();
    const samples = await page.evaluate(() => window.__transitions ?? []);
    const times = samples.map((s) => s.painted - s.pressed);
    const awaited = samples.filter(awaitsSave).map((s) => s.painted - s.pressed);
    return {
      samples,
      nextToPaintMs: { median: median(times), p90: percentile(times, 90), max: Math.max(...times), count: times.length },
      awaitedSaveMs: { median: median(awaited), count: awaited.length },
    };
  } finally {
    await context.close();
  }
}
