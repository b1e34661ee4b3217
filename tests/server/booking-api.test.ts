import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../server/db/app-database';
import { findBookingById, findCurrentBooking, listBookingEvents } from '../../server/db/booking-repository';
import { SESSION_COOKIE } from '../../server/sessions/session-cookie';
import { API_BODY_LIMIT } from '../../server/routes/api-routes';
import { bookingIdOf } from './helpers/booking-by-reference';
import { testDatabases } from './helpers/test-databases';
import { api, startBooking, testApp, useTestApp, visit, type Visitor } from './helpers/test-app';
import { address, COMPLETE_BOOKING, COMPLETE_COLORADO_BOOKING, moveDateIn, NEW_YORK } from './helpers/test-bookings';

/** A day inside the bookable window: a save refuses a new date outside it. */
const SOME_DAY = moveDateIn(60);

/** Every /api/v1 mutation with a valid body for a fresh visitor (docs/FUNNEL.md#calls). */
const MUTATIONS: Array<[method: 'PUT' | 'POST', url: string, body: (v: Visitor) => unknown]> = [
  ['PUT', '/api/v1/booking', (v) => ({ booking: v.props.booking })],
  ['PUT', '/api/v1/booking/unserviceable', (v) => ({ booking: v.props.booking, unserviceableReason: 'out_of_state_move' })],
  ['POST', '/api/v1/booking/pay-later', () => undefined],
  ['POST', '/api/v1/booking/setup-intent', () => undefined],
  ['POST', '/api/v1/suggested-location', () => undefined],
];

describe.each(testDatabases)('booking API on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  useTestApp(open, (opened) => ({ app, database } = opened));

  const storedRevision = async (visitor: Visitor) =>
    (await findBookingById(database.db, await bookingIdOf(database.db, visitor.props.booking.reference)))?.revision;
  /** The session's current booking for the visitor's partner (null: none stored, as after a page load alone). */
  const currentBooking = (visitor: Visitor) =>
    findCurrentBooking(
      database.db,
      app.unsignCookie(decodeURIComponent(visitor.cookie.slice(`${SESSION_COOKIE}=`.length))).value!,
      visitor.slug,
    );

  describe('PUT /api/v1/booking', () => {
    it('stores the booking, bumps the revision, sets syncedAt and drops currentStep (kept in the event log)', async () => {
      const visitor = await visit(app, 'bayside-movers');
      // Page loads store nothing: the booking has no reference until this first save creates it.
      expect(visitor.props.booking).toEqual({ revision: 0 });
      const booking = { ...visitor.props.booking, firstName: 'Ann', originElevator: true, moveDate: SOME_DAY, currentStep: 'landing' };
      const before = Date.now();

      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking });

      expect(response.statusCode).toBe(200);
      const saved = response.json();
      expect(saved).toMatchObject({
        reference: expect.any(String),
        revision: 1,
        firstName: 'Ann',
        originElevator: true,
        moveDate: SOME_DAY,
      });
      expect(saved).not.toHaveProperty('currentStep');
      expect(Date.parse(saved.syncedAt)).toBeGreaterThanOrEqual(before - 5000);
      const events = await listBookingEvents(database.db, await bookingIdOf(database.db, saved.reference));
      expect(events.map((e) => [e.kind, e.revision])).toEqual([['save', 1]]);
      // The log keeps the step and what the save changed (the whole stored data on a first save), not the body as sent.
      expect(events[0]?.payload).toEqual({
        currentStep: 'landing',
        changed: expect.objectContaining({ firstName: 'Ann', originElevator: true, moveDate: SOME_DAY }) as unknown,
      });
      // The next page load preloads exactly what the save answered.
      expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toEqual(saved);
    });

    it('refuses a save based on an old revision with 409, the messages and the current booking', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const first = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'New' } });
      expect(first.statusCode).toBe(200);

      const stale = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'Old' } });

      expect(stale.statusCode).toBe(409);
      expect(stale.json().messages).toEqual([expect.stringContaining('changed in another window')]);
      expect(stale.json().booking).toEqual(first.json());
      const id = await bookingIdOf(database.db, first.json().reference);
      expect((await findBookingById(database.db, id))?.data.firstName).toBe('New');
      expect(await listBookingEvents(database.db, id)).toHaveLength(1);
    });

    it("refuses a copy of a booking that is not this visit's current one (its reference) with 409 and the current booking", async () => {
      const visitor = await startBooking(app, 'bayside-movers');
      const other = await startBooking(app, 'bayside-movers');
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...other.props.booking } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ messages: [expect.any(String)], booking: visitor.props.booking });
      expect(await storedRevision(other)).toBe(1);
    });

    it('keeps each partner booking of one session apart (x-partner-slug)', async () => {
      const bayside = await startBooking(app, 'bayside-movers');
      const summit = await startBooking(app, 'summit-moving', bayside.cookie);
      expect(summit.props.booking.reference).not.toBe(bayside.props.booking.reference);
      const response = await api(app, { ...bayside, slug: 'summit-moving' }, 'PUT', '/api/v1/booking', { booking: bayside.props.booking });
      expect(response.statusCode).toBe(409);
      expect(response.json().booking.reference).toBe(summit.props.booking.reference);
    });

    it('answers 422 naming an unknown field, and stores nothing', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', {
        booking: { ...visitor.props.booking, favouriteColour: 'blue' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ messages: ['favouriteColour: is not a known field'] });
      expect(await currentBooking(visitor)).toBeNull();
    });

    it.each([
      // Texts the browser shows (schemas/steps/*.json, docs/FUNNEL.md#validation), limits 250-50000 (docs/DECISIONS.md).
      ['originSquareFootage', 100, 'Square footage must be greater than 250'],
      ['originSquareFootage', 60000, 'Square footage must be less than 50,000'],
      ['originSquareFootage', '2500', 'Square footage must be a whole number'],
      ['phone', '5551234', 'Please provide a valid phone number'],
      ['email', 'not-an-email', 'Please provide your email address'],
      // No step text for these: a readable 'field: problem' line.
      ['bedrooms', '2', 'bedrooms: must be integer,null'],
      ['originElevator', 'yes', 'originElevator: must be boolean,null'],
      ['serviceType', 'moving', 'serviceType: must be equal to one of the allowed values'],
      ['moveDate', '2030-13-45', 'Please provide your move date'],
      [
        'pricingSections',
        [{ type: 'tips', title: 'Labor', line_items: [] }],
        'pricingSections[0].type: must be equal to one of the allowed values',
      ],
    ])('answers 422 when %s is %j: %s', async (field, value, message) => {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, [field]: value } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ messages: [message] });
      expect(await currentBooking(visitor)).toBeNull();
    });

    it('lists every problem at once (allErrors)', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', {
        booking: { ...visitor.props.booking, phone: 'x', bedrooms: -1, extra: true },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().messages).toEqual(
        expect.arrayContaining(['Please provide a valid phone number', 'bedrooms: must be >= 0', 'extra: is not a known field']),
      );
    });

    it.each([
      ['no booking', {}, 'booking: is required'],
      ['no revision', 'withoutRevision', 'revision: is required'],
      ['an extra top-level key', 'withExtra', 'surprise: is not a known field'],
      ['an array', [], 'body: must be object'],
    ])('answers 422 to a body with %s', async (_case, body, message) => {
      const visitor = await visit(app, 'bayside-movers');
      const { revision: _revision, ...withoutRevision } = visitor.props.booking;
      const payload =
        body === 'withoutRevision'
          ? { booking: withoutRevision }
          : body === 'withExtra'
            ? { booking: visitor.props.booking, surprise: 1 }
            : body;
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().messages).toContain(message);
    });

    it('answers 400 with messages to malformed JSON and to prototype-poisoning keys', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const malformed = await api(app, visitor, 'PUT', '/api/v1/booking', '{"booking": ');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ messages: ['The request body is not valid JSON.'] });
      const poisoned = await api(app, visitor, 'PUT', '/api/v1/booking', '{"booking": {"__proto__": {"admin": true}}}');
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json().messages).toHaveLength(1);
    });

    it('answers 413 with messages to a body over the limit', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const notes = 'x'.repeat(API_BODY_LIMIT);
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, notes } });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ messages: ['The request is too large.'] });
    });
  });

  describe('PUT /api/v1/booking/unserviceable', () => {
    it('saves the booking and records the unserviceable conversion with its reason', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const booking = {
        ...visitor.props.booking,
        ...COMPLETE_BOOKING,
        serviceType: 'labor_only',
        ...address('origin', NEW_YORK, { State: 'CA' }),
      };
      const response = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', {
        booking,
        unserviceableReason: 'out_of_state_move',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        reference: expect.any(String),
        revision: 2,
        serviceType: 'labor_only',
        originState: 'NY',
        conversionType: 'unserviceable',
        unserviceableReason: 'out_of_state_move',
      });
      const events = await listBookingEvents(database.db, await bookingIdOf(database.db, response.json().reference));
      // The first save stores the booking, then converts it in the conversion transaction.
      expect(events.map((e) => [e.kind, e.revision])).toEqual([
        ['save', 1],
        ['convert', 2],
      ]);
      expect(events[1]?.payload).toMatchObject({ conversionType: 'unserviceable', unserviceableReason: 'out_of_state_move' });
    });

    it('takes the reason from the booking when it is not beside it', async () => {
      const visitor = await visit(app, 'summit-moving');
      const booking = {
        ...visitor.props.booking,
        ...COMPLETE_COLORADO_BOOKING,
        serviceType: 'labor_only',
        unserviceableReason: 'labor_only_move',
      };
      const response = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', { booking });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ conversionType: 'unserviceable', unserviceableReason: 'labor_only_move' });
    });

    it.each([
      [undefined, 'unserviceableReason: is required'],
      ['too_far', 'unserviceableReason: must be equal to one of the allowed values'],
    ])('answers 422 when the reason is %j', async (reason, message) => {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', {
        booking: visitor.props.booking,
        unserviceableReason: reason,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ messages: [message] });
      expect(await currentBooking(visitor)).toBeNull();
    });

    it('refuses a stale revision with 409 like a save', async () => {
      const visitor = await visit(app, 'bayside-movers');
      await api(app, visitor, 'PUT', '/api/v1/booking', { booking: visitor.props.booking });
      const response = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', {
        booking: visitor.props.booking,
        unserviceableReason: 'long_distance_move',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().booking).toMatchObject({ revision: 1 });
      expect(response.json().booking).not.toHaveProperty('conversionType');
    });
  });

  describe('POST /api/v1/booking/pay-later', () => {
    it('converts the stored booking to pay_later without a body', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const { reference } = (
        await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...COMPLETE_BOOKING, firstName: 'Bo' } })
      ).json();
      const id = await bookingIdOf(database.db, reference);
      const response = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ reference, revision: 2, firstName: 'Bo', conversionType: 'pay_later' });
      const events = await listBookingEvents(database.db, id);
      expect(events.map((e) => [e.kind, e.revision])).toEqual([
        ['save', 1],
        ['convert', 2],
      ]);
      expect((await findBookingById(database.db, id))?.conversionType).toBe('pay_later');
    });

    it("answers the flow's 422 for the landing step before the first save, and stores nothing", async () => {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        step: 'landing',
        path: '/book',
        messages: expect.arrayContaining(['Please provide your first name']),
      });
      expect(await currentBooking(visitor)).toBeNull();
    });

    it('also accepts the call without a Content-Type header', async () => {
      const visitor = await startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING);
      const response = await api(app, visitor, 'POST', '/api/v1/booking/pay-later', undefined, { 'content-type': undefined });
      expect(response.statusCode).toBe(200);
      expect(response.json().conversionType).toBe('pay_later');
    });
  });

  describe('POST /api/v1/booking/setup-intent', () => {
    it("answers 503 with the checkout's own words (partner copy, blaming nobody) while no card provider is configured", async () => {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'POST', '/api/v1/booking/setup-intent');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        messages: ['Card payments are not available right now. You can save your details and pay later.'],
      });
    });

    it("returns the provider's client secret for this visit's booking", async () => {
      const calls: unknown[] = [];
      const withCards = testApp(database, {
        payments: {
          createSetupIntent: async (input) => {
            calls.push({ bookingId: input.bookingId, partner: input.partner.slug, sessionId: input.sessionId });
            return { clientSecret: `seti_${input.bookingId}_secret` };
          },
        },
      });
      try {
        const visitor = await startBooking(withCards, 'summit-moving', undefined, COMPLETE_COLORADO_BOOKING);
        const response = await api(withCards, visitor, 'POST', '/api/v1/booking/setup-intent');
        expect(response.statusCode).toBe(200);
        const id = await bookingIdOf(database.db, visitor.props.booking.reference);
        // A card on file (the partner's default): a setup intent, and the terms the checkout shows (nothing due today).
        expect(response.json()).toEqual({
          client_secret: `seti_${id}_secret`,
          intent: 'setup',
          payment: expect.objectContaining({ mode: 'cardOnFile', dueTodayCents: 0, currency: 'usd' }),
        });
        expect(calls).toEqual([{ bookingId: id, partner: 'summit-moving', sessionId: expect.any(String) }]);
      } finally {
        await withCards.close();
      }
    });
  });

  describe('refusals common to every mutation', () => {
    it.each(MUTATIONS)('%s %s: 403 with messages without the CSRF header', async (method, url, body) => {
      const visitor = await startBooking(app, 'bayside-movers');
      const response = await api(app, visitor, method, url, body(visitor), { 'x-csrf-token': undefined });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ messages: [expect.stringContaining('security token')] });
      expect(await storedRevision(visitor)).toBe(1);
    });

    it.each(MUTATIONS)("%s %s: 403 with another visitor's CSRF token", async (method, url, body) => {
      const visitor = await startBooking(app, 'bayside-movers');
      const other = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, method, url, body(visitor), { 'x-csrf-token': other.csrf });
      expect(response.statusCode).toBe(403);
      expect(await storedRevision(visitor)).toBe(1);
    });

    it.each(MUTATIONS)('%s %s: 403 without a session cookie, or with a forged one', async (method, url, body) => {
      const visitor = await visit(app, 'bayside-movers');
      const [name, signed] = visitor.cookie.split('=') as [string, string];
      const unsignedId = signed.slice(0, signed.lastIndexOf('.'));
      for (const cookie of [undefined, `${name}=${unsignedId}`, `${name}=${unsignedId}.forgedsignature`]) {
        const response = await api(app, visitor, method, url, body(visitor), { cookie });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ messages: ['Your session has expired. Please reload the page.'] });
      }
    });

    it.each(MUTATIONS)('%s %s: 415 with messages to a non-JSON body', async (method, url) => {
      const visitor = await startBooking(app, 'bayside-movers');
      for (const [contentType, payload] of [
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'booking=1'],
      ]) {
        const response = await api(app, visitor, method, url, payload, { 'content-type': contentType });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ messages: ['Requests must be sent as JSON (Content-Type: application/json).'] });
      }
      expect(await storedRevision(visitor)).toBe(1);
    });

    it.each(MUTATIONS)('%s %s: 404 for an unknown partner, 400 without the partner header', async (method, url, body) => {
      const visitor = await visit(app, 'bayside-movers');
      const unknown = await api(app, visitor, method, url, body(visitor), { 'x-partner-slug': 'no-such-movers' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ messages: ['This moving company was not found.'] });
      const missing = await api(app, visitor, method, url, body(visitor), { 'x-partner-slug': undefined });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ messages: ['The x-partner-slug header is missing.'] });
    });

    // setup-intent answers 503 before looking for a booking while there is no card provider (covered above);
    // suggested-location answers without a booking (below).
    // pay-later then has nothing to convert either: the flow's 422 sends the customer to the landing step (below).
    it.each(
      MUTATIONS.filter(([, url]) => !url.endsWith('setup-intent') && !url.endsWith('suggested-location') && !url.endsWith('pay-later')),
    )('%s %s: 404 when this visit has no booking with that partner yet', async (method, url, body) => {
      const visitor = await startBooking(app, 'bayside-movers');
      const response = await api(app, { ...visitor, slug: 'summit-moving' }, method, url, body(visitor));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ messages: ['No booking was found for this visit. Please reload the page.'] });
    });
  });

  it("POST /api/v1/booking/pay-later for a partner this visit has no booking with: the landing step's 422", async () => {
    const visitor = await startBooking(app, 'bayside-movers');
    const response = await api(app, { ...visitor, slug: 'summit-moving' }, 'POST', '/api/v1/booking/pay-later');
    expect([response.statusCode, response.json().step]).toEqual([422, 'landing']);
  });

  it.each([
    ['GET', '/api/v1/no-such-route'],
    ['GET', '/api/no-such-route'],
    ['POST', '/api/v1/no-such-route'],
    ['POST', '/api/v1/stripe/webhook'],
  ] as const)('answers %s %s (no such route; the webhook while Stripe is off) with a JSON 404 and messages', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: method === 'POST' ? '{}' : undefined,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ messages: ['This address does not exist.'] });
  });

  it('answers unknown /api/v1 paths with 404 and wrong methods with 405, both as { messages }', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const unknown = await api(app, visitor, 'POST', '/api/v1/bookings', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ messages: ['This address does not exist.'] });
    const wrongMethod = await api(app, visitor, 'GET', '/api/v1/booking');
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('PUT');
    expect(wrongMethod.json()).toEqual({ messages: ['This method is not allowed here.'] });
  });

  it('answers a failing handler with 500 { messages } and no internals', async () => {
    const failing = testApp(database, {
      payments: {
        createSetupIntent: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.1:443 secret detail');
        },
      },
    });
    try {
      const visitor = await startBooking(failing, 'bayside-movers', undefined, COMPLETE_BOOKING);
      const response = await api(failing, visitor, 'POST', '/api/v1/booking/setup-intent');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ messages: ['Something went wrong on our side. Please try again.'] });
    } finally {
      await failing.close();
    }
  });
});
