/**
 * Capacity through the API (docs/FUNNEL.md, "Calls" and "Holding the time slot") on the demo partners' files, with the app's clock at
 * 11 pm on December 1 in California (December 2, 07:00 in UTC): availability, holds, and dates refused at save.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { createTestClock } from '../../support/test-clock';
import { testDatabases } from '../helpers/test-databases';
import { api, startBooking, testApp, visit, type Visitor } from '../helpers/test-app';
import { COMPLETE_BOOKING, COMPLETE_COLORADO_BOOKING } from '../helpers/test-bookings';

const ELEVEN_PM_IN_CALIFORNIA = '2026-12-02T07:00:00Z';
const clock = createTestClock(ELEVEN_PM_IN_CALIFORNIA);
const MINUTE = 60_000;
/** 'Fri' for '2026-12-04'. */
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

describe.each(testDatabases)('capacity API on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = testApp(database, {
      clock,
      rateLimits: { perSession: { max: 100_000, timeWindow: '1 minute' }, perAddress: { max: 100_000, timeWindow: '1 minute' } },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const availability = async (visitor: Visitor, from: string, to: string) => {
    const response = await api(app, visitor, 'GET', `/api/v1/availability?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return (
      response.json() as {
        days: Array<{ date: string; status: string; slots: Record<string, string>; priceDifference: number; pricePercent: number }>;
      }
    ).days;
  };
  const dayOf = async (visitor: Visitor, date: string) => (await availability(visitor, date, date))[0]!;
  const booked = (slug: string, fields: Record<string, unknown>) => startBooking(app, slug, undefined, fields);
  const hold = (visitor: Visitor) => api(app, visitor, 'POST', '/api/v1/booking/hold');

  describe("the partner's today", () => {
    it("is the partner's date in the host page: December 1 in California, December 2 in Colorado", async () => {
      expect((await visit(app, 'bayside-movers')).props).toMatchObject({
        today: '2026-12-01',
        partner: { capacity: { timeZone: 'America/Los_Angeles' } },
      });
      expect((await visit(app, 'summit-moving')).props).toMatchObject({ today: '2026-12-02' });
    });

    it("converts a booking for the partner's first day (today + 3 in California), which a server reading UTC refused", async () => {
      const visitor = await booked('bayside-movers', { ...COMPLETE_BOOKING, moveDate: '2026-12-04' });
      const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
      expect(converted.statusCode, converted.body).toBe(200);
      const early = await booked('bayside-movers', COMPLETE_BOOKING);
      const refused = await api(app, early, 'PUT', '/api/v1/booking', { booking: { ...early.props.booking, moveDate: '2026-12-03' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().messages).toEqual(['Your move date must be on or after December 4, 2026']);
    });
  });

  describe('GET /api/v1/availability', () => {
    it('answers 62 days in order: Sundays and blackouts closed, Fridays and Saturdays priced, 0 before the booking can be priced', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const days = await availability(visitor, '2026-12-01', '2027-01-31');
      expect(days).toHaveLength(62);
      expect(days[0]).toEqual({
        date: '2026-12-01',
        status: 'open',
        slots: { morning: 'open', afternoon: 'open' },
        priceDifference: 0,
        pricePercent: 0,
      });
      expect(days.at(-1)!.date).toBe('2027-01-31');
      expect(days.filter((day) => day.status === 'blackout').map((day) => day.date)).toEqual([
        '2026-12-06',
        '2026-12-13',
        '2026-12-20',
        '2026-12-25',
        '2026-12-27',
        '2027-01-01',
        '2027-01-03',
        '2027-01-10',
        '2027-01-17',
        '2027-01-24',
        '2027-01-31',
      ]);
      expect(days.every((day) => day.priceDifference === 0)).toBe(true);
      // Before the booking can be priced, the Fridays and Saturdays still say what their rule adds.
      expect(days.filter((day) => day.pricePercent !== 0).every((day) => ['Fri', 'Sat'].includes(weekday(day.date)))).toBe(true);
      expect(days.find((day) => day.date === '2026-12-04')).toMatchObject({ priceDifference: 0, pricePercent: 10 });
    });

    it("prices each day for the visitor's booking: the difference of two days is the difference of their estimates", async () => {
      const visitor = await booked('bayside-movers', { ...COMPLETE_BOOKING, moveDate: '2026-12-08' });
      const [tuesday, , , friday] = await availability(visitor, '2026-12-08', '2026-12-11');
      expect(tuesday!.priceDifference).toBe(0);
      expect(friday!.priceDifference).toBeGreaterThan(0);
      const resaved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, moveDate: '2026-12-11' } });
      expect(resaved.statusCode, resaved.body).toBe(200);
      expect(Math.round((resaved.json().estimate - (visitor.props.booking.estimate as number)) * 100)).toBe(
        Math.round(friday!.priceDifference * 100),
      );
      expect(resaved.json().pricingSections).toContainEqual(
        expect.objectContaining({ title: 'Move date rate', subtitle: '+10% of labor', cost: friday!.priceDifference }),
      );
    });

    it("reads Summit's Mondays as limited (one crew) and its own holidays as closed", async () => {
      const visitor = await visit(app, 'summit-moving');
      const days = await availability(visitor, '2026-12-07', '2026-12-08');
      expect(days.map((day) => [day.status, day.slots])).toEqual([
        ['limited', { morning: 'limited', afternoon: 'limited' }],
        ['open', { morning: 'open', afternoon: 'open' }],
      ]);
      expect((await dayOf(visitor, '2026-12-24')).status).toBe('blackout');
    });

    it.each([
      ['63 days', 'from=2026-12-01&to=2027-02-01', 422],
      ['to before from', 'from=2026-12-10&to=2026-12-01', 422],
      ['a date that is not one', 'from=2026-12-01&to=2026-02-30', 422],
      ['no range', '', 422],
    ])('refuses %s with messages', async (_, query, status) => {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'GET', `/api/v1/availability?${query}`);
      expect(response.statusCode).toBe(status);
      expect(response.json().messages.length).toBeGreaterThan(0);
    });

    it('needs the partner header', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const response = await api(app, visitor, 'GET', '/api/v1/availability?from=2026-12-01&to=2026-12-02', undefined, {
        'x-partner-slug': undefined,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('full and limited slots, refused dates', () => {
    // Wednesday, December 9: Bayside offers 3 morning and 2 afternoon crews.
    const DAY = { moveDate: '2026-12-09', timeOfDay: 'morning' };

    it('counts holds: limited with one crew left, full with none, and a full or closed day is refused as a new choice', async () => {
      const watcher = await visit(app, 'bayside-movers');
      for (const time of ['morning', 'morning', 'afternoon'])
        expect((await hold(await booked('bayside-movers', { ...COMPLETE_BOOKING, ...DAY, timeOfDay: time }))).statusCode).toBe(200);
      expect(await dayOf(watcher, DAY.moveDate)).toMatchObject({ status: 'limited', slots: { morning: 'limited', afternoon: 'limited' } });
      for (const time of ['morning', 'afternoon'])
        expect((await hold(await booked('bayside-movers', { ...COMPLETE_BOOKING, ...DAY, timeOfDay: time }))).statusCode).toBe(200);
      expect(await dayOf(watcher, DAY.moveDate)).toMatchObject({ status: 'full', slots: { morning: 'full', afternoon: 'full' } });

      const late = await booked('bayside-movers', { moveDate: '2026-12-10', timeOfDay: 'morning' });
      for (const [moveDate, message] of [
        [DAY.moveDate, 'December 9, 2026 is fully booked. Please choose another day.'],
        ['2026-12-25', 'We are closed on December 25, 2026. Please choose another day.'],
        ['2026-12-13', 'We are closed on December 13, 2026. Please choose another day.'],
      ]) {
        const refused = await api(app, late, 'PUT', '/api/v1/booking', { booking: { ...late.props.booking, moveDate } });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toEqual({ messages: [message], step: 'moveDate', path: '/book/move-date' });
      }
    });

    it("answers a hold with 409 and the step's message when the time of day is full, and frees crews at expiry", async () => {
      const date = '2026-12-16';
      const holders = [];
      for (let i = 0; i < 3; i++)
        holders.push(await booked('bayside-movers', { ...COMPLETE_BOOKING, moveDate: date, timeOfDay: 'morning' }));
      for (const holder of holders) expect((await hold(holder)).statusCode).toBe(200);
      const last = await booked('bayside-movers', { ...COMPLETE_BOOKING, moveDate: date, timeOfDay: 'morning' });
      const refused = await hold(last);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        messages: ['This time of day is fully booked on December 16, 2026. Please choose another time or day.'],
        step: 'moveDate',
        path: '/book/move-date',
      });
      // A holder's own hold never makes its day read full to it.
      expect((await dayOf(holders[0]!, date)).slots.morning).toBe('limited');
      clock.advance(15 * MINUTE);
      try {
        expect((await dayOf(last, date)).slots.morning).toBe('open');
        expect((await hold(last)).statusCode).toBe(200);
      } finally {
        clock.set(ELEVEN_PM_IN_CALIFORNIA);
      }
    });
  });

  describe('POST /api/v1/booking/hold', () => {
    it('holds for 15 minutes, and the page and every booking answer carry the hold until it lapses', async () => {
      const visitor = await booked('summit-moving', { ...COMPLETE_COLORADO_BOOKING, moveDate: '2026-12-08' });
      const response = await hold(visitor);
      expect(response.statusCode).toBe(200);
      const expiresAt = new Date(clock.now().getTime() + 15 * MINUTE).toISOString();
      expect(response.json()).toEqual({ hold: { expiresAt } });
      // A second tab: the page's props, then a save's answer.
      expect((await visit(app, 'summit-moving', visitor.cookie)).props.booking.hold).toEqual({ expiresAt });
      const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, notes: 'Two flights' } });
      expect(saved.json().hold).toEqual({ expiresAt });
      clock.advance(15 * MINUTE);
      try {
        expect((await visit(app, 'summit-moving', visitor.cookie)).props.booking.hold).toBeNull();
      } finally {
        clock.set(ELEVEN_PM_IN_CALIFORNIA);
      }
    });

    it('gives up the crew when the booking moves to another date', async () => {
      const watcher = await visit(app, 'summit-moving');
      const visitor = await booked('summit-moving', { ...COMPLETE_COLORADO_BOOKING, moveDate: '2026-12-14', timeOfDay: 'morning' });
      expect((await hold(visitor)).statusCode).toBe(200);
      expect((await dayOf(watcher, '2026-12-14')).slots.morning).toBe('full');
      const moved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, moveDate: '2026-12-15' } });
      expect(moved.json().hold).toBeNull();
      expect((await dayOf(watcher, '2026-12-14')).slots.morning).toBe('limited');
    });

    it('asks for a date and time of day first', async () => {
      const visitor = await booked('bayside-movers', { firstName: 'Ann' });
      const response = await hold(visitor);
      expect(response.statusCode).toBe(422);
      expect(response.json().messages).toEqual(['Please choose your move date and time of day first.']);
    });

    it('holds only a booking whose steps before the summary are complete: a date and a time of day alone get 422 naming the first unfinished step', async () => {
      const watcher = await visit(app, 'bayside-movers');
      const visitor = await booked('bayside-movers', { moveDate: '2026-12-17', timeOfDay: 'morning' });
      const response = await hold(visitor);
      expect(response.statusCode).toBe(422);
      // The first step the flow finds unfinished before the summary, with its own message.
      expect(response.json().step).not.toBe('summary');
      expect(response.json().messages.length).toBeGreaterThan(0);
      // Not the date and time of day, which are chosen: what is missing.
      expect(response.json().messages).not.toContain('Please choose your move date and time of day first.');
      expect((await dayOf(watcher, '2026-12-17')).slots.morning).toBe('open');
    });

    it.each([
      ['a year-0000 date', '0000-12-17', 'is not a date we can book'],
      ['a day past the bookable window', '2099-12-17', 'Your move date must be on or before'],
    ])('refuses %s with 422 and a message, never a 500', async (_case, moveDate, message) => {
      const visitor = await booked('bayside-movers', { ...COMPLETE_BOOKING, timeOfDay: 'morning' });
      const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, moveDate } });
      expect(saved.statusCode).toBe(422);
      expect(saved.json().messages.join(' ')).toContain(message);
      const availability = await api(app, visitor, 'GET', `/api/v1/availability?from=${moveDate}&to=${moveDate}`);
      expect(availability.statusCode).toBe(422);
      expect(availability.json().messages.length).toBeGreaterThan(0);
    });
  });
});
