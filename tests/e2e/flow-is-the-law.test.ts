import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { enterAddress, HEADINGS, next, onStep, PERSON } from '../../testkit/funnel-steps';
import { baysideFullService } from '../../testkit/walk-funnel';
import { openSummary } from './support/saved-walk';
import { STEP_VALUES } from '../../testkit/test-bookings';
import { flowFile } from '../../core/generated/funnel-files';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const newYork = { typed: '350 5th Ave, New York, NY 10118', suggestion: '350 5th Ave, New York, NY 10118' };

/** POST /api/v1/booking/pay-later from the page, as the checkout would: status and body. */
async function payLaterFromPage(page: Page): Promise<{ status: number; body: { messages?: string[]; step?: string; path?: string } }> {
  return page.evaluate(async () => {
    const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
    const response = await fetch('/api/v1/booking/pay-later', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': csrf, 'x-partner-slug': 'bayside-movers' },
    });
    return { status: response.status, body: await response.json() };
  });
}

describe.each(VIEWPORTS)('the flow is the law in the browser and on the server at $name size', (viewport) => {
  it('a deep link to checkout with nothing entered lands on the landing page, and nothing is booked', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto('/partners/bayside-movers/book/checkout');
    await page.waitForURL((url) => url.pathname === '/partners/bayside-movers/book');
    await onStep(page, HEADINGS.landing);
    expect(await page.getByRole('button', { name: 'Save my details' }).count()).toBe(0);
    // Even sent by hand, the conversion is refused with the step to finish.
    const refused = await payLaterFromPage(page);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      step: 'landing',
      path: '/book',
      messages: expect.arrayContaining(['Please provide your first name']),
    });
    const stored = await (await context.request.get(page.url())).text();
    expect(stored).not.toContain('"conversionType"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an origin edited from the summary to another state is checked again and ends on the unserviceable page', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await openSummary(page, baysideFullService(viewport.width >= 768));
    // A crafted link never replaces the contact details entered: the summary shows them, with an Edit link.
    const crafted = new URL(page.url());
    crafted.search = '?email=attacker%40evil.example&firstName=Mallory';
    await page.goto(crafted.toString());
    await onStep(page, HEADINGS.summary);
    const contact = page.locator('[data-block="contact"]');
    const shown = await contact.textContent();
    expect([shown?.includes(PERSON.email), shown?.includes(PERSON.firstName), shown?.includes('Mallory')]).toEqual([true, true, false]);
    expect(await contact.getByRole('link', { name: 'Edit Contact' }).getAttribute('href')).toBe(
      '/partners/bayside-movers/book?checkout=true',
    );
    await page.getByRole('link', { name: 'Edit Origin' }).click();
    await page.waitForURL('**/book/origin/address?checkout=true');
    await enterAddress(page, HEADINGS.originAddress, newYork.typed, newYork.suggestion);
    await page.waitForURL('**/book/complete?status=unserviceable&reason=out_of_state_move');
    await page.getByRole('heading', { name: 'We need more information to finish reserving your move.' }).waitFor();
    await page.getByText("Out of state moves need a special touch — let's connect you with the right team.").waitFor();
    const stored = await (await context.request.get(page.url())).text();
    expect(stored).toContain('"conversionType":"unserviceable"');
    expect(stored).toContain('"unserviceableReason":"out_of_state_move"');
    // Nor can it be saved for later at the old local price.
    expect((await payLaterFromPage(page)).status).toBe(422);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an address the server cannot place, in the browser', () => {
  // A line the browser's provider resolved (here: a scripted answer) but the server does not place.
  const hostile = '350 5th Ave, New York, NY 10118, Apt 94105';

  it('keeps the customer on the address step with the message and the line as typed, never the next step', async () => {
    const { context, page, errors } = await newVisitor(browser, VIEWPORTS[1]);
    await page.goto('/partners/bayside-movers/book');
    // The steps before the destination, as the funnel stores them, saved through the API.
    const before = flowFile.steps.slice(0, flowFile.steps.indexOf('destinationAddress') + 1);
    const fields = Object.assign({}, ...before.map((step) => STEP_VALUES[step]));
    const saved = await page.evaluate(async (booking) => {
      const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const response = await fetch('/api/v1/booking', {
        method: 'PUT',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-csrf-token': csrf,
          'x-partner-slug': 'bayside-movers',
        },
        body: JSON.stringify({ booking: { revision: 0, ...booking } }),
      });
      return response.status;
    }, fields);
    expect(saved).toBe(200);
    await page.route('**/api/v1/addresses/resolve?**', (route) =>
      route.fulfill({
        json: {
          address: hostile,
          street: '350 5th Ave',
          city: 'San Francisco',
          state: 'CA',
          postalCode: '94105',
          country: 'US',
          lat: 37.79,
          lng: -122.39,
          placeId: 'offline:94105:350 5th Ave',
        },
      }),
    );
    await page.goto('/partners/bayside-movers/book/destination/address');
    // Every page the browser shows from here on, client-side route changes included.
    const shown: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
    });
    await onStep(page, HEADINGS.destinationAddress);
    const box = page.getByRole('combobox', { name: 'Address' });
    await box.fill('500 Market St, San Francisco, CA 94105');
    await page.getByRole('option').filter({ hasText: '500 Market St' }).first().click();
    await page.waitForFunction(
      (expected) => (document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.value === expected,
      hostile,
    );
    await next(page);
    // The save's answer carries the server's null figures: the step stays, says why, and keeps the line.
    // The field's own error (not the typing hint), read with the field.
    await page.locator('#root_destinationAddress__error').getByText('Please provide your home address').waitFor();
    await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/partners/bayside-movers/book/destination/address');
    expect(await box.inputValue()).toBe(hostile);
    expect(shown.filter((path) => path !== '/partners/bayside-movers/book/destination/address')).toEqual([]);
    const stored = await (await context.request.get('/partners/bayside-movers/book/summary', { maxRedirects: 0 })).headers().location;
    expect(stored).toBe('/partners/bayside-movers/book/destination/address');
    expect(errors).toEqual([]);
    await context.close();
  });
});
