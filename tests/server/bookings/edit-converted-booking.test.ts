/**
 * A save keeps the booking's recorded conversion only where the flow still allows it for the data it
 * now holds: a pay-later booking edited into another state, or emptied, is unconverted again (with a
 * 'convert' event saying so), and so is an unserviceable one whose move can now be served.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/app-database';
import { listBookingEvents } from '../../../server/db/booking-repository';
import { inConversionTransaction } from '../../../server/db/conversion-transaction';
import { bookingByReference, bookingIdOf } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';
import { api, useTestApp, visit, type Visitor } from '../helpers/test-app';
import { address, COMPLETE_BOOKING, moveDateIn, NEW_YORK, SAN_DIEGO, SAN_FRANCISCO } from '../helpers/test-bookings';
import { testRecordConversion } from '../helpers/test-outbox';
import { API_MESSAGES } from '../../../server/http/api-messages';
import { STRIPE_MESSAGES } from '../../../server/payments/stripe/stripe-messages';

type Fields = Record<string, unknown>;
type Conversion = 'pay_later' | 'pay_now' | 'unserviceable';
const OUT_OF_STATE = { ...COMPLETE_BOOKING, ...address('origin', NEW_YORK) };

/** [case, the booking as converted, how it was converted, the change saved after, the conversion it then has]. */
const CASES: Array<[string, Fields, Conversion, Fields, [string | null, string | null]]> = [
  ['pay later, a new move date', COMPLETE_BOOKING, 'pay_later', { moveDate: moveDateIn(60) }, ['pay_later', null]],
  ['pay later, the origin edited into another state', COMPLETE_BOOKING, 'pay_later', address('origin', NEW_YORK), [null, null]],
  ['pay later, emptied', COMPLETE_BOOKING, 'pay_later', { firstName: null, moveDate: null }, [null, null]],
  ['pay now, new notes', COMPLETE_BOOKING, 'pay_now', { notes: 'Two boxes of books' }, ['pay_now', null]],
  ['unserviceable, new notes', OUT_OF_STATE, 'unserviceable', { notes: 'Call first' }, ['unserviceable', 'out_of_state_move']],
  ['unserviceable, the origin moved back into the state', OUT_OF_STATE, 'unserviceable', address('origin', SAN_FRANCISCO), [null, null]],
];

describe.each(testDatabases)('a save and the recorded conversion ($name)', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  useTestApp(open, (opened) => ({ app, database } = opened));

  /** The booking saved with these fields and converted as given (pay now straight in the database: no card provider here). */
  async function convertedBooking(visitor: Visitor, fields: Fields, type: Conversion): Promise<Fields> {
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...fields } });
    expect(saved.statusCode).toBe(200);
    const booking = saved.json() as Fields;
    if (type === 'pay_later') return (await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).json() as Fields;
    if (type === 'unserviceable') {
      const body = { booking, unserviceableReason: 'out_of_state_move' };
      return (await api(app, visitor, 'PUT', '/api/v1/booking/unserviceable', body)).json() as Fields;
    }
    const converted = await inConversionTransaction(database.db, await bookingIdOf(database.db, booking.reference), (tx, locked) =>
      testRecordConversion(database.db, { unlimitedCrews: true })(tx, locked!, { type }, {}),
    );
    return { ...booking, revision: converted.revision, conversionType: converted.conversionType };
  }

  it.each(CASES)('%s', async (_case, fields, type, change, expected) => {
    const visitor = await visit(app, 'bayside-movers');
    const booking = await convertedBooking(visitor, fields, type);
    expect(booking.conversionType).toBe(type);

    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, ...change } });

    expect(saved.statusCode).toBe(200);
    const answer = saved.json() as Fields;
    expect([answer.conversionType ?? null, answer.unserviceableReason ?? null]).toEqual(expected);
    const row = await bookingByReference(database.db, booking.reference);
    expect([row.conversionType, row.unserviceableReason]).toEqual(expected);
    // A withdrawal is its own event after the save, so the partner's log shows why the conversion went.
    const events = (await listBookingEvents(database.db, row.id)).slice(-2).map((event) => [event.kind, event.payload]);
    const withdrawal = ['convert', { conversionType: null, withdrawn: type }];
    if (expected[0] === null) {
      // The save's event records the fields it changed (as stored: the server places addresses itself).
      const [kind, payload] = events[0] as [string, { changed?: Record<string, unknown> }];
      expect(kind).toBe('save');
      const edited = Object.keys(change).filter((key) => JSON.stringify(change[key]) !== JSON.stringify(booking[key]));
      expect(Object.keys(payload.changed ?? {})).toEqual(expect.arrayContaining(edited));
      expect(events[1]).toEqual(withdrawal);
    } else expect(events.at(-1)?.[0]).toBe('save');
  });

  // A conversion never goes down (a card on file stays the booking's only card).
  it('keeps pay now: a save the flow would not take payment for is refused, and pay later is refused', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const booking = await convertedBooking(visitor, COMPLETE_BOOKING, 'pay_now');

    const tooFar = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, ...address('destination', SAN_DIEGO) } });
    const payLater = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');

    expect([tooFar.statusCode, tooFar.json()]).toEqual([
      422,
      {
        messages: [API_MESSAGES.payNowKept],
        step: 'destinationAddress',
        path: '/book/destination/address',
        unserviceableReason: 'long_distance_move',
      },
    ]);
    expect([payLater.statusCode, payLater.json()]).toEqual([409, { messages: [STRIPE_MESSAGES.cardAlreadyOnFile] }]);
    const row = await bookingByReference(database.db, booking.reference);
    expect([row.conversionType, row.revision, row.data.destinationAddress]).toEqual([
      'pay_now',
      booking.revision,
      COMPLETE_BOOKING.destinationAddress,
    ]);
  });

  // The save and the withdrawal of its conversion are one transaction.
  it('stores neither when the withdrawal cannot be written', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...COMPLETE_BOOKING } });
    const converted = (await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).json() as Fields;
    expect([saved.statusCode, converted.conversionType]).toEqual([200, 'pay_later']);
    // The withdrawal's event fails, as a full disk or a lost connection would fail it.
    await database.db.execute(sql`
      create function refuse_withdrawal() returns trigger language plpgsql as $$
      begin
        if new.payload ? 'withdrawn' then raise exception 'withdrawal refused'; end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger refuse_withdrawal before insert on booking_events for each row execute function refuse_withdrawal()`,
    );
    try {
      const edited = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...converted, ...address('origin', NEW_YORK) } });
      expect(edited.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`drop trigger refuse_withdrawal on booking_events`);
      await database.db.execute(sql`drop function refuse_withdrawal`);
    }
    const row = await bookingByReference(database.db, converted.reference);
    expect([row.revision, row.conversionType, row.data.originAddress]).toEqual([
      converted.revision,
      'pay_later',
      COMPLETE_BOOKING.originAddress,
    ]);
  });
});
