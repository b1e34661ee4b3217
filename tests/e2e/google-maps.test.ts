/**
 * docs/FUNNEL.md#calls in the browser: a server with GOOGLE_MAPS_API_KEY (the browser's, for Places
 * autocomplete) and GOOGLE_MAPS_SERVER_API_KEY (its own, for Geocoding and Routes), the real built app
 * in Chromium, and only the far side of Google's network scripted, answering from recorded CA and NV
 * addresses: in the browser, the Maps JavaScript API bootstrap (places, geocoding); for the server,
 * a local HTTP stand-in for the Geocoding and Routes APIs (GOOGLE_API_BASE).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  chooseMoveDate,
  chooseService,
  DESTINATION_DETAILS,
  fillLanding,
  fillPropertyDetails,
  HEADINGS,
  next,
  onStep,
  pick,
} from '../../testkit/funnel-steps';
import { openOriginAddress, storedBooking, walkToDestinationSubmit, type KeyboardAddress } from './support/google-funnel-walk';
import { isGoogleRequest, readGoogleMapsCalls, routeScriptedGoogleMaps, type GoogleMapsTraffic } from './support/google-maps-fake';
import { PLACES, ROUTES, type RecordedPlace, type RecordedRoute } from './support/google-recorded-places';
import { startAppServer, type AppServer } from './support/start-app-server';
import { FakeGoogleServer, type GoogleRequest } from '../server/helpers/fake-google-server';

const KEY = 'test-maps-key-e2e';
const SERVER_KEY = 'test-maps-server-key-e2e';
/** Code that only Google's provider and loader contain; none of it may reach the landing page. */
const GOOGLE_MARKERS = ['maps.googleapis.com', 'routes.googleapis.com', 'importLibrary', '@googlemaps'];
/** The order the scripted autocomplete lists them in. */
const RECORDED = [
  PLACES.elkoMainStreet,
  PLACES.marketStreet,
  PLACES.marketStreetNoNumber,
  PLACES.infiniteLoop,
  PLACES.springStreet,
  PLACES.libertyStreet,
];

let browser: Browser;
let server: AppServer;
/** The server's Geocoding and Routes: each recorded address's stored line geocodes to its coordinates and state. */
const googleApis = new FakeGoogleServer();
for (const place of Object.values(PLACES)) {
  if (place.resolved) googleApis.places.set(place.resolved, { lat: place.lat, lng: place.lng, state: place.state });
}
beforeAll(async () => {
  await googleApis.start();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startAppServer({ GOOGLE_MAPS_API_KEY: KEY, GOOGLE_MAPS_SERVER_API_KEY: SERVER_KEY, GOOGLE_API_BASE: googleApis.url }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await googleApis.stop();
});

/** The computeRoutes requests the server's stand-in has received since `from` (an index into its log). */
const computeRoutesSince = (from: number): GoogleRequest[] =>
  googleApis.requests.slice(from).filter((request) => request.path === '/directions/v2:computeRoutes');

interface GoogleVisitor {
  page: Page;
  errors: string[];
  maps: GoogleMapsTraffic;
  /** Every request the browser sent to the Routes API (there must be none: the server routes). */
  browserRoutes: string[];
  /** Where the stand-in's request log stood when this visitor arrived. */
  googleApisFrom: number;
  /** Every script the page loaded, with its source. */
  scripts: Promise<{ url: string; body: string }>[];
  close(): Promise<void>;
}

/** A fresh desktop visitor of the keyed server, with Google's endpoints scripted. */
async function googleVisitor(): Promise<GoogleVisitor> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: GoogleVisitor['scripts'] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  const maps = await routeScriptedGoogleMaps(page, RECORDED);
  const browserRoutes: string[] = [];
  await context.route('https://routes.googleapis.com/**', (route) => {
    browserRoutes.push(route.request().url());
    return route.abort();
  });
  return { page, errors, maps, browserRoutes, googleApisFrom: googleApis.requests.length, scripts, close: () => context.close() };
}

function googleCode(body: string): string[] {
  return GOOGLE_MARKERS.filter((marker) => body.includes(marker));
}

const ORIGIN: KeyboardAddress = { typed: '100 Ma', listed: [PLACES.elkoMainStreet, PLACES.marketStreet], chosen: PLACES.marketStreet };
const address = (typed: string, place: RecordedPlace): KeyboardAddress => ({ typed, listed: [place], chosen: place });

/** What the page asked of the scripted Maps API for an origin and a destination chosen in turn. */
async function expectMapsCalls(visitor: GoogleVisitor, destination: KeyboardAddress): Promise<void> {
  // One bootstrap, with the loader's options (load-google-maps-libraries.ts) and its callback.
  expect(visitor.maps.bootstrapUrls).toHaveLength(1);
  const params = visitor.maps.bootstrapUrls[0]!.searchParams;
  expect(Object.fromEntries(params)).toMatchObject({ key: KEY, v: 'weekly', language: 'en', region: 'US', callback: 'google.maps.__ib__' });
  expect(params.get('libraries')!.split(',').sort()).toEqual(['geocoding', 'places']);
  expect(visitor.maps.unexpected).toEqual([]);

  const calls = await readGoogleMapsCalls(visitor.page);
  // Debounced (200 ms; exact timing is unit-tested with fake timers): typing key by key asks far
  // fewer times than keys pressed, and the last ask per address is the whole text. A stalled CI
  // machine may let one partial text through, so the count is a bound, not an exact figure.
  const typedKeys = ORIGIN.typed.length + destination.typed.length;
  expect(calls.autocomplete.length).toBeLessThan(typedKeys / 3);
  for (const call of calls.autocomplete) {
    expect(call).toMatchObject({
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
      language: 'en-US',
      region: 'us',
    });
  }
  const lastCallFor = (typed: string) => calls.autocomplete.filter((call) => typed.startsWith(call.input)).at(-1);
  expect(lastCallFor(ORIGIN.typed)?.input).toBe(ORIGIN.typed);
  expect(lastCallFor(destination.typed)?.input).toBe(destination.typed);
  // One session token per address; the place-details fetch ends the session it belongs to.
  const originToken = lastCallFor(ORIGIN.typed)?.token;
  const destinationToken = lastCallFor(destination.typed)?.token;
  expect(originToken).not.toBeNull();
  expect(destinationToken).not.toBeNull();
  expect(destinationToken).not.toBe(originToken);
  const fields = ['addressComponents', 'formattedAddress', 'location'];
  expect(calls.fetchFields).toEqual([
    { placeId: ORIGIN.chosen.placeId, fields, token: originToken },
    { placeId: destination.chosen.placeId, fields, token: destinationToken },
  ]);
  // Address to coordinates (US only), then reverse geocoding of those coordinates, per address.
  expect(calls.geocode).toEqual(
    [ORIGIN.chosen, destination.chosen].flatMap((place) => [
      { address: place.formattedAddress, country: 'US' },
      { location: { lat: place.lat, lng: place.lng } },
    ]),
  );
}

/**
 * docs/FUNNEL.md#calls: none from the browser; the server's one computeRoutes request, with its own key,
 * from the depot through the origin to the destination.
 */
function expectRoutesRequest(visitor: GoogleVisitor, route: RecordedRoute): void {
  expect(visitor.browserRoutes).toEqual([]);
  const routes = computeRoutesSince(visitor.googleApisFrom);
  expect(routes).toHaveLength(1);
  const [request] = routes;
  expect(request!.method).toBe('POST');
  expect(request!.headers['content-type']).toMatch(/^application\/json/);
  expect(request!.headers['x-goog-api-key']).toBe(SERVER_KEY);
  const mask = request!.headers['x-goog-fieldmask'];
  expect(typeof mask).toBe('string');
  const paths = (mask as string).split(',');
  expect(paths).not.toContain('*');
  expect(paths.some((path) => path === 'routes.legs' || path === 'routes.legs.distanceMeters')).toBe(true);
  const [depot, origin, destination] = route.stops;
  expect(request!.body).toEqual({
    origin: { address: depot },
    intermediates: [{ address: origin }],
    destination: { address: destination },
    travelMode: 'DRIVE',
    routingPreference: 'TRAFFIC_AWARE',
    computeAlternativeRoutes: false,
    routeModifiers: { avoidTolls: false, avoidHighways: false, avoidFerries: false },
    languageCode: 'en-US',
    units: 'IMPERIAL',
  });
}

function expectStoredAddresses(booking: Record<string, unknown>, destination: RecordedPlace): void {
  const origin = ORIGIN.chosen;
  expect(booking).toMatchObject({
    originAddress: origin.resolved,
    originStreet: '100 Market St',
    // Google's short name for San Francisco is 'SF': the city is the long name.
    originCity: 'San Francisco',
    originState: 'CA',
    originPostalCode: '94105',
    originCountry: 'US',
    originLat: origin.lat,
    originLng: origin.lng,
    originPlaceId: origin.placeId,
    destinationAddress: destination.resolved,
    destinationState: destination.state,
    destinationLat: destination.lat,
    destinationLng: destination.lng,
    destinationPlaceId: destination.placeId,
  });
}

describe('Places in the browser with GOOGLE_MAPS_API_KEY, Geocoding and Routes on the server with GOOGLE_MAPS_SERVER_API_KEY (docs/FUNNEL.md#calls)', () => {
  it('the host page carries the key in settings; the key-less shared server carries null', async () => {
    const settingsOf = async (base: string) => {
      const html = await (await fetch(`${base}/partners/bayside-movers/book`)).text();
      const json = /<script type="application\/json" id="react-app-props">([\s\S]*?)<\/script>/.exec(html)?.[1];
      return (JSON.parse(json!) as { settings: unknown }).settings;
    };
    expect(await settingsOf(server.baseUrl)).toEqual({ googleApiKey: KEY, stripeAvailable: false });
    expect(await settingsOf(inject('baseUrl'))).toEqual({ googleApiKey: null, stripeAvailable: false });
  });

  it('full service, serviceable: keyboard-chosen CA addresses, driving distance stored, lands on the destination details', async () => {
    const visitor = await googleVisitor();
    const { page } = visitor;
    const destination = address('1 Inf', PLACES.infiniteLoop);
    googleApis.legMeters = ROUTES.toCupertino.legMeters;
    await walkToDestinationSubmit(page, ORIGIN, destination);
    await onStep(page, 'Tell us about your new home');
    expectRoutesRequest(visitor, ROUTES.toCupertino);
    await expectMapsCalls(visitor, destination);

    // The server stored the route's miles (53.3) with the destination's save.
    await fillPropertyDetails(page, 'Tell us about your new home', DESTINATION_DETAILS);
    await onStep(page, HEADINGS.livingAreas);
    const booking = await storedBooking(page);
    expectStoredAddresses(booking, PLACES.infiniteLoop);
    expect(booking.distance).toBe(ROUTES.toCupertino.miles);
    expect(booking.conversionType ?? null).toBeNull();
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it("an address without a ZIP code: the field says 'Please provide your home address' and Next stays on the step", async () => {
    const visitor = await googleVisitor();
    const { page } = visitor;
    await openOriginAddress(page);
    const box = page.getByRole('combobox', { name: 'Address' });
    await box.pressSequentially('Market Str', { delay: 10 });
    const options = page.getByRole('option');
    await expect
      .poll(() => options.allInnerTexts())
      .toEqual(['100 Market Street\nSan Francisco, CA, USA', 'Market Street\nSan Francisco, CA, USA']);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.getByText('Please provide your home address').waitFor();
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    await pick(page, 'Apartment');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(false);
    await next(page);
    // The submit is refused: focus goes back to the invalid address field.
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText('Please provide your home address').waitFor();
    expect(new URL(page.url()).pathname).toBe('/partners/bayside-movers/book/origin/address');
    // The place and both geocodes were asked; nothing resolved reached the booking.
    const calls = await readGoogleMapsCalls(page);
    expect(calls.fetchFields.map((call) => call.placeId)).toEqual([PLACES.marketStreetNoNumber.placeId]);
    expect(calls.geocode).toHaveLength(2);
    expect((await storedBooking(page)).originPlaceId ?? null).toBeNull();
    expect(visitor.browserRoutes).toEqual([]);
    expect(computeRoutesSince(visitor.googleApisFrom)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it.each([
    [
      'long_distance_move',
      address('200 N Spr', PLACES.springStreet),
      ROUTES.toLosAngeles,
      "This move is beyond our range, but we'll help you find movers who go the distance.",
    ],
    [
      'out_of_state_move',
      address('1 E Lib', PLACES.libertyStreet),
      ROUTES.toReno,
      "Out of state moves need a special touch — let's connect you with the right team.",
    ],
  ] as const)(
    'full service, unserviceable (%s): ends on the complete page with its message',
    async (reason, destination, route, message) => {
      const visitor = await googleVisitor();
      const { page } = visitor;
      googleApis.legMeters = route.legMeters;
      await walkToDestinationSubmit(page, ORIGIN, destination);
      await page.waitForURL(`**/book/complete?status=unserviceable&reason=${reason}`);
      await page.getByRole('heading', { name: 'We need more information to finish reserving your move.' }).waitFor();
      await page.getByText(message).waitFor();
      expectRoutesRequest(visitor, route);
      await expectMapsCalls(visitor, destination);
      const booking = await storedBooking(page);
      expectStoredAddresses(booking, destination.chosen);
      expect(booking).toMatchObject({ conversionType: 'unserviceable', unserviceableReason: reason, distance: route.miles });
      expect(visitor.errors).toEqual([]);
      await visitor.close();
    },
  );
});

describe('nothing of Google on the landing page (docs/FUNNEL.md#calls)', () => {
  /** Relative static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`), not import(). */
  function staticImports(code: string): string[] {
    return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]!);
  }

  it("the built index.html's scripts, modulepreloads and their static imports contain no Google code; the provider chunk does", () => {
    const distDir = inject('distDir');
    const assets = join(distDir, 'assets');
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/assets\/([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    expect(entry.length).toBeGreaterThan(0);
    const initial = new Set<string>();
    const queue = [...entry];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (initial.has(file)) continue;
      initial.add(file);
      queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
    }
    const found = [...initial].flatMap((file) =>
      googleCode(readFileSync(join(assets, file), 'utf8')).map((marker) => `${file}: ${marker}`),
    );
    expect(found).toEqual([]);
    // The markers are real: the lazily loaded provider chunk has them (else this test could not fail).
    const lazy = readdirSync(assets).filter(
      (file) =>
        file.endsWith('.js') && !initial.has(file) && googleCode(readFileSync(join(assets, file), 'utf8')).includes('maps.googleapis.com'),
    );
    expect(lazy.length).toBeGreaterThan(0);
    // No chunk at all can call Routes: the distance is the server's.
    const routesCallers = readdirSync(assets).filter(
      (file) => file.endsWith('.js') && /routes\.googleapis\.com|computeRoutes/.test(readFileSync(join(assets, file), 'utf8')),
    );
    expect(routesCallers).toEqual([]);
  });

  it('the landing, services and move-date steps request nothing from Google; the address step loads the provider and the Maps API', async () => {
    const visitor = await googleVisitor();
    const { page } = visitor;
    const google: string[] = [];
    page.on('request', (request) => {
      if (isGoogleRequest(request)) google.push(request.url());
    });
    const googleScripts = async () =>
      (await Promise.all(visitor.scripts)).filter((script) => googleCode(script.body).length > 0).map((script) => script.url);

    await page.goto('/partners/bayside-movers/book');
    await onStep(page, HEADINGS.landing);
    await page.waitForLoadState('networkidle');
    await fillLanding(page);
    // The app's scripts, loaded on the landing page's first input, are among those watched.
    expect(visitor.scripts.length).toBeGreaterThan(0);
    await chooseService(page, 'Full service');
    await onStep(page, HEADINGS.moveDate);
    await page.waitForLoadState('networkidle');
    expect(await googleScripts()).toEqual([]);
    expect(google).toEqual([]);

    await chooseMoveDate(page, true);
    await onStep(page, HEADINGS.originAddress);
    // The address step's code, with its Google provider (split from the fallback's), loads with the step.
    await expect.poll(async () => (await googleScripts()).length).toBeGreaterThan(0);
    // The Maps API loads as the address step opens, so a blocked or slow Google is known before the customer types
    // (the offline provider then takes over: docs/FUNNEL.md); nothing else of Google's loads meanwhile.
    await expect.poll(() => google.length).toBe(1);
    await page.getByRole('combobox', { name: 'Address' }).pressSequentially(ORIGIN.typed);
    await page.getByRole('option').first().waitFor();
    expect(google.map((url) => new URL(url).origin + new URL(url).pathname)).toEqual(['https://maps.googleapis.com/maps/api/js']);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
