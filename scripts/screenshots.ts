/**
 * `npx tsx scripts/screenshots.ts`: every screen of the funnel at 390x844 (phone) and 1280x800
 * (desktop), for both demo partners, into docs/images/screens/{slug}/{phone|desktop}/ (the README's
 * table of screens shows them). SCREENSHOTS_DIR writes them elsewhere.
 *
 * Against a running server (BASE_URL, default http://localhost:3000) and Debian's Chromium
 * (CHROMIUM, default /usr/bin/chromium). It walks the routes in funnel order; the answers of each
 * step are stored through the real API first, the way the step's own form would store them, so
 * every screen shows a booking filled in up to that point.
 */
import { APP_PROPS_ID } from '../core/boot-globals';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { HostProps } from '../core/booking-wire';
import { fieldOf, isRecord } from '../core/is-record';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.env.SCREENSHOTS_DIR ?? 'docs/images/screens';
const PARTNERS = (process.env.PARTNERS ?? 'bayside-movers,summit-moving').split(',');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

/** The first Tuesday at least `days` ahead: a day both demo partners keep open (partners/*.json `capacity`). */
function isoDaysAhead(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  while (d.getDay() !== 2) d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** POST from the page with its session and CSRF token, as the app's own calls do. */
async function postFromPage(page: Page, slug: string, url: string): Promise<void> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.post(`${BASE_URL}${url}`, {
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrf, 'x-partner-slug': slug },
  });
  if (!response.ok()) throw new Error(`POST ${url} failed (${response.status()}): ${await response.text()}`);
}

/** Sample answers per partner state, so the move stays serviceable; the server replaces `distance` (miles) with its own on each save. */
const ADDRESSES: Record<string, { origin: Record<string, unknown>; destination: Record<string, unknown> }> = {
  CA: {
    origin: {
      originAddress: '1200 Broadway, Oakland, CA 94612',
      originStreet: '1200 Broadway',
      originCity: 'Oakland',
      originState: 'CA',
      originPostalCode: '94612',
      originCountry: 'US',
      originLat: 37.8029,
      originLng: -122.2727,
    },
    destination: {
      destinationAddress: '500 Castro St, San Francisco, CA 94114',
      destinationStreet: '500 Castro St',
      destinationCity: 'San Francisco',
      destinationState: 'CA',
      destinationPostalCode: '94114',
      destinationCountry: 'US',
      destinationLat: 37.7609,
      destinationLng: -122.435,
      distance: 12.4,
    },
  },
  CO: {
    origin: {
      originAddress: '1600 Glenarm Pl, Denver, CO 80202',
      originStreet: '1600 Glenarm Pl',
      originCity: 'Denver',
      originState: 'CO',
      originPostalCode: '80202',
      originCountry: 'US',
      originLat: 39.7439,
      originLng: -104.9896,
    },
    destination: {
      destinationAddress: '1777 Broadway, Boulder, CO 80302',
      destinationStreet: '1777 Broadway',
      destinationCity: 'Boulder',
      destinationState: 'CO',
      destinationPostalCode: '80302',
      destinationCountry: 'US',
      destinationLat: 40.0176,
      destinationLng: -105.2797,
      distance: 29.3,
    },
  },
  WA: {
    origin: {
      originAddress: '400 Pine St, Seattle, WA 98101',
      originStreet: '400 Pine St',
      originCity: 'Seattle',
      originState: 'WA',
      originPostalCode: '98101',
      originCountry: 'US',
      originLat: 47.6114,
      originLng: -122.3375,
    },
    destination: {
      destinationAddress: '10500 NE 8th St, Bellevue, WA 98004',
      destinationStreet: '10500 NE 8th St',
      destinationCity: 'Bellevue',
      destinationState: 'WA',
      destinationPostalCode: '98004',
      destinationCountry: 'US',
      destinationLat: 47.617,
      destinationLng: -122.2015,
      distance: 10.2,
    },
  },
};

/** The sample addresses for a partner's state; a partner in another state needs an entry above. */
function addressesIn(state: string) {
  const addresses = ADDRESSES[state];
  if (!addresses)
    throw new Error(
      `scripts/screenshots.ts has no sample addresses in ${state}; add a pair to ADDRESSES (states with samples: ${Object.keys(ADDRESSES).join(', ')})`,
    );
  return addresses;
}

interface Screen {
  name: string;
  path: string;
  /** Answers stored before the screen is opened (what the previous steps' forms would have saved). */
  answers?: (state: string) => Record<string, unknown>;
  before?: (page: Page, slug: string) => Promise<void>;
  after?: (page: Page) => Promise<void>;
  /** Take the picture right away (the processing page leaves after 4 seconds). */
  quick?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'landing', path: '/book' },
  {
    name: 'services',
    path: '/book/services',
    answers: () => ({
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'jordan.rivera@example.com',
      phone: '(415) 555-0199',
      contactPreference: ['email', 'text'],
      serviceType: 'full_service',
    }),
  },
  { name: 'move-date', path: '/book/move-date' },
  { name: 'origin-address', path: '/book/origin/address', answers: () => ({ moveDate: isoDaysAhead(10), timeOfDay: 'morning' }) },
  {
    name: 'origin-property-details',
    path: '/book/origin/property-details',
    answers: (s) => ({ ...addressesIn(s).origin, originPropertyType: 'apartment' }),
  },
  {
    name: 'destination-address',
    path: '/book/destination/address',
    answers: () => ({
      originUnitNumber: '4B',
      originFloors: 2,
      originSquareFootage: 1250,
      originDistanceToTruck: 50,
      originElevator: false,
    }),
  },
  {
    name: 'destination-property-details',
    path: '/book/destination/property-details',
    answers: (s) => ({ ...addressesIn(s).destination, destinationPropertyType: 'single_family_house' }),
  },
  {
    name: 'living-areas',
    path: '/book/move-contents/living-areas',
    answers: () => ({ destinationFloors: 2, destinationDistanceToTruck: 100, destinationElevator: false }),
  },
  { name: 'other-areas', path: '/book/move-contents/other', answers: () => ({ bedrooms: 2, bathrooms: 1, livingRooms: 1, kitchens: 1 }) },
  { name: 'specialty-appliances', path: '/book/specialty-items/appliances', answers: () => ({ garageSpaces: 1 }) },
  { name: 'specialty-furniture', path: '/book/specialty-items/furniture', answers: () => ({ washersAndDryers: 1, refrigerators: 1 }) },
  { name: 'specialty-other', path: '/book/specialty-items/other', answers: () => ({ uprightPianos: 1 }) },
  { name: 'additional-notes', path: '/book/additional-notes', answers: () => ({ gymEquipment: 1 }) },
  { name: 'summary', path: '/book/summary', answers: () => ({ notes: 'Street parking only. The piano goes to the second floor.' }) },
  // The summary's submit takes the hold the checkout counts down to.
  { name: 'checkout', path: '/book/checkout', before: (page, slug) => postFromPage(page, slug, '/api/v1/booking/hold') },
  {
    name: 'checkout-time-slot-expired',
    path: '/book/checkout',
    before: (page) => page.clock.install(),
    after: async (page) => {
      // The browser's clock jumps sixteen minutes ahead, past the hold's expiresAt.
      await page.clock.fastForward('16:00');
      await page.getByTestId('time-slot-notice').and(page.locator('[data-expired]')).waitFor();
    },
  },
  // The pages after a conversion are served only for a booking the server converted; the admin preview
  // shows each of them, in the partner's branding, with a sample booking that records it.
  { name: 'processing', path: '/preview/processing', quick: true },
  { name: 'complete-pay-later', path: '/preview/complete?status=pay_later' },
  { name: 'complete-pay-now', path: '/preview/complete?status=pay_now' },
  { name: 'complete-unserviceable', path: '/preview/complete?status=unserviceable&reason=out_of_state_move' },
  { name: 'not-found', path: '/book/no-such-step' },
  // Back to the move date from the summary: the booking is priced, so dearer days show their difference
  // (on desktop on the day, on phones in the drawer for the chosen day).
  {
    name: 'move-date-availability',
    path: '/book/move-date?checkout=true',
    after: async (page) => {
      await page
        .locator('[data-testid="calendar-status"]')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      if ((page.viewportSize()?.width ?? 0) >= 768) return;
      await page.getByRole('button', { name: /^Move date/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(600); // the slide-up animation
    },
  },
];

/** The phone's pricing drawer, opened over a mid-funnel step. */
const DRAWER: Screen = {
  name: 'drawer-open',
  path: '/book/move-contents/other',
  after: async (page) => {
    await page
      .getByTestId('phone-bar')
      .getByRole('button', { name: /^Your estimate/ })
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(600); // the slide-up animation
  },
};

/** The host page's start-up props; the server wrote them from core/booking-wire.ts's HostProps. */
async function readHostProps(page: Page): Promise<HostProps> {
  // Serialized by the server from a HostProps value (server/host-page/render-host-page.ts).
  return JSON.parse((await page.locator(`#${APP_PROPS_ID}`).textContent()) ?? '{}') as HostProps;
}

/** Store answers through the API the way the step forms do (PUT /api/v1/booking, CSRF + partner headers). */
async function storeAnswers(page: Page, slug: string, answers: Record<string, unknown>): Promise<void> {
  // page.request shares the page's cookies (the session), so this is the customer's own booking.
  const props = await readHostProps(page);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const put = (booking: Record<string, unknown>) =>
    page.request.put(`${BASE_URL}/api/v1/booking`, {
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': csrf, 'x-partner-slug': slug },
      data: { booking: { ...booking, ...answers } },
    });
  let response = await put(props.booking);
  // The page may have saved since it loaded (a newer revision): build on the server's copy.
  if (response.status() === 409) {
    const current = fieldOf(await response.json(), 'booking');
    response = await put(isRecord(current) ? current : {});
  }
  if (!response.ok()) throw new Error(`Storing answers failed (${response.status()}): ${await response.text()}`);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('#main').first().waitFor({ timeout: 10_000 });
  // Lazy views show a fallback first; wait until it has a heading.
  await page
    .locator('#main h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The whole page, taken with a screen as tall as the page: a full-page capture of a phone screen
 * would draw the fixed bottom bar in the middle of the page, where the 844 px screen ended.
 */
async function screenshotWholePage(page: Page, viewport: (typeof VIEWPORTS)[number], file: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.screenshot({ path: file });
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
}

async function capture(browser: Browser, slug: string, viewport: (typeof VIEWPORTS)[number]): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${slug} ${viewport.name} ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // Failed loads are reported with their address by the response listener below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`${slug} ${viewport.name} ${page.url()}: console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && !url.pathname.includes('/book/no-such-step')) {
      problems.push(`${slug} ${viewport.name} ${page.url()}: ${response.status()} ${url.pathname}`);
    }
  });
  const dir = path.join(OUT, slug, viewport.name);
  fs.mkdirSync(dir, { recursive: true });

  // A fresh context is a new visitor: its first save starts the booking of this walk.
  await page.goto(`${BASE_URL}/partners/${slug}/book`);
  const { state } = (await readHostProps(page)).partner;

  const screens = viewport.isMobile ? [...SCREENS.slice(0, 9), DRAWER, ...SCREENS.slice(9)] : SCREENS;
  let n = 0;
  for (const screen of screens) {
    if (screen.answers) await storeAnswers(page, slug, screen.answers(state));
    await screen.before?.(page, slug);
    await page.goto(`${BASE_URL}/partners/${slug}${screen.path}`);
    try {
      if (screen.quick) await page.locator('#main h1').first().waitFor({ timeout: 3000 });
      else await settle(page);
      await screen.after?.(page);
    } catch (error) {
      // Keep walking: the picture of a broken screen is what someone needs to see.
      problems.push(`${slug} ${viewport.name} ${screen.name}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    }
    n += 1;
    const file = path.join(dir, `${String(n).padStart(2, '0')}-${screen.name}.png`);
    if (screen.after) await page.screenshot({ path: file });
    else await screenshotWholePage(page, viewport, file);
    console.log(file);
  }
  await context.close();
  return problems;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  });
  const problems: string[] = [];
  try {
    for (const slug of PARTNERS) for (const viewport of VIEWPORTS) problems.push(...(await capture(browser, slug, viewport)));
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((p) => p.split('\n')[0]).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
