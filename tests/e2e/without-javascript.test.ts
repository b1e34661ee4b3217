/**
 * The funnel in a browser that runs no JavaScript (docs/FUNNEL.md, "Without JavaScript"): every step's server HTML is a
 * plain form the server takes, with plain controls for the address, the calendar and the counters, and the processing
 * page moves on by itself. Bayside is booked from the landing page to the pay later complete page on a phone, and Summit to
 * its redirect page on a desktop (one partner per size, as the axe walks: both partners and both sizes are walked,
 * within the suite's ten minutes); a refused step shows the server's messages beside its fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { ADDRESSES, futureDate, HEADINGS, PERSON, pick } from '../../testkit/funnel-steps';
import { launchBrowser, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WALKS = [
  {
    slug: 'bayside-movers',
    origin: ADDRESSES.sanFrancisco.suggestion,
    destination: ADDRESSES.cupertino.suggestion,
    end: /\/book\/complete\?status=pay_later$/,
  },
  {
    slug: 'summit-moving',
    origin: ADDRESSES.denver.suggestion,
    destination: ADDRESSES.boulder.suggestion,
    end: /\/demo\/summit-moving\/thank-you\?status=pay_later&reference=[0-9A-Z]{8}$/,
  },
] as const;
type NoScriptWalk = (typeof WALKS)[number];

/** The step at the page's address (the step files' `path`), as the walk arrives on it. */
function stepAt(page: Page, slug: string): string {
  const path = new URL(page.url()).pathname.replace(`/partners/${slug}`, '');
  const step = Object.values(funnelDefinition.steps).find((candidate) => candidate.path === path);
  if (!step) throw new Error(`No step at ${page.url()}`);
  return step.id;
}

const submit = (page: Page, name: string | RegExp = 'Next') => page.getByRole('button', { name, exact: typeof name === 'string' }).click();

/** Answers the step the page shows with its plain controls and sends it; each send is a page load (303 or 422). */
async function answer(page: Page, walk: NoScriptWalk, stepId: string): Promise<void> {
  switch (stepId) {
    case 'landing':
      await page.getByLabel('First name').fill(PERSON.firstName);
      await page.getByLabel('Last name').fill(PERSON.lastName);
      await page.getByLabel('Email address').fill(PERSON.email);
      await page.getByLabel('Phone number').fill(PERSON.phone);
      await page.getByRole('checkbox', { name: 'Email' }).check();
      return submit(page, 'Get your Quote');
    case 'moveDate':
      // The calendar's plain control: the browser's date field.
      await page.getByLabel('Move date').fill(futureDate().iso);
      await pick(page, 'Morning');
      return submit(page);
    case 'originAddress':
    case 'destinationAddress':
      // The address widget's plain control: one line, placed by the server.
      await page.getByLabel('Address', { exact: true }).fill(stepId === 'originAddress' ? walk.origin : walk.destination);
      await pick(page, 'Apartment');
      return submit(page);
    case 'originPropertyDetails':
    case 'destinationPropertyDetails':
      await page.getByLabel('Number of floors', { exact: true }).selectOption({ label: '2' });
      if (stepId === 'originPropertyDetails') await page.getByLabel('Square footage', { exact: true }).fill('1500');
      await page.getByLabel('Distance to truck', { exact: true }).selectOption({ label: '0-50 yards' });
      await pick(page.getByRole('radiogroup', { name: /elevator/ }), 'No', page);
      return submit(page);
    case 'moveContentsLivingAreas':
      // A counter's plain control: a number field.
      await page.getByRole('spinbutton', { name: 'Bedrooms' }).fill('2');
      return submit(page);
    case 'checkout':
      await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
      return submit(page, 'Save my details');
    default:
      return submit(page);
  }
}

describe('the funnel without JavaScript', () => {
  const cases = WALKS.map((walk, index) => ({ walk, viewport: VIEWPORTS[index]!, slug: walk.slug, size: VIEWPORTS[index]!.name }));
  it.each(cases)(
    'books $slug at $size size from the landing page to its end, the server refusing a step with its messages',
    async ({ walk, viewport }) => {
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        viewport: { width: viewport.width, height: viewport.height },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST') statuses.push(response.status());
      });
      await page.goto(`/partners/${walk.slug}/book`);

      // A refused step first: the landing form with an email the step refuses comes back with the server's message by it.
      await page.getByLabel('First name').fill(PERSON.firstName);
      await page.getByLabel('Email address').fill('not-an-email');
      await submit(page, 'Get your Quote');
      await page.getByRole('heading', { level: 1, name: HEADINGS.landing }).waitFor();
      expect(statuses).toEqual([422]);
      const email = page.getByLabel('Email address');
      expect(await email.inputValue()).toBe('not-an-email');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#root_email__error').textContent()).toBe('Please provide your email address');

      const visited: string[] = [];
      for (let stepId = stepAt(page, walk.slug); stepId !== 'processing'; stepId = stepAt(page, walk.slug)) {
        if (visited.length > 20) throw new Error(`The walk went round: ${visited.join(' > ')}`);
        visited.push(stepId);
        await answer(page, walk, stepId);
        await page.waitForLoadState();
      }
      // Every send after the refused one was taken: 303 to the next step.
      expect(statuses.slice(1).every((status) => status === 303)).toBe(true);
      expect(visited).toContain('summary');
      expect(visited.at(-1)).toBe('checkout');
      // The processing page moves on by itself (a meta refresh), to the complete page or the partner's own page.
      await page.waitForURL(walk.end, { timeout: 15_000 });
      await context.close();
    },
  );
});
