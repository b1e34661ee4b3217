import type { Frame, Locator, Page } from 'playwright-core';
import { startAppIfWaiting } from './start-on-arrival';

/** Where a step is walked: a page, or the frame of a partner site that embeds the funnel (tests/e2e/embed.test.ts). */
export type Scope = Page | Frame;

/** Texts the walks wait for: every step's heading (schemas/steps/*.json). */
export const HEADINGS = {
  landing: 'Get your free moving quote in 5 minutes',
  services: 'What kind of moving service are you looking for?',
  moveDate: 'When would you like to move?',
  originAddress: 'Where are you moving from?',
  originPropertyDetails: 'Tell us about your current home',
  destinationAddress: 'Where are you moving to?',
  livingAreas: 'Which rooms can we move for you?',
  summary: 'Book your move',
  checkout: 'How would you like to reserve your move?',
} as const;

export const PERSON = { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '4155550199' };

/** Wait for a step by its heading (level 1). */
export async function onStep(page: Scope, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The footer's submit button ('Next' unless the step names it). */
export async function next(page: Scope, label: string | RegExp = 'Next'): Promise<void> {
  await page.getByRole('button', { name: label, exact: typeof label === 'string' }).click();
}

export async function back(page: Scope): Promise<void> {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
}

/** Choose a radio card the way a customer does: by clicking its visible label. */
export async function pick(
  scope: Scope | Locator,
  name: string | RegExp,
  root: Scope = 'goto' in scope ? scope : scope.page(),
): Promise<void> {
  // The inner locator is matched inside each label, so it is built from the page (or the frame: `root`), not the scope.
  const radio = root.getByRole('radio', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });
  await scope.locator('label', { has: radio }).click();
}

/**
 * Resolves once the app has hydrated the server's page (renderer/mount/mark-hydrated.tsx); a page still waiting for the
 * customer's first input gets one (start-on-arrival.ts).
 */
export async function appHydrated(page: Scope): Promise<void> {
  if ('keyboard' in page) await startAppIfWaiting(page);
  await page.locator('#react-app[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * The customer's first input on a page whose app starts on it (the landing page: docs/PERFORMANCE.md, "Starting on
 * intent"): a Shift press, which changes nothing on the page; resolves once the app has hydrated.
 */
export async function startApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await appHydrated(page);
}

/**
 * The landing form filled and sent as a customer does. The app starts on the first field and the walk waits for it,
 * so the submit is the app's (a submit before it is the browser's own: tests/e2e/landing-on-intent.test.ts).
 */
export async function fillLanding(page: Scope, person = PERSON): Promise<void> {
  await onStep(page, HEADINGS.landing);
  await page.getByLabel('First name').fill(person.firstName);
  await appHydrated(page);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Phone number').pressSequentially(person.phone);
  await page.getByRole('checkbox', { name: 'Email' }).check();
  await next(page, 'Get your Quote');
}

export async function chooseService(page: Scope, service: 'Full service' | 'Labor only'): Promise<void> {
  await onStep(page, HEADINGS.services);
  await pick(page, service);
  await next(page);
}

/** Closed days of the demo partners (partners/*.json `capacity.blackouts`): a walk never picks one. */
const CLOSED = new Set(['2026-11-26', '2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01', '2027-05-31', '2027-07-05']);
/**
 * Walks spread over many days: each summary submit holds a crew for 15 minutes (docs/FUNNEL.md, "Holding the
 * time slot"), and the shared server's partners have 2 or 3 crews a morning, so the walks of one run must not
 * all book the same morning. Each process starts at a random one of the OFFSETS days from five weeks ahead, and every
 * call takes the next one, going round (the wider the range, the rarer two files' walks meet on one morning).
 */
const FIRST_OFFSET = 35;
const OFFSETS = 240;
let nextCandidate = Math.floor(Math.random() * OFFSETS);
let lastChosen: string | undefined;

/** A Tuesday to Thursday five weeks ahead or later that both demo partners keep open, a new one on each call. */
export function futureDate(): { iso: string; day: number } {
  for (;;) {
    const date = new Date();
    date.setDate(date.getDate() + FIRST_OFFSET + (nextCandidate++ % OFFSETS));
    const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    if ([2, 3, 4].includes(date.getDay()) && !CLOSED.has(iso)) return { iso, day: date.getDate() };
  }
}

/** The day the last chooseMoveDate picked. */
export function chosenMoveDate(): string {
  if (!lastChosen) throw new Error('No move date was chosen yet');
  return lastChosen;
}

/** Click a day of a calendar (the page's, or the phone drawer's), paging forward to its month as a customer would. */
export async function clickDay(scope: Scope | Locator, iso: string): Promise<void> {
  const target = new Date(`${iso}T12:00:00`);
  const monthName = target.toLocaleString('en-US', { month: 'long' });
  for (let i = 0; i < 12; i++) {
    if (await scope.getByText(`${monthName} ${target.getFullYear()}`).isVisible()) break;
    await scope.getByRole('button', { name: /next month/i }).click();
  }
  await scope
    .getByRole('button', {
      // The name starts with what the day shows: its number, and its price difference when it has one ('29 +15%').
      name: new RegExp(
        `^${target.getDate()}(?: [+-][$\\d,%]+)?, \\w+, ${monthName} ${target.getDate()}(st|nd|rd|th)?, ${target.getFullYear()}`,
      ),
    })
    .click();
}

/** Move date and time of day, with the desktop calendar or the phone drawer's month. */
export async function chooseMoveDate(page: Scope, wide: boolean): Promise<string> {
  await onStep(page, HEADINGS.moveDate);
  const { iso } = futureDate();
  lastChosen = iso;
  if (wide) {
    await clickDay(page, iso);
  } else {
    await page.getByRole('button', { name: /Move date/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Move date' });
    await clickDay(drawer, iso);
    await drawer.getByRole('button', { name: 'Done' }).click();
    await drawer.waitFor({ state: 'hidden' });
  }
  await pick(page, 'Morning');
  await next(page);
  return iso;
}

/** Type an address, pick the suggestion, pick the property type. */
export async function enterAddress(
  page: Scope,
  heading: string,
  typed: string,
  suggestion: string,
  propertyType = 'Apartment',
): Promise<void> {
  await onStep(page, heading);
  const box = page.getByRole('combobox', { name: 'Address' });
  await box.fill(typed);
  // An option shows the street, then the city line: '100 Market St' / 'San Francisco, CA 94105'.
  const [street, ...rest] = suggestion.split(', ');
  await page
    .getByRole('option')
    .filter({ hasText: street! })
    .filter({ hasText: rest.join(', ') })
    .click();
  await pick(page, propertyType);
  // The address resolves asynchronously; the field shows the resolved one-line address.
  await page.waitForFunction(
    (expected) => (document.querySelector('[role="combobox"]') as HTMLInputElement | null)?.value === expected,
    suggestion,
  );
  await next(page);
}

export interface PropertyDetails {
  unit?: string;
  floors: string;
  squareFootage?: string;
  distance: string;
  elevator: 'Yes' | 'No';
}

export async function fillPropertyDetails(page: Scope, heading: string | RegExp, details: PropertyDetails): Promise<void> {
  await onStep(page, heading);
  if (details.unit !== undefined) await page.getByLabel('Unit / apartment number', { exact: true }).fill(details.unit);
  await page.getByLabel('Number of floors', { exact: true }).selectOption({ label: details.floors });
  if (details.squareFootage !== undefined) await page.getByLabel('Square footage', { exact: true }).fill(details.squareFootage);
  await page.getByLabel('Distance to truck', { exact: true }).selectOption({ label: details.distance });
  await pick(page.getByRole('radiogroup', { name: /elevator/ }), details.elevator, page);
  await next(page);
}

/** Addresses the offline provider knows (ZIP centroids): bayside serves CA within 100 miles, summit CO within 150. */
export const ADDRESSES = {
  sanFrancisco: { typed: '100 Market St, San Francisco, CA 94105', suggestion: '100 Market St, San Francisco, CA 94105' },
  cupertino: { typed: '100 Main St, 95014', suggestion: '100 Main St, Cupertino, CA 95014' },
  losAngeles: { typed: '1 Main St, Los Angeles, CA 90001', suggestion: '1 Main St, Los Angeles, CA 90001' },
  denver: { typed: '200 Broadway, Denver, CO 80203', suggestion: '200 Broadway, Denver, CO 80203' },
  boulder: { typed: '1000 Pearl St, Boulder, CO 80302', suggestion: '1000 Pearl St, Boulder, CO 80302' },
} as const;
export type Address = (typeof ADDRESSES)[keyof typeof ADDRESSES];

export const ORIGIN_DETAILS: PropertyDetails = { unit: '4B', floors: '2', squareFootage: '1500', distance: '0-50 yards', elevator: 'No' };
export const DESTINATION_DETAILS: PropertyDetails = { floors: '1', distance: '50-100 yards', elevator: 'Yes' };
export const NOTES = 'Please call when you are 10 minutes away.';

/**
 * Checkout with pay later: accept the terms, save the details. The app's checkout (hydrated: before it, the page is
 * the server's plain form, whose submit the server judges: tests/e2e/without-javascript.test.ts). On a checkout the
 * browser loaded (a summary sent before its app had started is the browser's post), the checkout's own code may still be
 * on its way once the app has hydrated: its reason beside the disabled submit says it has arrived.
 */
export async function payLater(page: Scope): Promise<void> {
  await onStep(page, HEADINGS.checkout);
  await appHydrated(page);
  await page.getByTestId('next-disabled-reason').waitFor({ state: 'attached' });
  const submit = page.getByRole('button', { name: 'Save my details' });
  if (await submit.isEnabled()) throw new Error('Submit must stay disabled until the terms are accepted');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await submit.click();
}
