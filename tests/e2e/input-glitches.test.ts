import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import {
  chooseMoveDate,
  chooseService,
  DESTINATION_DETAILS,
  enterAddress,
  fillPropertyDetails,
  HEADINGS,
  next,
  onStep,
  pick,
  PERSON,
  startApp,
} from '../../testkit/funnel-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The message(s) a control shows, read the way assistive tech does: through aria-describedby. */
function messagesOf(page: Page, label: string): Promise<string[]> {
  return page.getByLabel(label, { exact: true }).evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('__error'))
      .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('p') ?? [])].map((p) => p.textContent ?? '')),
  );
}

const ROOMS_MESSAGE = 'Please add at least one room or area to move, here or under Living Areas';

/**
 * The small input glitches a customer met, walked once per screen size on one page: the phone
 * mask and NANP numbers, focus after a failed submit on the calendar, typed addresses without a
 * city or ZIP on the offline provider, one message per field, and the empty-rooms rule.
 */
describe.each(VIEWPORTS)('inputs at $name size ($width x $height)', (viewport) => {
  const wide = viewport.width >= 768;

  it('masks and validates phones, keeps focus on the calendar, asks for a chosen address, one message per field, at least one room', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    await page.goto('/partners/bayside-movers/book');
    await onStep(page, HEADINGS.landing);
    // The phone mask is the app's: typed into the server's HTML before hydration, digits stay as typed.
    await startApp(page);
    await page.getByLabel('First name').fill(PERSON.firstName);
    await page.getByLabel('Last name').fill(PERSON.lastName);
    await page.getByLabel('Email address').fill(PERSON.email);
    const phone = page.getByLabel('Phone number');

    // A leading 1 is not a country code unless ten digits follow: nothing shifts, and NANP refuses it.
    for (const [typed, shown] of [
      ['1234567890', '(123) 456-7890'],
      ['0005551234', '(000) 555-1234'],
      ['4150551234', '(415) 055-1234'],
    ] as const) {
      await phone.fill('');
      await phone.pressSequentially(typed);
      expect(await phone.inputValue()).toBe(shown);
      await next(page, 'Get your Quote');
      await expect.poll(() => messagesOf(page, 'Phone number')).toEqual(['Please provide a valid phone number']);
    }
    await phone.fill('');
    await phone.pressSequentially('14155550199');
    expect(await phone.inputValue()).toBe('(415) 555-0199');
    await next(page, 'Get your Quote');
    await chooseService(page, 'Full service');

    // A failed submit focuses the calendar (a day, or the phone's date button), never the month navigation.
    await onStep(page, HEADINGS.moveDate);
    await pick(page, 'Morning');
    await next(page);
    // On the desktop a day of the grid (the one that carried the field's id when it was focused: availability arriving
    // a moment later may make another day the Tab stop); on the phone the drawer's date button, the field itself.
    await expect
      .poll(() => page.evaluate(() => ({ id: document.activeElement?.id, day: document.activeElement?.closest('[data-day]') !== null })))
      .toEqual(wide ? { id: expect.any(String), day: true } : { id: 'root_moveDate', day: false });
    const focusedName = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
    expect(focusedName).not.toMatch(/month/i);

    // Choose a day both partners keep open, then go on (the first offered day may be a Sunday, which availability
    // closes a moment after the calendar shows).
    await chooseMoveDate(page, wide);

    // Typed addresses: no town made of a street type, no state guessed, and a hint to choose.
    await onStep(page, HEADINGS.originAddress);
    const box = page.getByRole('combobox', { name: 'Address' });
    const hint = page.locator('#root_originAddress__hint');
    const noMatch = 'No match yet: type your house number and street, then your city or ZIP code, and choose your address from the list.';
    await box.fill('123 Fake Street');
    await expect.poll(() => hint.textContent()).toBe(noMatch);
    expect(await page.getByRole('option').count()).toBe(0);
    expect(await box.getAttribute('aria-describedby')).toContain('root_originAddress__hint');
    // A city alone is no home: nothing to choose.
    await box.fill('Berkeley, CA');
    await expect.poll(() => hint.textContent()).toBe(noMatch);
    expect(await page.getByRole('option').count()).toBe(0);
    // A street and a city without a ZIP: the street in the city's ZIPs, narrowed by the ZIP's first digits.
    const berkeley = (zips: string[]) => zips.map((zip) => `2150 Shattuck AveBerkeley, CA ${zip}`);
    await box.fill('2150 Shattuck Ave Berkeley');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(berkeley(['94701', '94702', '94703', '94704', '94705']));
    await box.fill('2150 Shattuck Ave Berkeley 9471');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(berkeley(['94710', '94712']));
    expect(await hint.textContent()).toBe('Choose your address from the list to continue.');
    await enterAddress(
      page,
      HEADINGS.originAddress,
      '2150 Shattuck Ave Berkeley 94704',
      '2150 Shattuck Ave, Berkeley, CA 94704',
      'Single family house',
    );

    // '2.5' square feet: one message, the most basic one.
    await onStep(page, HEADINGS.originPropertyDetails);
    await page.getByLabel('Square footage', { exact: true }).fill('2.5');
    await next(page);
    await expect.poll(() => messagesOf(page, 'Square footage')).toEqual(['Square footage must be a whole number']);
    await fillPropertyDetails(page, HEADINGS.originPropertyDetails, {
      floors: '2',
      squareFootage: '1500',
      distance: '0-50 yards',
      elevator: 'No',
    });

    await enterAddress(page, HEADINGS.destinationAddress, '100 Main St, 95014', '100 Main St, Cupertino, CA 95014', 'Single family house');
    await fillPropertyDetails(page, 'Tell us about your new home', DESTINATION_DETAILS);

    // Zero rooms on both pages: the other areas page refuses, and says where to add one.
    await onStep(page, HEADINGS.livingAreas);
    await next(page);
    await page.waitForURL('**/book/move-contents/other');
    await onStep(page, HEADINGS.livingAreas);
    await next(page);
    await page.getByText(ROOMS_MESSAGE).waitFor();
    expect(page.url()).toMatch(/\/book\/move-contents\/other$/);
    expect(await messagesOf(page, 'Garage spaces')).toEqual([ROOMS_MESSAGE]);
    // An attic, not a garage space (the field carrying the message): the message goes as soon as the check passes.
    await page.getByRole('button', { name: 'Add one attic' }).click();
    await expect.poll(() => page.getByText(ROOMS_MESSAGE).count()).toBe(0);
    expect(await messagesOf(page, 'Garage spaces')).toEqual([]);
    await next(page);
    await page.waitForURL('**/book/specialty-items/appliances');

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
