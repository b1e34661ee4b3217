/**
 * The complete page names the booking by its public reference, never by its numeric id, at phone and desktop
 * sizes. The booking is made and converted through the API (the walk is not the point here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COMPLETE_BOOKING } from '../../testkit/test-bookings';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('the complete page at $name size', (viewport) => {
  it('shows the booking reference and not the internal id', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto('/partners/bayside-movers/book');
    const headers = {
      'x-csrf-token': (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '',
      'x-partner-slug': 'bayside-movers',
    };
    const props = JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as { booking: Record<string, unknown> };
    const saved = await page.request.put('/api/v1/booking', { headers, data: { booking: { ...props.booking, ...COMPLETE_BOOKING } } });
    expect(saved.status()).toBe(200);
    const converted = await page.request.post('/api/v1/booking/pay-later', { headers });
    const answer = (await converted.json()) as Record<string, unknown>;
    // The browser knows the booking by its reference only: no answer carries the database id.
    expect(answer).not.toHaveProperty('id');
    const reference = String(answer.reference);

    await page.goto('/partners/bayside-movers/book/complete?status=pay_later');

    const shown = page.getByTestId('booking-reference');
    await shown.waitFor();
    expect(await shown.textContent()).toBe(`Booking reference: ${reference}`);
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(await shown.isVisible()).toBe(true);
    const shownProps = JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as { booking: Record<string, unknown> };
    expect(shownProps.booking).toMatchObject({ reference });
    expect(shownProps.booking).not.toHaveProperty('id');
    expect(errors).toEqual([]);
    await context.close();
  });
});
