/**
 * The screens scripts/screenshots.ts takes, in funnel order, with the answers each needs stored first (sample addresses
 * per partner state, a move date both demo partners keep open) and what to do on the page before the picture.
 */
import type { Page } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';

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
      `scripts/screenshot-screens.ts has no sample addresses in ${state}; add a pair to ADDRESSES (states with samples: ${Object.keys(ADDRESSES).join(', ')})`,
    );
  return addresses;
}

export interface Screen {
  name: string;
  path: string;
  /** Answers stored before the screen is opened (what the previous steps' forms would have saved). */
  answers?: (state: string) => Record<string, unknown>;
  before?: (page: Page, slug: string) => Promise<void>;
  after?: (page: Page) => Promise<void>;
  /** Take the picture right away (the processing page leaves after 4 seconds). */
  quick?: boolean;
}

export const SCREENS: Screen[] = [
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
export const DRAWER: Screen = {
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
