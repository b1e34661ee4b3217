import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Set by the host page's guard script (renderer/index.html) while the page waits for the customer's first input to
 * start its app (docs/PERFORMANCE.md, "Starting on intent"); gone once it has started, and never set on a page whose
 * app starts at once, or in a browser that runs no scripts.
 */
const WAITING_FOR_INTENT = 'html[data-starts-on-intent]';

/** The landing page (`/partners/<slug>/book`), whose tests start its app with their own first input, as today. */
const LANDING_PATH = /^\/partners\/[^/]+\/book\/?$/;

/** Contexts whose pages stay as served until the test's own first input (tests of starting on intent itself). */
const leftAsServed = new WeakSet<BrowserContext>();

/**
 * The customer's first input on a page that waits for it: a Shift press, which changes nothing on the page. Nothing
 * on a page whose app has started or starts at once.
 */
export async function startAppIfWaiting(page: Page): Promise<void> {
  if ((await page.locator(WAITING_FOR_INTENT).count()) > 0) await page.keyboard.press('Shift');
}

/** Every page of `context` after the landing page starts its app on arrival (startAppsOnArrival). */
function startOnArrival(context: BrowserContext): void {
  const watch = (page: Page) =>
    // As soon as the document is parsed: when the module script of a page that starts at once would run.
    page.on('domcontentloaded', () => {
      if (leftAsServed.has(context) || LANDING_PATH.test(new URL(page.url()).pathname)) return;
      // A page closed meanwhile has nothing to start.
      startAppIfWaiting(page).catch(() => undefined);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/**
 * The walks act on a step's widgets as soon as its page has loaded (a calendar's days, a counter's buttons), and
 * those exist once its app has started. Every step but the landing page now starts its app on the customer's first
 * input, so each page the browser's contexts load after the landing page gets one, as a customer touching the page
 * would (a Shift press once it is parsed): the walks keep their steps without each test pressing. `leaveAsServed` opts a
 * context out.
 */
export function startAppsOnArrival(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    startOnArrival(context);
    return context;
  };
  return browser;
}

/** The context's pages stay the server's HTML until the test's own first input. */
export function leaveAsServed(context: BrowserContext): void {
  leftAsServed.add(context);
}
