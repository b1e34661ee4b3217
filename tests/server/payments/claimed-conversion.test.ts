/**
 * The server review's finding: the conversion is the database columns' business. A client that saves
 * `conversionType: 'pay_now'` (or an unserviceable reason) in PUT /api/v1/booking must not make its
 * booking show as converted anywhere: the save's answer, the next page load, the stored row.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { bookings } from '../../../server/db/schema';
import { bookingByReference } from '../helpers/booking-by-reference';
import { api, startBooking, useTestApp, visit } from '../helpers/test-app';
import { address, COMPLETE_BOOKING, SAN_DIEGO } from '../helpers/test-bookings';
import { CONTACT, paymentsDatabases } from './helpers/payments-databases';

describe.each(paymentsDatabases)('a conversion claimed in saved data on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  useTestApp(open, (opened) => ({ app, database } = opened));

  it.each([
    ['pay_now', {}],
    ['pay_later', {}],
    ['unserviceable', { unserviceableReason: 'out_of_state_move' }],
  ])('a saved conversionType %s is neither stored nor shown', async (claimed, extra) => {
    const visitor = await visit(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', {
      booking: { ...visitor.props.booking, ...CONTACT, conversionType: claimed, ...extra },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: CONTACT.firstName, revision: 1 });
    expect(saved.json()).not.toHaveProperty('conversionType');
    expect(saved.json()).not.toHaveProperty('unserviceableReason');

    const row = await bookingByReference(database.db, saved.json().reference);
    expect([
      row?.conversionType,
      row?.unserviceableReason,
      'conversionType' in (row?.data ?? {}),
      'unserviceableReason' in (row?.data ?? {}),
    ]).toEqual([null, null, false, false]);
    const reloaded = await visit(app, 'bayside-movers', visitor.cookie);
    expect(reloaded.props.booking).not.toHaveProperty('conversionType');
  });

  it('ignores a conversionType left in data by an older build and shows the column instead', async () => {
    const visitor = await startBooking(app, 'bayside-movers');
    // A row written before the save path dropped the field.
    await database.db
      .update(bookings)
      .set({
        data: sql`${JSON.stringify({ ...COMPLETE_BOOKING, conversionType: 'pay_now', unserviceableReason: 'labor_only_move' })}::jsonb`,
        revision: 1,
      })
      .where(eq(bookings.reference, visitor.props.booking.reference));
    const before = await visit(app, 'bayside-movers', visitor.cookie);
    expect(before.props.booking).toMatchObject({ firstName: CONTACT.firstName });
    expect(before.props.booking).not.toHaveProperty('conversionType');
    expect(before.props.booking).not.toHaveProperty('unserviceableReason');

    const converted = await api(app, before, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ conversionType: 'pay_later' });
    expect(converted.json()).not.toHaveProperty('unserviceableReason');
  });

  it('still records a real conversion through its route', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const response = await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', {
      booking: { ...visitor.props.booking, ...COMPLETE_BOOKING, ...address('destination', SAN_DIEGO), conversionType: 'pay_now' },
      unserviceableReason: 'long_distance_move',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ conversionType: 'unserviceable', unserviceableReason: 'long_distance_move' });
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toMatchObject({ conversionType: 'unserviceable' });
  });
});
