import type { Browser } from 'playwright-core';
import { median } from './median';
import { throttledPhonePage } from './phone-profile';

/**
 * What a customer who types at once meets on the landing page (docs/PERFORMANCE.md, "First key to hydrated"): the page
 * is the server's HTML until the first input, so the app downloads and starts while they type.
 */
export interface FirstKeyRun {
  /** From the first keydown to the app hydrated (`#react-app[data-hydrated]`, renderer/mount/mark-hydrated.tsx). */
  firstKeyToHydratedMs: number;
  /** The longest key event (Event Timing: keydown, keypress, keyup, beforeinput, input; 16 ms and over) of the typing. */
  longestKeyEventMs: number;
  /** Keys typed before the app had hydrated, of `typed.length`. */
  keysBeforeHydrated: number;
  /** Characters typed that the field did not keep (its final value against what was typed). */
  lostKeys: number;
  typed: string;
  finalValue: string;
}

export interface FirstKeyResult {
  runs: FirstKeyRun[];
  firstKeyToHydratedMs: number;
  longestKeyEventMs: number;
  /** The most keys any run lost. */
  lostKeys: number;
}

/** A first name long enough that the typing outlasts the app's start on the phone profile (a key every KEY_EVERY_MS). */
const TYPED = 'Maximiliana Josephine Montgomery';
const KEY_EVERY_MS = 100;
const FIELD = 'First name';
const KEY_EVENTS = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input'];

interface FirstKeyProbe {
  keydowns: number[];
  hydratedAt: number | null;
  /** Event Timing entries: name, start, duration. */
  events: [string, number, number][];
}

declare global {
  /** Where the probe leaves its figures for the bench to read (page.evaluate). */
  interface Window {
    __firstKey?: FirstKeyProbe;
  }
}

/** In the page before any script: each keydown's time, the moment the app marks itself hydrated, and Event Timing's entries. */
function firstKeyProbe(): void {
  const probe: FirstKeyProbe = { keydowns: [], hydratedAt: null, events: [] };
  window.__firstKey = probe;
  document.addEventListener('keydown', () => probe.keydowns.push(performance.now()), true);
  // Event Timing: durationThreshold is not in TypeScript's DOM types yet.
  const eventTiming: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', buffered: true, durationThreshold: 16 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.events.push([entry.name, entry.startTime, entry.duration]);
  }).observe(eventTiming);
  new MutationObserver((_records, observer) => {
    if (document.getElementById('react-app')?.hasAttribute('data-hydrated')) {
      probe.hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Characters of `typed` the field's `value` does not hold in order (0 when every key arrived). */
function lostCharacters(typed: string, value: string): number {
  let kept = 0;
  for (const char of value) if (kept < typed.length && typed[kept] === char) kept += 1;
  return typed.length - kept + Math.max(0, value.length - kept);
}

/** One cold load of `url` on the phone profile, the first field tapped as soon as it shows and typed into at once. */
async function oneRun(browser: Browser, url: string): Promise<FirstKeyRun> {
  const { context, page } = await throttledPhonePage(browser, firstKeyProbe);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const field = page.getByLabel(FIELD);
    await field.click({ timeout: 60_000 });
    const start = Date.now();
    for (const [index, char] of [...TYPED].entries()) {
      await sleep(start + index * KEY_EVERY_MS - Date.now());
      await page.keyboard.type(char);
    }
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    // A render the hydration set off (a store write, a draft put back) has its chance to change the field.
    await sleep(500);
    const finalValue = await field.inputValue();
    const probe = await page.evaluate(() => window.__firstKey);
    if (!probe || probe.hydratedAt === null || probe.keydowns.length === 0) throw new Error('The probe saw no key or no hydration');
    const hydratedAt = probe.hydratedAt;
    const keyEvents = probe.events.filter(([name]) => KEY_EVENTS.includes(name));
    return {
      firstKeyToHydratedMs: hydratedAt - probe.keydowns[0]!,
      longestKeyEventMs: Math.max(0, ...keyEvents.map(([, , duration]) => duration)),
      keysBeforeHydrated: probe.keydowns.filter((at) => at < hydratedAt).length,
      lostKeys: lostCharacters(TYPED, finalValue),
      typed: TYPED,
      finalValue,
    };
  } finally {
    await context.close();
  }
}

/** `runs` cold loads of the landing page at `url`, each typed into at once; medians, and the most keys a run lost. */
export async function measureFirstKey(browser: Browser, url: string, runs = 5): Promise<FirstKeyResult> {
  const results: FirstKeyRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await oneRun(browser, url));
  return {
    runs: results,
    firstKeyToHydratedMs: median(results.map((r) => r.firstKeyToHydratedMs)),
    longestKeyEventMs: median(results.map((r) => r.longestKeyEventMs)),
    lostKeys: Math.max(...results.map((r) => r.lostKeys)),
  };
}
