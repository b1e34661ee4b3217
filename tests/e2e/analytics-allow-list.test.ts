/**
 * docs/FUNNEL.md#saving-and-conversions, analytics: a whole walk's dataLayer, recorded across every page load, carries
 * only the allow-listed fields (step, service type, choices, counts, date, price, reference, marketing parameters):
 * no address, unit, note, name, email, phone or other typed text; 'Booking Saved' is pushed once per step saved, with that step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, VIEWPORTS } from './support/browser';
import { ADDRESSES, next, NOTES, ORIGIN_DETAILS, payLater, PERSON } from '../../testkit/funnel-steps';
import { walkToSummary } from '../../testkit/walk-funnel';
import { holdCountdown, runCountdown } from './support/processing-countdown';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The keys each event may carry; formData's own keys are checked against the allow-list below. */
const EVENT_KEYS: Record<string, string[]> = {
  'Form Submitted': ['event', 'formName', 'partner', 'formData', 'eventVersion'],
  'Booking Saved': ['event', 'stepId', 'bookingReference', 'partner', 'eventVersion'],
  'Booking Converted': ['event', 'conversionType', 'partner', 'eventVersion'],
};
/** Every answer of the walk a partner's tags could read as a choice, count or date. */
const FORM_DATA_KEYS =
  /^(serviceType|conversionType|termsAccepted|smsOptIn|moveDate|timeOfDay|contactPreference|[a-z]+PropertyType|[a-z]+Floors|[a-z]+DistanceToTruck|[a-z]+SquareFootage|[a-z]+Elevator|[a-zA-Z]+s|utm_[a-z]+)$/;
/** What the customer typed: none of it may reach the dataLayer. */
const TYPED = [
  PERSON.firstName,
  PERSON.lastName,
  PERSON.email,
  '555-0199',
  ADDRESSES.sanFrancisco.suggestion,
  ADDRESSES.cupertino.suggestion,
  'Market St',
  NOTES,
  ORIGIN_DETAILS.unit!,
];

interface PushedEvent {
  event: string;
  [key: string]: unknown;
}

describe.each(VIEWPORTS.filter((viewport) => viewport.name === 'phone'))('analytics of a walk at $name size', (viewport) => {
  it('every dataLayer event carries only allow-listed fields, and each saved step is announced once', async () => {
    const { context, page, errors } = await newVisitor(browser, viewport);
    const pushed: PushedEvent[] = [];
    await page.exposeFunction('recordPushed', (json: string) => pushed.push(JSON.parse(json) as PushedEvent));
    // Each page's dataLayer, as a tag manager would read it: every push recorded, across full page loads.
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      layer.push = (...items: unknown[]) => {
        for (const item of items) void (window as unknown as { recordPushed(json: string): void }).recordPushed(JSON.stringify(item));
        return Array.prototype.push.apply(layer, items);
      };
      Object.defineProperty(window, 'dataLayer', { value: layer, writable: false });
    });
    await walkToSummary(page, {
      slug: 'bayside-movers',
      wide: false,
      service: 'Full service',
      origin: ADDRESSES.sanFrancisco,
      destination: ADDRESSES.cupertino,
      query: '?utm_source=newsletter',
    });
    await holdCountdown(page);
    await next(page);
    await payLater(page);
    await runCountdown(page);
    await page.waitForURL('**/book/complete?status=pay_later', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Your details are saved!' }).waitFor();

    const events = pushed.filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry);
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) {
      expect(Object.keys(event).sort(), event.event).toEqual([...(EVENT_KEYS[event.event] ?? ['unknown event'])].sort());
      expect(event.partner).toEqual({ slug: 'bayside-movers', name: 'Bayside Movers' });
      if (event.event === 'Form Submitted') {
        for (const key of Object.keys(event.formData as object)) expect(key, `${String(event.formName)}.${key}`).toMatch(FORM_DATA_KEYS);
      }
    }
    const text = JSON.stringify(events);
    for (const typed of TYPED) expect(text, typed).not.toContain(typed);
    // No such field under any name ('originAddress' as a step's formName is a step, not a field).
    expect(text).not.toMatch(/"\w*(Address|UnitNumber|Street|Lat|Lng|PlaceId)":|"(notes|firstName|lastName|email|phone)":/);

    // One 'Booking Saved' per step submitted (each step saves; checkout's conversion saves first), with its own step.
    const submitted = events.filter((e) => e.event === 'Form Submitted').map((e) => e.formName);
    const saved = events.filter((e) => e.event === 'Booking Saved').map((e) => e.stepId);
    expect(saved).toEqual(submitted);
    expect(events.filter((e) => e.event === 'Booking Converted').map((e) => e.conversionType)).toEqual(['pay_later']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
