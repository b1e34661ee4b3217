import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { appHydrated, HEADINGS, next, onStep, payLater } from '../../testkit/funnel-steps';
import { baysideFullService } from '../../testkit/walk-funnel';
import { openSummary } from './support/saved-walk';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const desktop = VIEWPORTS.find((v) => v.name === 'desktop')!;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

interface Change {
  text: string;
  at: number;
}

/** Records, with the page's (fake) clock, every change of the notice's live region and of its visible clock. */
async function recordNotice(page: Page): Promise<void> {
  await page.evaluate(() => {
    const notice = document.querySelector('[data-testid="time-slot-notice"]')!;
    const live = notice.querySelector('[aria-live]')!;
    const log = { live: [] as Change[], visible: [] as Change[] };
    (window as unknown as { __notice: typeof log }).__notice = log;
    const note = (list: Change[], text: string) => {
      if (list.at(-1)?.text !== text) list.push({ text, at: Date.now() });
    };
    note(log.live, live.textContent ?? '');
    note(log.visible, notice.textContent ?? '');
    new MutationObserver(() => {
      note(log.live, live.textContent ?? '');
      note(log.visible, notice.textContent ?? '');
    }).observe(notice, { subtree: true, childList: true, characterData: true });
  });
}

/** Let the page's clock run second by second; React renders (on real message-channel tasks) between the ticks. */
async function runSeconds(page: Page, seconds: number): Promise<void> {
  for (let i = 0; i < seconds; i++) await page.clock.runFor(SECOND);
}

describe('countdowns announce politely, not every second', () => {
  it('the time-slot hold: the visible clock ticks each second, the polite live region changes at most once a minute, and once on expiry', async () => {
    const { context, page, errors } = await newVisitor(browser, desktop);
    // Checkout is shown only once the steps before it are finished: open the summary, whose Next
    // asks the server to hold the crew; the checkout counts down to the hold's end.
    await openSummary(page, baysideFullService(true));
    // The fake clock runs at real speed while the page loads (React's Suspense needs its timers), then stops.
    await page.clock.install();
    await page.reload();
    await onStep(page, HEADINGS.summary);
    // Next asks for the hold through the API once the app runs (before it, Next is the form's own post).
    await appHydrated(page);
    const holdAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/booking/hold'));
    await next(page);
    const { hold } = (await (await holdAnswer).json()) as { hold: { expiresAt: string } };
    await onStep(page, HEADINGS.checkout);
    await page.getByTestId('time-slot-notice').waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + SECOND);
    const live = page.getByTestId('time-slot-notice').locator('[aria-live]');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    const readLog = () => page.evaluate(() => (window as unknown as { __notice: { live: Change[]; visible: Change[] } }).__notice);
    // The first entry is the text when recording began; the changes after it are at least a minute apart.
    const expectMinuteApart = (log: Change[]) => {
      for (let i = 2; i < log.length; i++) expect(log[i]!.at - log[i - 1]!.at).toBeGreaterThanOrEqual(MINUTE);
    };

    await recordNotice(page);
    await runSeconds(page, 3 * 60 + 5);
    const held = await readLog();
    // The visible clock really ran: it changed (nearly) every second.
    expect(held.visible.length).toBeGreaterThanOrEqual(3 * 60 - 5);
    // The announcement: the first text plus one per whole minute (15, 14, 13, 12 minutes).
    expectMinuteApart(held.live);
    expect(held.live.length).toBeLessThanOrEqual(4);
    expect(held.live.at(-1)!.text).toBe('We are holding your time slot for 12 minutes.');

    // Jump to 20 s before the hold ends, then tick through the expiry.
    await page.clock.fastForward(Date.parse(hold.expiresAt) - 20 * SECOND - (await page.evaluate(() => Date.now())));
    await runSeconds(page, 1);
    await recordNotice(page);
    await runSeconds(page, 40);
    const expiry = await readLog();
    expect(expiry.visible.length).toBeGreaterThanOrEqual(20);
    expectMinuteApart(expiry.live);
    expect(expiry.live.map((c) => c.text)).toEqual(
      ['We are holding your time slot for 1 minute.', 'Time slot not guaranteed, but you can still submit!'].slice(-expiry.live.length),
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('the processing page counts down its 4 seconds without a live region', async () => {
    const { context, page } = await newVisitor(browser, desktop);
    // Processing is shown once the booking is converted: save the details.
    await openSummary(page, baysideFullService(true));
    await next(page);
    await payLater(page);
    const countdown = page.getByTestId('processing-countdown');
    await countdown.waitFor();
    const announced = await countdown.evaluate(
      (el) => el.closest('[aria-live], [role="status"], [role="alert"], [role="timer"], [role="log"]') !== null,
    );
    expect(announced).toBe(false);
    await context.close();
  }, 120_000);
});
