/**
 * docs/FUNNEL.md#calls, "When Google cannot help": a server with a browser key (GOOGLE_MAPS_API_KEY) whose customer's
 * browser cannot reach Google (an ad blocker, a company filter, an outage: every Google host refused). The address
 * steps ask for the full address, the server reads the typed line, and the customer books; a line the server cannot
 * place gets the step's message and the partner's phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { ADDRESSES, HEADINGS, next, onStep, payLater, pick } from '../../testkit/funnel-steps';
import { walkToSummary, type StepAnswer } from '../../testkit/walk-funnel';
import { holdCountdown, runCountdown } from './support/processing-countdown';
import { startAppServer, type AppServer } from './support/start-app-server';
import { ADDRESS_HINTS, notPlacedHint } from '../../widgets/address/address-hint';

let browser: Browser;
let server: AppServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer({ GOOGLE_MAPS_API_KEY: 'test-maps-key-blocked' })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const GOOGLE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googleapis|gstatic|google)\.com\//;

/** summit-moving.json's phone, as shown. */
const SUMMIT_PHONE = '(720) 555-0188';

/** Types the whole line and presses Next straight away: the submit waits while the server reads the line. */
function typedAddress(heading: string, line: string, propertyType: string): StepAnswer {
  return async (page) => {
    await onStep(page, heading);
    const box = page.getByRole('combobox', { name: 'Address' });
    await page.getByText(ADDRESS_HINTS.typeFull).waitFor();
    await pick(page, propertyType);
    await box.fill(line);
    await next(page);
  };
}

async function visitor(viewport: Viewport): Promise<{ page: Page; googleRequests: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: viewport.width, height: viewport.height } });
  const googleRequests: string[] = [];
  await context.route(GOOGLE_HOSTS, (route) => {
    googleRequests.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  return { page, googleRequests, close: () => context.close() };
}

// On a phone, where most customers are: the address step's typed line works the same at every width, and the other
// walks cover each step's layout at both sizes.
describe('Google blocked in the browser, a key set, on a phone', () => {
  it('books summit-moving with typed addresses; a line the server cannot place gets the message and the phone', async () => {
    const { page, googleRequests, close } = await visitor(VIEWPORTS[0]);
    const walk = { slug: 'summit-moving' as const, wide: false, origin: ADDRESSES.denver, destination: ADDRESSES.boulder };
    const answers: Record<string, StepAnswer> = {
      originAddress: async (p, w, step) => {
        // First a line no ZIP data places: refused with the step's message, the phone offered.
        await typedAddress(HEADINGS.originAddress, '1 Nowhere Lane, Atlantis, ZZ 00000', 'Apartment')(p, w, step);
        await p.getByText('Please provide your home address').waitFor();
        await p.getByText(notPlacedHint(SUMMIT_PHONE)).waitFor();
        expect(await p.getByText(/connection/i).count()).toBe(0);
        await p.getByRole('combobox', { name: 'Address' }).fill(ADDRESSES.denver.typed);
        await next(p);
      },
      destinationAddress: typedAddress(HEADINGS.destinationAddress, ADDRESSES.boulder.typed, 'Single family house'),
    };
    await walkToSummary(page, walk, { answers });
    expect(googleRequests.length).toBeGreaterThan(0);
    await page.getByRole('main').getByText(ADDRESSES.denver.suggestion).waitFor();
    await page.getByRole('main').getByText(ADDRESSES.boulder.suggestion).waitFor();
    await holdCountdown(page);
    await next(page);
    await payLater(page);
    await runCountdown(page);
    await page.waitForURL((url) => !url.pathname.includes('/book/processing'), { timeout: 10_000 });
    await close();
  });
});
