/**
 * Pages start their app on the customer's first input (docs/PERFORMANCE.md, "Starting on intent"): on the landing
 * page, every key typed while the app downloads and hydrates arrives and is saved; on the steps after it, no script
 * before the first input, and the first tap on a plain control (the calendar's date field, a counter's number field)
 * is not lost when the app starts under the finger: the control stays while the customer is in it and hands its value
 * to the widget that replaces it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { BAYSIDE_LANDING_ANSWERS, completeBaysideBooking, seedBooking } from './support/seed-booking';
import { futureDate, HEADINGS, next, onStep, pick } from '../../testkit/funnel-steps';
import { THROTTLING } from '../../bench/phone-profile';
import { leaveAsServed } from '../../testkit/start-on-arrival';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BOOK = '/partners/bayside-movers/book';
const DESKTOP = VIEWPORTS[1];
const hydrated = (page: Page) => page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });

/** A visitor whose pages stay the server's HTML until the test's first input; `scripts` lists every script requested. */
async function visitorAsServed() {
  const visitor = await newVisitor(browser, DESKTOP);
  leaveAsServed(visitor.context);
  const scripts: string[] = [];
  visitor.page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
  return { ...visitor, scripts };
}

/** The booking the server holds for the page's session, as the next page load carries it. */
async function storedBooking(page: Page): Promise<Record<string, unknown>> {
  await page.reload();
  return (JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as { booking: Record<string, unknown> }).booking;
}

describe('the landing page starts its app on the first key', () => {
  it('on a phone-slow CPU, every key of the four fields typed from the first key on arrives, and the submit saves them', async () => {
    const { context, page, errors, scripts } = await visitorAsServed();
    await page.goto(BOOK);
    await onStep(page, HEADINGS.landing);
    expect(scripts).toEqual([]);
    // The phone profile's CPU (bench/phone-profile.ts): the app downloads, runs and hydrates while the keys come.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    const typed = { firstName: 'Maximiliana', lastName: 'Montgomery-Rivera', email: 'maximiliana.m@example.com', phone: '4155550199' };
    const fields = {
      firstName: page.getByLabel('First name'),
      lastName: page.getByLabel('Last name'),
      email: page.getByLabel('Email address'),
      phone: page.getByLabel('Phone number'),
    };
    for (const [name, field] of Object.entries(fields)) await field.pressSequentially(typed[name as keyof typeof typed], { delay: 15 });
    // The typing began before the app had started: it outlasted at least the download.
    expect(scripts.length).toBeGreaterThan(0);
    await hydrated(page);
    const shown = { ...typed, phone: '(415) 555-0199' };
    for (const [name, field] of Object.entries(fields)) expect(await field.inputValue(), name).toBe(shown[name as keyof typeof shown]);

    await page.getByRole('checkbox', { name: 'Email' }).check();
    await next(page, 'Get your Quote');
    await onStep(page, HEADINGS.services);
    expect(await storedBooking(page)).toMatchObject(shown);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a step after the landing page starts its app on the first input', () => {
  it('move date: no script before the first tap; a day typed into the date field as the app starts is the day booked', async () => {
    const { context, page, errors, scripts } = await visitorAsServed();
    const { iso } = futureDate();
    await seedBooking(page, 'bayside-movers', BAYSIDE_LANDING_ANSWERS);
    scripts.length = 0;
    await page.goto(`${BOOK}/move-date`);
    await onStep(page, HEADINGS.moveDate);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    // The first tap lands on the date field: it starts the app, and the field keeps what is typed meanwhile.
    const dateField = page.locator('[data-plain-control="calendar"]');
    await dateField.fill(iso);
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await dateField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await dateField.inputValue()).toBe(iso);

    // Leaving the field brings the calendar, with the day typed chosen.
    await pick(page, 'Morning');
    await page.locator('.booking-calendar').first().waitFor();
    await expect.poll(() => dateField.count()).toBe(0);
    await next(page);
    await onStep(page, HEADINGS.originAddress);
    expect(await storedBooking(page)).toMatchObject({ moveDate: iso, timeOfDay: 'morning' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('living areas: a count typed into a counter as the app starts is the count saved', async () => {
    const { context, page, errors, scripts } = await visitorAsServed();
    const {
      bedrooms: _b,
      bathrooms: _ba,
      livingRooms: _l,
      kitchens: _k,
      notes: _n,
      ...booking
    } = completeBaysideBooking(futureDate().iso, 'morning');
    await seedBooking(page, 'bayside-movers', booking);
    scripts.length = 0;
    await page.goto(`${BOOK}/move-contents/living-areas`);
    await onStep(page, HEADINGS.livingAreas);
    expect(scripts).toEqual([]);

    const bedrooms = page.locator('[data-plain-control="counter"]').first();
    await bedrooms.fill('3');
    await hydrated(page);
    expect(await bedrooms.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('button', { name: 'Add one bedroom' }).count()).toBe(1);
    expect(await page.locator('output').first().textContent()).toMatch(/^3\b/);
    await next(page);
    await page.waitForURL((url) => !url.pathname.endsWith('/living-areas'));
    expect(await storedBooking(page)).toMatchObject({ bedrooms: 3 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
