/**
 * The browser never sees the booking's database id (docs/DECISIONS.md, "The browser never sees the booking's id"):
 * the session names the booking, and answers, 409 bodies and host pages carry its reference. Nor can a body name a
 * booking by id: the booking schema has no `id`, so one is refused like any unknown field.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/app-database';
import { bookingByReference } from '../helpers/booking-by-reference';
import { api, readProps, startBooking, useTestApp, visit } from '../helpers/test-app';
import { COMPLETE_BOOKING, COMPLETE_COLORADO_BOOKING } from '../helpers/test-bookings';
import { testDatabases } from '../helpers/test-databases';

const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** A booking as the browser got it: named by its reference, with no database id under any name. */
function expectNamedByReference(booking: unknown): void {
  expect(booking).toMatchObject({ reference: expect.stringMatching(REFERENCE) });
  expect(booking).not.toHaveProperty('id');
  expect(JSON.stringify(booking)).not.toMatch(/"booking_?[iI]d"/);
}

describe.each(testDatabases.slice(0, 1))('no booking id reaches the browser ($name)', ({ open }) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  useTestApp(open, (opened) => ({ app, database } = opened));

  it('a save, its next page load and the pages that show the booking carry the reference only', async () => {
    const visitor = await visit(app, 'bayside-movers');
    expect(visitor.props.booking).toEqual({ revision: 0 });
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'Ann' } });
    expect(saved.statusCode).toBe(200);
    expectNamedByReference(saved.json());
    expect((await bookingByReference(database.db, saved.json().reference)).data.firstName).toBe('Ann');

    for (const url of [
      '/partners/bayside-movers/book',
      '/partners/bayside-movers/book/landing',
      '/partners/bayside-movers/preview/moveDate',
    ]) {
      const page = await app.inject({ url, headers: { cookie: visitor.cookie } });
      expect(page.statusCode, url).toBe(200);
      const props: Record<string, unknown> = readProps(page.body);
      expectNamedByReference(props.booking);
      // The preview's sample booking was never stored: it has neither.
      if (props.previewBooking !== undefined) expect(props.previewBooking).not.toHaveProperty('id');
    }
  });

  it('a conversion answers the reference: pay later and unserviceable', async () => {
    const payLater = await startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING);
    const converted = await api(app, payLater, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode).toBe(200);
    expectNamedByReference(converted.json());
    expect(converted.json().reference).toBe(payLater.props.booking.reference);

    // Summit Moving does no labor-only moves.
    const unserviceable = await visit(app, 'summit-moving');
    const refused = await api(app, unserviceable, 'PUT', '/api/v1/booking/unserviceable', {
      booking: { ...unserviceable.props.booking, ...COMPLETE_COLORADO_BOOKING, serviceType: 'labor_only' },
      unserviceableReason: 'labor_only_move',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expectNamedByReference(refused.json());
  });

  it("a 409 carries the current booking by its reference, for a stale copy and for another visitor's", async () => {
    const visitor = await startBooking(app, 'bayside-movers');
    await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'Newer' } });
    const stale = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'Older' } });
    expect(stale.statusCode).toBe(409);
    expectNamedByReference(stale.json().booking);
    expect(stale.json().booking).toMatchObject({ reference: visitor.props.booking.reference, revision: 2 });

    // A reference names a booking only within the session: another visitor's is just a copy of something else.
    const other = await startBooking(app, 'bayside-movers');
    const foreign = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...other.props.booking, firstName: 'Mallory' } });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().booking).toMatchObject({ reference: visitor.props.booking.reference, firstName: 'Newer' });
    expect((await bookingByReference(database.db, other.props.booking.reference)).data.firstName).toBeUndefined();
  });

  it('a body naming a booking by id is refused, whichever booking that id is', async () => {
    const mine = await startBooking(app, 'bayside-movers');
    const theirs = await startBooking(app, 'bayside-movers');
    const theirId = (await bookingByReference(database.db, theirs.props.booking.reference)).id;
    for (const id of [theirId, (await bookingByReference(database.db, mine.props.booking.reference)).id]) {
      const response = await api(app, mine, 'PUT', '/api/v1/booking', { booking: { ...mine.props.booking, id, firstName: 'Mallory' } });
      expect([response.statusCode, response.json()]).toEqual([422, { messages: ['id: is not a known field'] }]);
    }
    for (const reference of [mine.props.booking.reference, theirs.props.booking.reference]) {
      const row = await bookingByReference(database.db, reference);
      expect([row.revision, row.data.firstName]).toEqual([1, undefined]);
    }
  });
});
