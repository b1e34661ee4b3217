import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { RecordedPlace } from './google-recorded-places';
import { fillPropertyDetails, futureDate, HEADINGS, next, onStep, ORIGIN_DETAILS, pick, PERSON } from '../../../testkit/funnel-steps';
import { seedBooking } from './seed-booking';

export interface KeyboardAddress {
  /** What the customer types. */
  typed: string;
  /** The predictions the list must show for it, in order. */
  listed: RecordedPlace[];
  /** The one chosen with the arrow keys and Enter. */
  chosen: RecordedPlace;
}

/**
 * Type into the address combobox key by key, wait for the suggestions, move down with ArrowDown
 * until the wanted one is the active option, choose it with Enter, then pick the property type.
 */
export async function chooseAddressWithKeyboard(
  page: Page,
  heading: string,
  address: KeyboardAddress,
  propertyType: string,
): Promise<void> {
  await onStep(page, heading);
  const box = page.getByRole('combobox', { name: 'Address' });
  await box.click();
  await box.pressSequentially(address.typed, { delay: 25 });
  const options = page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option');
  await expect.poll(() => options.allInnerTexts()).toEqual(address.listed.map((p) => `${p.mainText}\n${p.secondaryText}`));
  for (let i = 0; ; i++) {
    if (i === address.listed.length) throw new Error(`'${address.chosen.text}' never became the active option`);
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active, 'ArrowDown makes an option active').toBeTruthy();
    const text = await page.locator(`[id="${active}"]`).innerText();
    if (text === `${address.chosen.mainText}\n${address.chosen.secondaryText}`) break;
  }
  await box.press('Enter');
  // The choice resolves asynchronously (place details, geocoding); then the field shows the stored line.
  await expect.poll(() => box.inputValue()).toBe(address.chosen.resolved);
  await pick(page, propertyType);
  await next(page);
}

/**
 * bayside-movers, full service, on the origin address step: the landing page's, the service's and the move date's
 * answers saved in one request (seed-booking.ts), since nothing of Google is on those steps. Clicking through them
 * with the keyed server is google-maps.test.ts's landing test; the funnel walks test them everywhere else.
 */
export async function openOriginAddress(page: Page): Promise<void> {
  await seedBooking(page, 'bayside-movers', {
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: PERSON.email,
    // As the phone field's mask stores what a customer types.
    phone: PERSON.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3'),
    contactPreference: ['email'],
    serviceType: 'full_service',
    moveDate: futureDate().iso,
    timeOfDay: 'morning',
  });
  await page.goto('/partners/bayside-movers/book/origin/address');
  await onStep(page, HEADINGS.originAddress);
}

/** bayside-movers, full service, from the origin address step through the destination address step's Next. */
export async function walkToDestinationSubmit(page: Page, origin: KeyboardAddress, destination: KeyboardAddress): Promise<void> {
  await openOriginAddress(page);
  await chooseAddressWithKeyboard(page, HEADINGS.originAddress, origin, 'Apartment');
  await fillPropertyDetails(page, HEADINGS.originPropertyDetails, ORIGIN_DETAILS);
  await chooseAddressWithKeyboard(page, HEADINGS.destinationAddress, destination, 'Single family house');
}

/** The booking the server has now, as the host page serializes it. */
export async function storedBooking(page: Page): Promise<Record<string, unknown>> {
  const html = await (await page.context().request.get(page.url())).text();
  const json = /<script type="application\/json" id="react-app-props">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('host page without react-app-props');
  return (JSON.parse(json) as { booking: Record<string, unknown> }).booking;
}
