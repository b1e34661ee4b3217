/**
 * Rules relative to today (the move date at least 3 days ahead) are judged when the
 * customer chooses the date or converts, never again on an unchanged date: in the last days before the
 * move a note saved or a page opened leaves a converted booking as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { findBookingById } from '../../../server/db/booking-repository';
import { bookingIdOf } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';
import { api, testApp, testPartners, visit, type Visitor } from '../helpers/test-app';
import { addDays } from '../../../core/capacity/calendar-date';
import { partnerToday } from '../../../core/capacity/partner-today';
import { timeZoneOf } from '../../../core/capacity/time-zone-of';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { createTestClock } from '../../support/test-clock';

const DAY = 24 * 60 * 60 * 1000;

const BAYSIDE = testPartners().find((partner) => partner.slug === 'bayside-movers')!;

/**
 * The date `days` after `from` in Bayside's own time zone (the flow counts from the partner's today), or the
 * day before when Bayside is closed that day (a closed day is refused as a new move date).
 */
function dateIn(from: Date, days: number): string {
  const date = addDays(partnerToday(from, timeZoneOf(BAYSIDE)), days);
  const closed = BAYSIDE.capacity?.blackouts?.includes(date) || new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
  return closed ? addDays(date, -1) : date;
}

describe.each(testDatabases)('date rules judged once ($name)', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const clock = createTestClock();

  beforeAll(async () => {
    database = await open();
    // Online changes stay open to the move's day here (changesCutoffHours 0): the subject is the date rules, not the cut-off.
    app = testApp(database, { clock, partners: testPartners().map((partner) => ({ ...partner, changesCutoffHours: 0 })) });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A finished booking saved three days ago with a move five days after that (two days from now). */
  async function chosenThreeDaysAgo(): Promise<{ visitor: Visitor; booking: Record<string, unknown> }> {
    const now = new Date();
    clock.set(new Date(now.getTime() - 3 * DAY));
    const visitor = await visit(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', {
      booking: { ...visitor.props.booking, ...COMPLETE_BOOKING, moveDate: dateIn(clock.now(), 5) },
    });
    expect(saved.statusCode).toBe(200);
    return { visitor, booking: saved.json() };
  }

  it('keeps a pay-later booking through a note saved and pages opened two days before the move', async () => {
    const { visitor } = await chosenThreeDaysAgo();
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode).toBe(200);
    clock.set(new Date());

    const noted = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...converted.json(), notes: 'Call at the door' } });
    const complete = await app.inject({
      url: '/partners/bayside-movers/book/complete?status=pay_later',
      headers: { cookie: visitor.cookie },
    });

    expect([noted.statusCode, noted.json().conversionType]).toEqual([200, 'pay_later']);
    expect(complete.statusCode).toBe(200);
    const row = await findBookingById(database.db, await bookingIdOf(database.db, noted.json().reference));
    expect([row!.conversionType, row!.data.notes]).toEqual(['pay_later', 'Call at the door']);
  });

  it('judges the date again when the customer converts, and when they choose it again', async () => {
    const { visitor, booking } = await chosenThreeDaysAgo();
    clock.set(new Date());

    const payLater = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    const rechosen = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, moveDate: dateIn(clock.now(), 4) } });

    expect([payLater.statusCode, payLater.json().step]).toEqual([422, 'moveDate']);
    expect(rechosen.statusCode).toBe(200);
    expect(rechosen.json().moveDateChosen).toEqual({ date: dateIn(clock.now(), 4), at: clock.now().toISOString() });
    expect((await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(200);
  });
});
