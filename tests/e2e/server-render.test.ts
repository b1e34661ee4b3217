import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { futureDate, HEADINGS, next, onStep, PERSON, startApp } from '../../testkit/funnel-steps';
import { completeBaysideBooking, seedBooking } from './support/seed-booking';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANDING = '/partners/bayside-movers/book';
/** What a customer enters on the landing page, saved as the browser saves it. */
const LANDING_ANSWERS = {
  firstName: 'Dana',
  lastName: 'Rivera',
  email: 'dana@example.com',
  phone: '(415) 555-0199',
  serviceType: 'full_service',
  currentStep: 'landing',
};
const REQUIRED = [
  'Please provide your first name',
  'Please provide your last name',
  'Please provide your email address',
  'Please provide your phone number',
];

/** The HTML inside `#react-app` as `curl` gets it, with every script taken out. */
function appHtml(html: string): string {
  const start = html.indexOf('<div id="react-app">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** A fresh visitor's page and what it needs to call the API as the browser does. */
async function firstVisit(): Promise<{ cookie: string; csrf: string; html: string; booking: Record<string, unknown> }> {
  const response = await fetch(`${inject('baseUrl')}${LANDING}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const html = await response.text();
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1] ?? '';
  const props = /<script type="application\/json" id="react-app-props">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return { cookie, csrf, html, booking: (JSON.parse(props) as { booking: Record<string, unknown> }).booking };
}

describe('the server renders each page into #react-app', () => {
  it.each([
    ['heading', `>${HEADINGS.landing}</h1>`],
    ['first name input', 'id="root_firstName"'],
    ['last name input', 'id="root_lastName"'],
    ['email input', 'id="root_email"'],
    ['phone input', 'id="root_phone"'],
    ['submit button', '>Get your Quote</button>'],
  ])('the landing page carries its %s in the HTML, outside any script', async (_what, fragment) => {
    const { html } = await firstVisit();
    expect(appHtml(html)).toContain(fragment);
  });

  it('a session that saved the landing step gets the move date page rendered with its heading', async () => {
    const { cookie, csrf, booking } = await firstVisit();
    const saved = await fetch(`${inject('baseUrl')}/api/v1/booking`, {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie,
        'x-csrf-token': csrf,
        'x-partner-slug': 'bayside-movers',
      },
      body: JSON.stringify({
        booking: { ...booking, ...LANDING_ANSWERS },
      }),
    });
    expect([saved.status, saved.status === 200 ? '' : await saved.text()]).toEqual([200, '']);
    const page = await fetch(`${inject('baseUrl')}${LANDING}/move-date`, { headers: { cookie } });
    const html = appHtml(await page.text());
    expect(html).toContain(`>${HEADINGS.moveDate}</h1>`);
    // The calendar needs the browser: its plain control, the browser's date field, holds its place and posts the day.
    expect(html).toMatch(/<input id="root_moveDate" type="date"[^>]*data-plain-control="calendar" name="root_moveDate"/);
    // Every step's form is one the server takes without the app.
    expect(html).toContain('<form class="rjsf" noValidate="" action="/partners/bayside-movers/book/move-date" method="post">');
  });
});

/** Holds every script of the app until `release` is called: the page shows the server's HTML only. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });

describe.each(VIEWPORTS)('before and after hydration at $name size', (viewport) => {
  it('a landing submit before the app starts is sent by the browser: the server names every other field and keeps the typed one, and focus goes to the first', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    const release = await holdScripts(page);
    await page.goto(LANDING, { waitUntil: 'commit' });
    await page.getByLabel('First name').fill(PERSON.firstName);
    await page.getByRole('button', { name: 'Get your Quote' }).click();
    // The server's answer to the form (422), drawn before any script: same address, the typed name kept.
    await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual(REQUIRED.slice(1));
    expect(page.url()).toMatch(/\/book$/);
    expect(await page.getByLabel('First name').inputValue()).toBe(PERSON.firstName);
    release();
    // That page starts its app at once, which puts focus on the first field named, as a refused submit in the app does.
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_lastName');
    expect(await page.getByLabel('First name').inputValue()).toBe(PERSON.firstName);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a later step, a submit before the app starts is a plain form post: the server saves the typed text and answers the next step', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    const { notes: _notes, ...withoutNotes } = completeBaysideBooking(futureDate().iso, 'morning');
    await seedBooking(page, 'bayside-movers', withoutNotes);
    // The scripts never arrive: a phone whose bundle failed is not stuck on the step (docs/FUNNEL.md, "Without JavaScript").
    await holdScripts(page);
    await page.goto(`${LANDING}/additional-notes`, { waitUntil: 'commit' });
    await onStep(page, 'Anything else we should know?');
    await page.getByRole('textbox', { name: 'Additional notes' }).fill('Gate code 1234');
    await next(page);
    await onStep(page, HEADINGS.summary);
    expect(page.url()).toMatch(/\/book\/summary$/);
    await expect(page.getByText('Gate code 1234').count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('one click on the submit button right after leaving a field submits (a message appearing on blur moves nothing)', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto(LANDING);
    await page.getByLabel('First name').click();
    // The first input starts the landing page's app.
    await hydrated(page);
    await page.getByLabel('Last name').click();
    const button = page.getByRole('button', { name: 'Get your Quote' });
    // Where the button sits on the page (the failed submit scrolls to the first invalid field).
    const top = () => button.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    await button.click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual(REQUIRED);
    expect(await top()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrating a step with a browser-only, lazily loaded widget moves nothing on screen: its plain control and the phone bar keep their space', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto(LANDING);
    const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const props = JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as { booking: Record<string, unknown> };
    const booking = { ...props.booking, ...LANDING_ANSWERS };
    const saved = await page.request.put('/api/v1/booking', {
      headers: { 'x-csrf-token': csrf ?? '', 'x-partner-slug': 'bayside-movers' },
      data: { booking },
    });
    expect(saved.status()).toBe(200);
    // The server's HTML alone, then the hydrated app while the calendar's code is still on its way, then
    // the calendar itself: the same places on screen in all three.
    let releaseApp!: () => void;
    let releaseCalendar!: () => void;
    const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
    const calendarReleased = new Promise<void>((resolve) => (releaseCalendar = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await (/calendar-widget/.test(route.request().url()) ? calendarReleased : appReleased);
      await route.continue();
    });
    const places = () =>
      page.evaluate(() =>
        ['main h1', '[data-testid="step-footer"]', 'fieldset', 'body footer:last-of-type'].map(
          (selector) => `${selector} at ${Math.round(document.querySelector(selector)?.getBoundingClientRect().top ?? -1)}`,
        ),
      );
    await page.goto(`${LANDING}/move-date`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: HEADINGS.moveDate }).waitFor();
    const served = await places();
    releaseApp();
    await hydrated(page);
    expect(await places()).toEqual(served);
    releaseCalendar();
    await page.locator('.booking-calendar').first().waitFor();
    expect(await places()).toEqual(served);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the landing form without JavaScript', () => {
  it('is sent by the browser: an empty one comes back with every message, a complete one is saved and opens the next step', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LANDING);
    await page.getByRole('button', { name: 'Get your Quote' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').allTextContents()).toEqual(REQUIRED);
    await page.getByLabel('First name').fill(PERSON.firstName);
    await page.getByLabel('Last name').fill(PERSON.lastName);
    await page.getByLabel('Email address').fill(PERSON.email);
    await page.getByLabel('Phone number').fill(PERSON.phone);
    await page.getByRole('checkbox', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Get your Quote' }).click();
    await page.waitForURL(/\/book\/services$/);
    await onStep(page, HEADINGS.services);
    const props = JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as { booking: Record<string, unknown> };
    expect(props.booking).toMatchObject({
      firstName: PERSON.firstName,
      phone: '(415) 555-0199',
      contactPreference: ['email'],
      revision: 1,
    });
    await context.close();
  });
});

/** Each partner's primary colour as the browser computes it (`rgb(...)`), and whether its font is not the default. */
const BRANDS = [
  { slug: 'bayside-movers', primary: 'rgb(11, 61, 145)', ownFont: false },
  { slug: 'summit-moving', primary: 'rgb(22, 101, 52)', ownFont: true },
  { slug: 'harbor-hauling', primary: 'rgb(159, 18, 57)', ownFont: true },
];

/** The landing page's submit button colour and the body's font, as drawn. */
const brandOnScreen = (page: Page) =>
  page.evaluate(() => ({
    button: getComputedStyle(document.querySelector('main button[type="submit"]')!).backgroundColor,
    font: getComputedStyle(document.body).fontFamily,
  }));

describe("each partner's brand is in the server's HTML", () => {
  it('with JavaScript disabled, the landing page of every partner is drawn in its own primary colour and font', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), javaScriptEnabled: false });
    const page = await context.newPage();
    const fonts = new Set<string>();
    for (const brand of BRANDS) {
      await page.goto(`/partners/${brand.slug}/book`);
      const drawn = await brandOnScreen(page);
      expect(drawn.button, brand.slug).toBe(brand.primary);
      fonts.add(drawn.font);
    }
    // Three partners, three fonts (system, georgia, humanist): the font is the server's too.
    expect(fonts.size).toBe(3);
    await context.close();
  });

  it.each(VIEWPORTS)('hydration changes no colour and no font, for every partner, at $name size', async (viewport) => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    for (const brand of BRANDS) {
      let releaseApp!: () => void;
      const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await appReleased;
        await route.continue();
      });
      await page.goto(`/partners/${brand.slug}/book`, { waitUntil: 'commit' });
      await page.locator('main button[type="submit"]').waitFor();
      const served = await brandOnScreen(page);
      releaseApp();
      await startApp(page);
      expect(await brandOnScreen(page), brand.slug).toEqual(served);
      expect(served.button).toBe(brand.primary);
      await page.unrouteAll();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
