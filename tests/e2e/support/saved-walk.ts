/**
 * The walk's answers saved in one request, for tests about a late step (the summary, checkout and what follows)
 * rather than about the walk: the page loads the landing page for its cookie and CSRF token, saves what
 * walkToSummary would have entered (testkit/walk-funnel.ts) through the API the funnel itself calls, and opens the
 * summary. Clicking through every step is what the keyboard, accessibility, pay-later and navigation walks test;
 * repeating it before each late-step test only cost the suite minutes. Anything a step asks that the walk does
 * not name is answered from the step files (testkit/complete-booking.ts), so a new step breaks nothing here.
 */
import type { Page } from 'playwright-core';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { completeBooking } from '../../../testkit/complete-booking';
import { address } from '../../../testkit/test-bookings';
import { ADDRESSES, HEADINGS, NOTES, appHydrated, futureDate, next, onStep, PERSON } from '../../../testkit/funnel-steps';
import { seedBooking } from './seed-booking';
import type { Walk } from '../../../testkit/walk-funnel';

/** What walkThroughOrigin enters on each step, as the booking stores it (ORIGIN_DETAILS). */
function answersThroughOrigin(walk: Walk): Record<string, unknown> {
  return {
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: PERSON.email,
    // As the phone field's mask stores what the walk types: '(415) 555-0199'.
    phone: PERSON.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3'),
    contactPreference: ['email'],
    ...(walk.slug === 'bayside-movers' ? { serviceType: walk.service === 'Labor only' ? 'labor_only' : 'full_service' } : {}),
    moveDate: futureDate().iso,
    timeOfDay: 'morning',
    ...address('origin', walk.origin.suggestion),
    originPropertyType: 'apartment',
    originUnitNumber: '4B',
    originFloors: 2,
    originSquareFootage: 1500,
    originDistanceToTruck: 50,
    originElevator: false,
  };
}

/** What walkToSummary enters on each step, as the booking stores it (ORIGIN_DETAILS, DESTINATION_DETAILS and the walk's WALK_ANSWERS). */
function walkedAnswers(walk: Walk): Record<string, unknown> {
  const laborOnly = walk.service === 'Labor only';
  return {
    ...answersThroughOrigin(walk),
    ...(laborOnly
      ? {}
      : {
          ...address('destination', (walk.destination ?? ADDRESSES.cupertino).suggestion),
          destinationPropertyType: 'single_family_house',
          destinationFloors: 1,
          destinationDistanceToTruck: 100,
          destinationElevator: true,
        }),
    bedrooms: 2,
    uprightPianos: 1,
    notes: NOTES,
  };
}

export interface SavedWalk {
  /** The booking as the server stored it. */
  booking: Record<string, unknown>;
  /** The partner as the page's props give it to the flow (core/flow/funnel-session.ts). */
  partner: Record<string, unknown>;
}

/** Saves the walk's booking for this page's visitor; `fields` change or add answers. */
export async function saveWalk(page: Page, walk: Walk, fields: Record<string, unknown> = {}): Promise<SavedWalk> {
  await page.goto(`/partners/${walk.slug}/book${walk.query ?? ''}`);
  await onStep(page, HEADINGS.landing);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  // The host page's start-up props (server/host-page): the new visitor's empty booking and the public partner.
  const props = JSON.parse((await page.locator('#react-app-props').textContent()) ?? '{}') as {
    booking: Record<string, unknown>;
    partner: Record<string, unknown>;
  };
  const base = { ...props.booking, ...walkedAnswers(walk), ...fields };
  const booking = completeBooking(funnelDefinition, base, { partner: props.partner, today: new Date() });
  const saved = await page.request.put('/api/v1/booking', {
    headers: { 'x-csrf-token': csrf, 'x-partner-slug': walk.slug },
    data: { booking },
  });
  if (saved.status() !== 200) throw new Error(`Saving the walk's booking answered ${saved.status()}: ${await saved.text()}`);
  // The save answers the stored booking (server/routes/booking-routes.ts).
  return { booking: (await saved.json()) as Record<string, unknown>, partner: props.partner };
}

/**
 * Each step of the flow before `stepId`, loaded afresh and its app started, for the walk's saved booking: what the
 * pages load, without walking them (tests/e2e/pay-now.test.ts: no card SDK before checkout).
 */
export async function openEveryStepBefore(page: Page, walk: Walk, stepId: string): Promise<void> {
  await saveWalk(page, walk);
  const { flow, steps } = funnelDefinition;
  for (const id of flow.steps.slice(0, flow.steps.indexOf(stepId))) {
    await page.goto(`/partners/${walk.slug}${steps[id]!.path}`);
    await appHydrated(page);
    await page.waitForLoadState('networkidle');
  }
}

/**
 * The destination address step of a full-service walk, as walkThroughOrigin leaves the page: its answers saved, none
 * made up for later steps, for a test about what the destination's submit does.
 */
export async function openDestinationAddress(page: Page, walk: Walk): Promise<void> {
  await seedBooking(page, walk.slug, answersThroughOrigin(walk));
  await page.goto(`/partners/${walk.slug}/book/destination/address`);
  await onStep(page, HEADINGS.destinationAddress);
}

/**
 * The summary of a saved walk, as walkToSummary leaves the page: its app started (the page starts it on the first
 * input) and hydrated, as for a customer who has read it.
 */
export async function openSummary(page: Page, walk: Walk, fields: Record<string, unknown> = {}): Promise<SavedWalk> {
  const saved = await saveWalk(page, walk, fields);
  await page.goto(`/partners/${walk.slug}/book/summary`);
  await onStep(page, HEADINGS.summary);
  await appHydrated(page);
  return saved;
}

/** Checkout reached as a customer reaches it from the summary: its Next holds the time slot. */
export async function openCheckout(page: Page, walk: Walk, fields: Record<string, unknown> = {}): Promise<SavedWalk> {
  const saved = await openSummary(page, walk, fields);
  await next(page);
  await onStep(page, HEADINGS.checkout);
  return saved;
}
