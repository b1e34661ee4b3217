import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES, DESTINATION_DETAILS, futureDate, HEADINGS, NOTES, ORIGIN_DETAILS, PERSON } from '../../testkit/funnel-steps';
import { holdCountdown, runCountdown } from './support/processing-countdown';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What has focus, in the words a screen reader would use. */
interface Focused {
  tag: string;
  type: string;
  role: string;
  name: string;
  checked: boolean;
  day: string | null;
  /** Entirely hidden: off the screen, or under the fixed phone bar or the sticky landing row (WCAG 2.4.11). */
  obscured: boolean;
}

function readFocused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', type: '', role: '', name: '', checked: false, day: null, obscured: false };
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ? byIds(el.getAttribute('aria-labelledby')) : null) ??
      (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
      el.textContent ??
      '';
    return {
      tag: el.tagName.toLowerCase(),
      type: (el as HTMLInputElement).type ?? '',
      role: el.getAttribute('role') ?? '',
      name: name.replace(/\s+/g, ' ').trim(),
      checked: (el as HTMLInputElement).checked === true,
      day: el.closest('[data-day]')?.getAttribute('data-day') ?? null,
      obscured: obscured(el),
    };

    /** What is left of the control (or of the label that draws it) between the screen's top and the bars at the bottom. */
    function obscured(control: HTMLElement): boolean {
      // In an open modal dialog (the top layer), nothing of the page covers it.
      if (control.closest('dialog[open], [role="dialog"]')) return false;
      const box = (control.closest('label') ?? control).getBoundingClientRect();
      let bottom = window.innerHeight;
      for (const bar of document.querySelectorAll('[data-testid="phone-bar"], [data-testid="step-footer"]')) {
        const { position } = getComputedStyle(bar);
        if ((position === 'fixed' || position === 'sticky') && !bar.contains(control))
          bottom = Math.min(bottom, bar.getBoundingClientRect().top);
      }
      return box.height > 0 && Math.min(box.bottom, bottom) - Math.max(box.top, 0) <= 0;
    }
  });
}

/**
 * Tab (or Shift+Tab) until the focused element matches; fails after `max` presses, or at a stop the
 * customer cannot see.
 */
async function tabTo(page: Page, matches: (f: Focused) => boolean, what: string, { back = false, max = 80 } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await readFocused(page);
    if (focused.obscured) throw new Error(`Focus is hidden on ${focused.tag} "${focused.name}" on the way to ${what}`);
    if (matches(focused)) return focused;
  }
  throw new Error(`Tab never reached ${what}`);
}

const named = (tag: string, name: string | RegExp) => (f: Focused) =>
  f.tag === tag && (typeof name === 'string' ? f.name === name : name.test(f.name));

/** Focus moved to the new page's heading (WCAG 2.4.3): the active element is the level-1 heading. */
async function expectFocusOnHeading(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 5000 }).toBe('H1');
  const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(text).toMatch(typeof heading === 'string' ? new RegExp(`^${heading.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}$`) : heading);
}

async function typeInto(page: Page, tag: string, name: string | RegExp, text: string): Promise<void> {
  await tabTo(page, named(tag, name), `${tag} ${String(name)}`);
  await page.keyboard.type(text);
}

/** A radio of a group by its label: Tab into the group, then arrow keys to it (arrows also check it). */
async function chooseRadio(page: Page, name: RegExp): Promise<void> {
  let focused = await tabTo(page, (f) => f.type === 'radio', `a radio group holding ${String(name)}`);
  for (let i = 0; i < 8 && !name.test(focused.name); i++) {
    await page.keyboard.press('ArrowDown');
    focused = await readFocused(page);
  }
  expect(focused.name).toMatch(name);
  if (!focused.checked) await page.keyboard.press('Space');
  expect((await readFocused(page)).checked).toBe(true);
}

/** A native select: arrow keys until the chosen option's text is `label`. */
async function chooseOption(page: Page, name: string, label: string): Promise<void> {
  await tabTo(page, named('select', name), `select ${name}`);
  const chosen = () => page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  for (let i = 0; i < 12 && (await chosen()) !== label; i++) await page.keyboard.press('ArrowDown');
  expect(await chosen()).toBe(label);
}

async function pressNext(page: Page, label: string | RegExp = 'Next'): Promise<void> {
  await tabTo(
    page,
    (f) => f.tag === 'button' && f.type === 'submit' && (typeof label === 'string' ? f.name === label : label.test(f.name)),
    `the ${String(label)} button`,
  );
  await page.keyboard.press('Enter');
}

/** The desktop calendar: Tab into the month grid, arrows to the day, Enter to pick it. */
async function pickDay(page: Page, iso: string): Promise<void> {
  let focused = await tabTo(page, (f) => f.day !== null && f.tag === 'button', 'a day of the calendar');
  for (let i = 0; i < 80 && focused.day !== iso; i++) {
    const days = Math.round((Date.parse(iso) - Date.parse(focused.day!)) / 86_400_000);
    await page.keyboard.press(Math.abs(days) >= 7 ? (days > 0 ? 'ArrowDown' : 'ArrowUp') : days > 0 ? 'ArrowRight' : 'ArrowLeft');
    focused = await readFocused(page);
  }
  expect(focused.day).toBe(iso);
  await page.keyboard.press('Enter');
}

async function enterAddress(page: Page, address: { typed: string; suggestion: string }, propertyType: RegExp): Promise<void> {
  await typeInto(page, 'input', 'Address', address.typed);
  // The suggestions list: arrow down to the one that matches, Enter to take it.
  const [street] = address.suggestion.split(', ');
  await page.getByRole('option').filter({ hasText: street! }).first().waitFor();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('ArrowDown');
    const active = await page.evaluate(() => {
      const box = document.activeElement as HTMLElement;
      const id = box.getAttribute('aria-activedescendant');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });
    if (active.includes(street!)) break;
  }
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (expected) => (document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.value === expected,
    address.suggestion,
  );
  await chooseRadio(page, propertyType);
  await pressNext(page);
}

async function propertyDetails(page: Page, details: typeof ORIGIN_DETAILS | typeof DESTINATION_DETAILS): Promise<void> {
  if ('unit' in details && details.unit) await typeInto(page, 'input', 'Unit / apartment number', details.unit);
  await chooseOption(page, 'Number of floors', details.floors);
  if ('squareFootage' in details && details.squareFootage) await typeInto(page, 'input', 'Square footage', details.squareFootage);
  await chooseOption(page, 'Distance to truck', details.distance);
  await chooseRadio(page, new RegExp(`^${details.elevator}`));
  await pressNext(page);
}

/** The phone calendar: Enter on the date button opens the drawer, arrows and Enter choose the day in its month, Done closes it. */
async function chooseDayInDrawer(page: Page, iso: string): Promise<void> {
  await tabTo(page, (f) => f.tag === 'button' && /^Move date/.test(f.name), 'the Move date button');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Move date' }).waitFor();
  // The drawer's month works as the desktop's: Tab into the days, arrows to the day, Enter.
  await pickDay(page, iso);
  await tabTo(page, named('button', 'Done'), 'Done');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Move date' }).waitFor({ state: 'hidden' });
  expect((await readFocused(page)).name).toMatch(/^Move date /);
}

const desktop = VIEWPORTS.find((v) => v.name === 'desktop')!;
const phone = VIEWPORTS.find((v) => v.name === 'phone')!;

/**
 * Desktop walks the full-service path with the inline calendar; the phone walks the shorter labor-only path
 * (no destination) with the calendar drawer and the fixed phone bar, where no Tab stop may hide under the bar.
 */
const WALKS = [
  { viewport: desktop, service: 'Full service' },
  { viewport: phone, service: 'Labor only' },
];

describe('the whole funnel with the keyboard alone (Tab, Shift+Tab, Space, Enter, arrows, typing)', () => {
  it.each(WALKS)(
    'bayside-movers at $viewport.name size, $service, from the landing page to the complete page with pay later; focus lands on each new heading',
    async ({ viewport, service }) => {
      const wide = viewport.width >= 768;
      const { context, page, errors } = await newVisitor(browser, viewport);
      await page.goto('/partners/bayside-movers/book');
      await page.getByRole('heading', { level: 1, name: HEADINGS.landing }).waitFor();

      await typeInto(page, 'input', 'First name', PERSON.firstName);
      await typeInto(page, 'input', 'Last name', PERSON.lastName);
      await typeInto(page, 'input', 'Email address', PERSON.email);
      await typeInto(page, 'input', 'Phone number', PERSON.phone);
      await tabTo(page, (f) => f.type === 'checkbox' && f.name === 'Email', 'the Email checkbox');
      await page.keyboard.press('Space');
      expect((await readFocused(page)).checked).toBe(true);
      // Back up to the first name with Shift+Tab: it still holds what was typed.
      await tabTo(page, named('input', 'First name'), 'First name', { back: true });
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(PERSON.firstName);
      await pressNext(page, 'Get your Quote');

      await expectFocusOnHeading(page, HEADINGS.services);
      await chooseRadio(page, new RegExp(`^${service}`));
      await pressNext(page);

      await expectFocusOnHeading(page, HEADINGS.moveDate);
      const { iso } = futureDate();
      // Next with no day chosen: focus lands on the calendar's day (its Tab stop), not the month buttons; on a phone, on its date button.
      await pressNext(page);
      if (wide) {
        await expect.poll(async () => (await readFocused(page)).day !== null).toBe(true);
        expect((await readFocused(page)).name).toMatch(/^\d{1,2}, /);
        await page.keyboard.press('Shift+Tab'); // back to the month buttons; pickDay Tabs into the days
        // Arrow keys cross into the next month by themselves.
        await pickDay(page, iso);
      } else {
        await expect.poll(async () => (await readFocused(page)).name).toBe('Move date Choose a date');
        await page.keyboard.press('Shift+Tab'); // chooseDayInDrawer Tabs back to the date button
        await chooseDayInDrawer(page, iso);
      }
      await chooseRadio(page, /^Morning/);
      await pressNext(page);

      await expectFocusOnHeading(page, HEADINGS.originAddress);
      await enterAddress(page, ADDRESSES.sanFrancisco, /^Apartment/);
      await expectFocusOnHeading(page, HEADINGS.originPropertyDetails);
      await propertyDetails(page, ORIGIN_DETAILS);

      if (service === 'Full service') {
        await expectFocusOnHeading(page, HEADINGS.destinationAddress);
        await enterAddress(page, ADDRESSES.cupertino, /^Single family house/);
        await expectFocusOnHeading(page, 'Tell us about your new home');
        await propertyDetails(page, DESTINATION_DETAILS);
      }

      await expectFocusOnHeading(page, HEADINGS.livingAreas);
      await tabTo(page, named('button', 'Add one bedroom'), 'Add one bedroom');
      await page.keyboard.press('Enter');
      await pressNext(page);
      for (const path of ['move-contents/other', 'specialty-items/appliances', 'specialty-items/furniture', 'specialty-items/other']) {
        await page.waitForURL(`**/book/${path}`);
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
        await pressNext(page);
      }
      await page.waitForURL('**/book/additional-notes');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await tabTo(page, (f) => f.tag === 'textarea', 'the notes');
      await page.keyboard.type(NOTES);
      await pressNext(page);

      await expectFocusOnHeading(page, HEADINGS.summary);
      await page.getByRole('main').getByText(NOTES).waitFor();
      await holdCountdown(page);
      await pressNext(page);

      await expectFocusOnHeading(page, HEADINGS.checkout);
      await tabTo(page, (f) => f.type === 'checkbox' && /I agree to the Terms of Service/.test(f.name), 'the terms checkbox');
      await page.keyboard.press('Space');
      await pressNext(page, 'Save my details');

      await expectFocusOnHeading(page, 'Your move details are being processed...');
      await runCountdown(page);
      await page.waitForURL('**/book/complete?status=pay_later', { timeout: 10_000 });
      await expectFocusOnHeading(page, 'Your details are saved!');
      await page.getByText(/Booking reference: [0-9A-HJKMNP-TV-Z]{8}/).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
