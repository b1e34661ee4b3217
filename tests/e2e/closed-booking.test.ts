/**
 * The customer sees what the server holds (docs/FUNNEL.md, "Manage and resume links"), on a server of its own whose
 * clock the test moves, with the browser's clock set to match where the page judges the time itself:
 * - after the cut-off, the move-date step of a reserved booking cannot take a new date: its address lands on the
 *   manage page, which says why and offers no Reschedule;
 * - a save the server refuses (the cut-off passed while the step was open) shows the server's message at once and is
 *   sent once, never retried;
 * - the manage page shows the estimate, repriced with the new day's price after a reschedule, and says the crew is reserved;
 * - a cancelled booking's steps land on the manage page, and its complete page says it is cancelled;
 * - Restart beside a converted booking is "Start a new quote", whose dialog says the booking and its link stay.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestClock } from '../support/test-clock';
import { launchBrowser } from './support/browser';
import { axeOn } from './support/axe';
import { callApi, seedBooking } from './support/seed-booking';
import { COMPLETE_BOOKING } from '../../testkit/test-bookings';
import { startAppServer, type AppServer } from './support/start-app-server';
import { clickDay, futureDate, HEADINGS, next, onStep, pick } from '../../testkit/funnel-steps';

const SLUG = 'bayside-movers';
const HOUR = 3_600_000;
const clock = createTestClock(new Date());
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startAppServer({}, { clock });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  clock.set(new Date());
  await context?.close();
  context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

/** A pay-later booking of Bayside (its crew taken: Bayside leaves pay later taking crews) on `moveDate`, morning. */
async function reserved(moveDate: string): Promise<void> {
  await seedBooking(page, SLUG, { ...COMPLETE_BOOKING, moveDate, timeOfDay: 'morning' });
  const converted = await callApi(page, 'POST', '/api/v1/booking/pay-later');
  expect(converted.status(), await converted.text()).toBe(200);
}

/** The serious and critical WCAG 2.2 AA violations of the page as it is. */
async function axeViolations(scope: Page): Promise<string[]> {
  const axe = await axeOn(scope).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** A day past Bayside's 48-hour cut-off for a morning move on `moveDate` (08:00 in Los Angeles): noon UTC the day before. */
const pastCutoff = (moveDate: string) => new Date(Date.parse(`${moveDate}T12:00:00Z`) - 24 * HOUR);

/** The Friday after `iso` (Bayside's Fridays cost 10% more). */
function fridayAfter(iso: string): string {
  const day = new Date(`${iso}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 5);
  return day.toISOString().slice(0, 10);
}

const estimateOf = async (scope: Page) =>
  Number((await scope.getByTestId('manage-estimate').getByTestId('estimate-total').textContent())!.replace(/[$,]/g, ''));

describe('a booking past its cut-off, or cancelled', () => {
  it('after the cut-off, the move-date step cannot take a new date and the reason is on screen', async () => {
    const { iso } = futureDate();
    await reserved(iso);
    // Before the cut-off the step opens to reschedule.
    await page.goto(`/partners/${SLUG}/book/move-date?manage=true`);
    await onStep(page, HEADINGS.moveDate);

    const now = pastCutoff(iso);
    clock.set(now);
    await page.clock.setFixedTime(now);
    await page.goto(`/partners/${SLUG}/book/move-date?manage=true`);
    await page.waitForURL(`**/partners/${SLUG}/book/manage?manage=true`);
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
    const closed = page.getByTestId('changes-closed');
    await expect.poll(() => closed.textContent()).toContain('Online changes close 48 hours before your move');
    expect(await page.getByTestId('manage-view').getAttribute('data-changes')).toBe('closed');
    expect(await page.getByRole('heading', { level: 1, name: HEADINGS.moveDate }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Reschedule' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  }, 90_000);

  it('shows a save the server refuses at once, and sends it once', async () => {
    const { iso } = futureDate();
    await reserved(iso);
    await page.goto(`/partners/${SLUG}/book/move-date?manage=true`);
    await onStep(page, HEADINGS.moveDate);
    await expect.poll(() => page.getByRole('button', { name: /next month/i }).isEnabled(), { timeout: 20_000 }).toBe(true);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/v1/booking')) saves.push(request.url());
    });
    // The cut-off passes on the server while the step is open.
    clock.set(pastCutoff(iso));
    await clickDay(page, fridayAfter(iso));
    await pick(page, 'Morning');
    await next(page);
    const refusal = page.getByTestId('save-refusal');
    await expect.poll(() => refusal.textContent(), { timeout: 5_000 }).toContain('Your move is too close to change or cancel online.');
    expect(await refusal.getAttribute('role')).toBe('alert');
    expect(await axeViolations(page)).toEqual([]);
    // The retries of a failed save start after a second: none comes.
    await page.waitForTimeout(3_000);
    expect(saves).toHaveLength(1);
    expect(page.url()).toContain('/book/move-date');
  }, 90_000);

  it('a cancelled booking: its steps land on the manage page, and its complete page says it is cancelled', async () => {
    const { iso } = futureDate();
    await reserved(iso);
    const cancelled = await callApi(page, 'POST', '/api/v1/booking/cancel');
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    await page.goto(`/partners/${SLUG}/book/complete`);
    await page.getByRole('heading', { level: 1, name: 'Your booking is cancelled.' }).waitFor();
    const complete = page.getByTestId('complete-view');
    expect(await complete.getAttribute('data-status')).toBe('cancelled');
    const text = (await complete.textContent()) ?? '';
    expect(text).not.toContain('Your details are saved!');
    expect(text).not.toContain('We sent a confirmation');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/partners/${SLUG}/book/move-date`);
    await page.waitForURL(`**/partners/${SLUG}/book/manage`);
    await expect.poll(() => page.getByTestId('manage-view').getAttribute('data-status')).toBe('cancelled');
    await page.getByRole('button', { name: 'Get a new quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new quote?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('stays cancelled');
  }, 90_000);
});

describe('the manage page of a reserved booking', () => {
  it('shows the estimate, repriced after a reschedule to a dearer day, and says the crew is reserved', async () => {
    const { iso } = futureDate();
    await reserved(iso);
    await page.goto(`/partners/${SLUG}/book/manage`);
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('manage-status').textContent()).toContain('your move date and time are reserved for you');
    const before = await estimateOf(page);
    expect(before).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Reschedule' }).click();
    await onStep(page, HEADINGS.moveDate);
    await expect.poll(() => page.getByRole('button', { name: /next month/i }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await clickDay(page, fridayAfter(iso));
    await pick(page, 'Morning');
    await next(page);
    await page.waitForURL(`**/partners/${SLUG}/book/manage`);
    // Fridays cost 10% more at Bayside: the server repriced the booking with the new day's price.
    await expect.poll(() => estimateOf(page)).toBeGreaterThan(before);
  }, 90_000);

  it('offers "Start a new quote", whose dialog says the booking and its link stay; confirmed, this browser starts afresh', async () => {
    const { iso } = futureDate();
    await reserved(iso);
    await page.goto(`/partners/${SLUG}/book/manage`);
    await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Restart booking' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Start a new quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a new quote?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('the link in your email still opens it');
    await dialog.getByRole('button', { name: 'Start a new quote' }).click();
    await page.waitForURL(`**/partners/${SLUG}/book`);
    await onStep(page, HEADINGS.landing);
  }, 90_000);
});
