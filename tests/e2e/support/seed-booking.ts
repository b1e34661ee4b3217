import type { APIResponse, Page } from 'playwright-core';

/** The landing page's answers and a full-service move: the move date is the next step to finish. */
export const BAYSIDE_LANDING_ANSWERS = {
  firstName: 'Dana',
  lastName: 'Rivera',
  email: 'dana@example.com',
  phone: '(415) 555-0199',
  contactPreference: ['email'],
  serviceType: 'full_service',
};

/** A bayside-movers full-service booking filled in up to the summary: Oakland to San Francisco, two bedrooms (server-priced). */
export function completeBaysideBooking(moveDate: string, timeOfDay: 'morning' | 'afternoon'): Record<string, unknown> {
  return {
    ...BAYSIDE_LANDING_ANSWERS,
    moveDate,
    timeOfDay,
    originAddress: '1200 Broadway, Oakland, CA 94612',
    originStreet: '1200 Broadway',
    originCity: 'Oakland',
    originState: 'CA',
    originPostalCode: '94612',
    originCountry: 'US',
    originPropertyType: 'apartment',
    originUnitNumber: '4B',
    originFloors: 2,
    originSquareFootage: 1250,
    originDistanceToTruck: 50,
    originElevator: false,
    destinationAddress: '500 Castro St, San Francisco, CA 94114',
    destinationStreet: '500 Castro St',
    destinationCity: 'San Francisco',
    destinationState: 'CA',
    destinationPostalCode: '94114',
    destinationCountry: 'US',
    destinationPropertyType: 'single_family_house',
    destinationFloors: 2,
    destinationDistanceToTruck: 100,
    destinationElevator: false,
    bedrooms: 2,
    bathrooms: 1,
    livingRooms: 1,
    kitchens: 1,
    notes: 'Street parking only.',
  };
}

/**
 * The customer's own calls, from a page of the funnel: page.request shares the page's cookies (the
 * session), and the CSRF token is the page's meta.
 */
export async function callApi(page: Page, method: 'PUT' | 'POST', path: string, data?: unknown): Promise<APIResponse> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const slug = new URL(page.url()).pathname.split('/')[2] ?? '';
  return page.request.fetch(path, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': csrf, 'x-partner-slug': slug },
    data,
  });
}

/** Open the partner's landing page (a session and booking) and store `booking` through PUT /api/v1/booking. */
export async function seedBooking(page: Page, slug: string, booking: Record<string, unknown>): Promise<void> {
  await page.goto(`/partners/${slug}/book`);
  const props = JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as { booking: Record<string, unknown> };
  const saved = await callApi(page, 'PUT', '/api/v1/booking', { booking: { ...props.booking, ...booking } });
  if (!saved.ok()) throw new Error(`Seeding the booking failed (${saved.status()}): ${await saved.text()}`);
}
