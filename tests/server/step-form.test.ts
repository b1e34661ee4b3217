import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../../core/posted-form-names';
import type { AppDatabase } from '../../server/db/app-database';
import { COMPLETE_BOOKING, moveDateIn } from './helpers/test-bookings';
import { readProps, startBooking, useTestApp, visit, type Visitor } from './helpers/test-app';
import { formFields } from './helpers/form-fields';
import { testDatabases } from './helpers/test-databases';

/** A step's form as the browser sends it without the app: RJSF's field names, the token, the honeypot. */
function stepForm(visitor: Visitor, fields: Record<string, string | string[]>): string {
  const form = new URLSearchParams({ [FORM_TOKEN_FIELD]: visitor.csrf, [HONEYPOT_FIELD]: '' });
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(`root_${name}`, one);
  return form.toString();
}

/**
 * A step's answers as its form posts them: the step file's fields as COMPLETE_BOOKING answers them (built from the
 * step files), then the answers a test is about. A required field the step gains later is posted too.
 */
function stepAnswers(stepId: string, answers: Record<string, string | string[]>): Record<string, string | string[]> {
  const fields = Object.keys(funnelDefinition.steps[stepId]!.fields);
  return { ...formFields(Object.fromEntries(fields.map((field) => [field, COMPLETE_BOOKING[field]]))), ...answers };
}

/** The booking up to the summary, without the checkout's terms: what a customer has when they reach the summary. */
const { termsAccepted: _terms, termsAcceptedAt: _at, ...UP_TO_SUMMARY } = COMPLETE_BOOKING;

describe.each(testDatabases)("every step's form sent without the app, on $name", ({ open }) => {
  let app: FastifyInstance;
  useTestApp(open, (opened: { app: FastifyInstance; database: AppDatabase }) => ({ app } = opened));

  const post = (visitor: Visitor, path: string, payload: string) =>
    app.inject({
      method: 'POST',
      url: `/partners/${visitor.slug}/book/${path}`,
      headers: { cookie: visitor.cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload,
    });
  const stored = async (visitor: Visitor) => (await visit(app, visitor.slug, visitor.cookie)).props.booking;

  it('saves a step through the desk and goes on as Next would: services, then the move date (checkout=true back to the summary)', async () => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, { firstName: 'Dana' });
    const services = await post(visitor, 'services', stepForm(visitor, stepAnswers('services', { serviceType: 'labor_only' })));
    expect([services.statusCode, services.headers.location]).toEqual([303, '/partners/bayside-movers/book/move-date']);
    expect(await stored(visitor)).toMatchObject({ serviceType: 'labor_only', revision: 2 });

    const date = moveDateIn(30);
    const moveDate = await app.inject({
      method: 'POST',
      url: '/partners/bayside-movers/book/move-date?checkout=true',
      headers: { cookie: visitor.cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: stepForm(visitor, stepAnswers('moveDate', { moveDate: date, timeOfDay: 'afternoon' })),
    });
    // The summary is where checkout=true leads, and its redirect then sends an unfinished booking on to its first gap.
    expect([moveDate.statusCode, moveDate.headers.location]).toEqual([303, '/partners/bayside-movers/book/summary']);
    expect(await stored(visitor)).toMatchObject({ moveDate: date, timeOfDay: 'afternoon' });
  });

  it('places an address typed as one line, with its parts; a line it cannot place comes back (422) with the answers, unplaced', async () => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, { firstName: 'Dana', serviceType: 'full_service' });
    const unplaced = await post(
      visitor,
      'origin/address',
      stepForm(visitor, { originAddress: 'somewhere nice', originPropertyType: 'apartment' }),
    );
    expect(unplaced.statusCode).toBe(422);
    const props = readProps(unplaced.body) as ReturnType<typeof readProps> & { refusedSubmit?: unknown };
    expect(props.refusedSubmit).toEqual({
      stepId: 'originAddress',
      answers: { originAddress: 'somewhere nice', originPropertyType: 'apartment' },
    });
    expect(await stored(visitor)).toMatchObject({ originAddress: 'somewhere nice', originState: null });

    const line = '100 Market St, San Francisco, CA 94105';
    const placed = await post(visitor, 'origin/address', stepForm(visitor, { originAddress: line, originPropertyType: 'apartment' }));
    expect([placed.statusCode, placed.headers.location]).toEqual([303, '/partners/bayside-movers/book/origin/property-details']);
    expect(await stored(visitor)).toMatchObject({
      originAddress: line,
      originStreet: '100 Market St',
      originCity: 'San Francisco',
      originState: 'CA',
      originPostalCode: '94105',
      originLat: expect.any(Number),
    });
  });

  it('takes counts from number fields and refuses a step whose answers the flow refuses, storing nothing', async () => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, UP_TO_SUMMARY);
    const refused = await post(visitor, 'origin/property-details', stepForm(visitor, { originFloors: '2', originDistanceToTruck: '50' }));
    expect(refused.statusCode).toBe(422);
    // The page again, carrying the refused answers for the renderer to show with their messages (the browser test
    // tests/e2e/without-javascript.test.ts reads them on screen; this server test may run on the stand-in renderer).
    expect(readProps(refused.body)).toMatchObject({ refusedSubmit: { stepId: 'originPropertyDetails', answers: { originFloors: 2 } } });
    expect((await stored(visitor)).revision).toBe(1);

    const counted = await post(
      visitor,
      'move-contents/living-areas',
      stepForm(visitor, stepAnswers('moveContentsLivingAreas', { bedrooms: '3', bathrooms: '2' })),
    );
    expect(counted.statusCode).toBe(303);
    expect(await stored(visitor)).toMatchObject({ bedrooms: 3, bathrooms: 2, revision: 2 });
  });

  it('holds the slot from the summary, refuses pay now with pay later and the phone, and converts pay later on its terms', async () => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, UP_TO_SUMMARY);
    const summary = await post(visitor, 'summary', stepForm(visitor, {}));
    expect([summary.statusCode, summary.headers.location]).toEqual([303, '/partners/bayside-movers/book/checkout']);
    expect((await stored(visitor)).hold).toMatchObject({ expiresAt: expect.any(String) });

    const payNow = await post(visitor, 'checkout', stepForm(visitor, { conversionType: 'pay_now', termsAccepted: 'on' }));
    expect(payNow.statusCode).toBe(422);
    const refusal = (readProps(payNow.body) as { refusedSubmit?: { messages?: string[] } }).refusedSubmit;
    expect(refusal?.messages).toEqual([
      'Paying by card needs JavaScript, which did not run on this page. Choose Pay later to save your details now, or call us at (415) 555-0123.',
    ]);

    const noTerms = await post(visitor, 'checkout', stepForm(visitor, { conversionType: 'pay_later' }));
    expect(noTerms.statusCode).toBe(422);
    expect((readProps(noTerms.body) as { refusedSubmit?: { messages?: string[] } }).refusedSubmit?.messages).toEqual([
      'Accept the terms to continue.',
    ]);
    expect((await stored(visitor)).conversionType).toBeUndefined();

    const payLater = await post(visitor, 'checkout', stepForm(visitor, { conversionType: 'pay_later', termsAccepted: 'on' }));
    expect([payLater.statusCode, payLater.headers.location]).toEqual([303, '/partners/bayside-movers/book/processing?status=pay_later']);
    expect(await stored(visitor)).toMatchObject({ conversionType: 'pay_later', termsAccepted: true });
  });

  it('takes no form at the steps that post nothing (processing, complete)', async () => {
    const visitor = await startBooking(app, 'bayside-movers');
    expect((await post(visitor, 'processing', stepForm(visitor, {}))).statusCode).toBe(404);
    expect((await post(visitor, 'complete', stepForm(visitor, {}))).statusCode).toBe(404);
  });
});
