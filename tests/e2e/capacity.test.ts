import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestClock } from '../support/test-clock';
import { launchBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { axeOn } from './support/axe';
import { HEADINGS, next, onStep } from '../../testkit/funnel-steps';
import { callApi, completeBaysideBooking, seedBooking } from './support/seed-booking';
import { startAppServer, type AppServer } from './support/start-app-server';

/**
 * Days that fill up, seen by the customer (docs/FUNNEL.md, "Holding the time slot"): a server of its own
 * whose bayside-movers has one crew a morning and one an afternoon, a closed day and its weekend price
 * rule, and a clock the test moves; state is set through the API, not by walking the funnel.
 */
const SLUG = 'bayside-movers';
const clock = createTestClock(new Date());
let server: AppServer;
let partnersDir: string;
let browser: Browser;

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** In the month after next (always past the earliest move date): its first Tuesday and the days after. */
const firstOfMonth = new Date(new Date().getFullYear(), new Date().getMonth() + 2, 1);
const tuesday = new Date(firstOfMonth);
tuesday.setDate(1 + ((2 - firstOfMonth.getDay() + 7) % 7));
const dayAfter = (days: number) => iso(new Date(tuesday.getFullYear(), tuesday.getMonth(), tuesday.getDate() + days));
const DAYS = { booked: dayAfter(0), full: dayAfter(1), closed: dayAfter(2), friday: dayAfter(3), lastCrew: dayAfter(7) };

beforeAll(async () => {
  partnersDir = mkdtempSync(join(tmpdir(), 'funnel-e2e-partners-'));
  const file = fileURLToPath(new URL(`../../partners/${SLUG}.json`, import.meta.url));
  const partner = JSON.parse(readFileSync(file, 'utf8')) as { capacity: Record<string, unknown> };
  partner.capacity = {
    ...partner.capacity,
    crews: { default: { morning: 1, afternoon: 1 }, sun: { morning: 0, afternoon: 0 } },
    blackouts: [DAYS.closed],
    priceRules: [{ weekdays: ['fri', 'sat'], percent: 10 }],
  };
  writeFileSync(join(partnersDir, `${SLUG}.json`), JSON.stringify(partner, null, 2));
  copyFileSync(fileURLToPath(new URL('../../partners/summit-moving.json', import.meta.url)), join(partnersDir, 'summit-moving.json'));
  server = await startAppServer({}, { partnersDir, clock });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(partnersDir, { recursive: true, force: true });
});

async function visitor(viewport: Viewport): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: viewport.width, height: viewport.height } });
  return { context, page: await context.newPage() };
}

/** Another customer takes the crew of `date` at `timeOfDay` with a hold. */
async function holdByAnother(date: string, timeOfDay: 'morning' | 'afternoon'): Promise<void> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await seedBooking(page, SLUG, completeBaysideBooking(date, timeOfDay));
  const held = await callApi(page, 'POST', '/api/v1/booking/hold');
  expect(held.status()).toBe(200);
  await context.close();
}

const seconds = (text: string | null) => {
  const [minutes, secs] = (text ?? '').split(':').map(Number);
  return minutes! * 60 + secs!;
};

/** Axe's WCAG rules, and label-in-name (experimental in axe, so asked for by name), find nothing serious or critical. */
async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const serious = (violations: Array<{ id: string; impact?: string | null }>) =>
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  const wcag = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(serious(wcag.violations)).toEqual([]);
  const labelInName = await axeOn(page).withRules(['label-content-name-mismatch']).analyze();
  expect(serious(labelInName.violations)).toEqual([]);
}

/** The last day but `back` of the month after next ('YYYY-MM-DD'). */
const nearMonthEnd = (back: number) => iso(new Date(firstOfMonth.getFullYear(), firstOfMonth.getMonth() + 1, -back));

describe('prices on the days from the first visit, before the booking can be priced', () => {
  // Bayside (this server's copy): Fridays +10%, on a phone; Summit (the demo file): the last three days of a month +15%,
  // on a desktop. One partner per size: the calendar below is checked at both sizes.
  const CASES = [
    { slug: SLUG, date: DAYS.friday, percent: '+10%', viewport: VIEWPORTS[0] },
    { slug: 'summit-moving', date: nearMonthEnd(1), percent: '+15%', viewport: VIEWPORTS[1] },
  ];

  it.each(CASES)(
    '$slug at $viewport.name size: the day shows $percent, named as shown, axe finds nothing serious',
    async ({ slug, date, percent, viewport }) => {
      const { context, page } = await visitor(viewport);
      // Contact details and the service only: no rooms yet, so no estimate and no dollar differences.
      const { firstName, lastName, email, phone, contactPreference } = completeBaysideBooking(date, 'morning');
      await seedBooking(page, slug, { firstName, lastName, email, phone, contactPreference, serviceType: 'full_service', moveDate: date });
      await page.goto(`/partners/${slug}/book/move-date`);
      await onStep(page, HEADINGS.moveDate);
      const wide = viewport.name === 'desktop';
      if (!wide) await page.getByRole('button', { name: /^Move date/ }).click();
      const calendar = wide ? page.locator('#main') : page.getByRole('dialog', { name: 'Move date' });
      const button = calendar.locator(`[data-day="${date}"] button`);
      const shown = `${Number(date.slice(8))} ${percent}`;
      await expect.poll(() => button.textContent(), { timeout: 10_000 }).toBe(shown);
      expect(await button.getAttribute('aria-label')).toMatch(new RegExp(`^${shown.replace('+', '\\+')}, `));
      await expect(calendar.getByTestId('calendar-legend').textContent()).resolves.toContain('Labor price difference that day');
      await expectNoSeriousAxeViolation(page);
      await context.close();
    },
  );
});

describe('days that fill up', () => {
  beforeAll(async () => {
    await holdByAnother(DAYS.full, 'morning');
    await holdByAnother(DAYS.full, 'afternoon');
  });

  it.each(VIEWPORTS)('the calendar at $name size: full and closed days disabled and named, a dearer day priced', async (viewport) => {
    const { context, page } = await visitor(viewport);
    await seedBooking(page, SLUG, completeBaysideBooking(DAYS.booked, 'morning'));
    await page.goto(`/partners/${SLUG}/book/move-date?checkout=true`);
    await onStep(page, HEADINGS.moveDate);
    const wide = viewport.name === 'desktop';
    if (!wide) await page.getByRole('button', { name: /^Move date/ }).click();
    const calendar = wide ? page.locator('#main') : page.getByRole('dialog', { name: 'Move date' });
    const day = (date: string) => calendar.locator(`[data-day="${date}"] button`);
    await expect.poll(() => day(DAYS.full).getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/, Fully booked$/);
    expect(await day(DAYS.full).isDisabled()).toBe(true);
    expect(await day(DAYS.closed).getAttribute('aria-label')).toMatch(/, Closed$/);
    expect(await day(DAYS.closed).isDisabled()).toBe(true);
    const friday = await day(DAYS.friday).getAttribute('aria-label');
    // The name starts with what the day shows: its number and its price difference.
    expect(friday).toMatch(/^\d+ \+\$\d+, /);
    const shown = friday!.split(', ')[0]!;
    expect(await day(DAYS.friday).textContent()).toBe(shown);
    if (!wide) {
      // The drawer's description also names the chosen day's difference.
      await day(DAYS.friday).click();
      await expect.poll(() => calendar.textContent()).toContain(`: ${shown.split(' ')[1]} for your move.`);
    }
    await expectNoSeriousAxeViolation(page);
    await context.close();
  });

  it('the checkout counts down to the server hold, the same in a second tab, then says the slot is not guaranteed', async () => {
    const { context, page } = await visitor(VIEWPORTS[1]);
    // The server's clock stands still unless moved: set it to the browser's now before the hold is taken.
    clock.set(new Date());
    await context.clock.install();
    await seedBooking(page, SLUG, completeBaysideBooking(DAYS.booked, 'afternoon'));
    expect((await callApi(page, 'POST', '/api/v1/booking/hold')).status()).toBe(200);
    await page.goto(`/partners/${SLUG}/book/checkout`);
    await onStep(page, HEADINGS.checkout);
    const clockOf = (p: Page) => p.getByTestId('time-slot-clock').textContent();
    const first = seconds(await clockOf(page));
    expect(first).toBeGreaterThan(14 * 60);
    const second = await context.newPage();
    await second.goto(`/partners/${SLUG}/book/checkout`);
    await onStep(second, HEADINGS.checkout);
    expect(Math.abs(seconds(await clockOf(second)) - seconds(await clockOf(page)))).toBeLessThanOrEqual(1);
    await second.close();

    // Fifteen minutes later, in the browser and on the server.
    await context.clock.fastForward('15:01');
    clock.advance(15 * 60_000 + 1000);
    const notice = page.getByTestId('time-slot-notice');
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toContain('Time slot not guaranteed, but you can still submit!');
    await page.reload();
    await onStep(page, HEADINGS.checkout);
    expect(await page.getByTestId('time-slot-notice').getAttribute('data-expired')).toBe('true');
    await context.close();
  });

  it('a slot that filled before the summary submit sends the customer back to the move date, showing why', async () => {
    const { context, page } = await visitor(VIEWPORTS[0]);
    await seedBooking(page, SLUG, completeBaysideBooking(DAYS.lastCrew, 'morning'));
    await page.goto(`/partners/${SLUG}/book/summary`);
    await onStep(page, HEADINGS.summary);
    await holdByAnother(DAYS.lastCrew, 'morning');
    await next(page);
    await onStep(page, HEADINGS.moveDate);
    await page.getByTestId('refusal-notice').waitFor();
    const morning = page.getByRole('radio', { name: /^Morning/ });
    await expect.poll(() => morning.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Fully booked').count()).toBeGreaterThan(0);
    await context.close();
  });
});
