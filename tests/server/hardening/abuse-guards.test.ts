/** Abuse (docs/DECISIONS.md, Hardening): cross-site mutations, rate limits per session and address, the honeypot, body limits, bodies on bodiless routes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { listBookingEvents } from '../../../server/db/booking-repository';
import { API_MESSAGES } from '../../../server/http/api-messages';
import { API_RATE_LIMITS, type ApiRateLimits } from '../../../server/security/api-rate-limits';
import { HONEYPOT_HEADER } from '../../../core/posted-form-names';
import { api, testApp, useTestApp, visit, type Visitor, startBooking } from '../helpers/test-app';
import { COMPLETE_BOOKING } from '../helpers/test-bookings';
import { bookingByReference } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';

const save = (
  app: FastifyInstance,
  visitor: Visitor,
  patch: Record<string, unknown> = {},
  headers: Record<string, string | undefined> = {},
) => api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...patch } }, headers);

interface LimitedApp {
  app: FastifyInstance;
  database: AppDatabase;
  close(): Promise<void>;
}

describe.each(testDatabases)('abuse guards on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  /** Tight limits so the test reaches them: 3 mutations per session, 5 per address, per minute. */
  let limited: LimitedApp;

  /**
   * An app with its own limits on its own database: on PostgreSQL every app on one database shares the
   * counts (as every process does), and every inject comes from 127.0.0.1.
   */
  async function limitedApp(rateLimits: ApiRateLimits): Promise<LimitedApp> {
    const ownDatabase = await open();
    const limitedServer = testApp(ownDatabase, { rateLimits });
    await limitedServer.ready();
    const close = async () => {
      await limitedServer.close();
      await ownDatabase.close();
    };
    return { app: limitedServer, database: ownDatabase, close };
  }

  useTestApp(open, (opened) => ({ app, database } = opened));
  beforeAll(async () => {
    limited = await limitedApp({ perSession: { max: 3, timeWindow: '1 minute' }, perAddress: { max: 5, timeWindow: '1 minute' } });
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
  });

  const revision = async (visitor: Visitor) => (await bookingByReference(database.db, visitor.props.booking.reference)).revision;

  describe('Sec-Fetch-Site', () => {
    it.each([
      ['PUT', '/api/v1/booking'],
      ['POST', '/api/v1/booking/pay-later'],
      ['POST', '/api/v1/booking/setup-intent'],
      ['POST', '/api/v1/suggested-location'],
    ] as const)('refuses a cross-site %s %s with 403 and messages, storing nothing', async (method, url) => {
      const visitor = await startBooking(app, 'bayside-movers');
      const body = method === 'PUT' ? { booking: { ...visitor.props.booking, firstName: 'Forged' } } : undefined;
      const response = await api(app, visitor, method, url, body, { 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ messages: [API_MESSAGES.crossSiteRefused] });
      const stored = await bookingByReference(database.db, visitor.props.booking.reference);
      expect([stored?.revision, stored?.conversionType, stored?.data.locationId]).toEqual([1, null, undefined]);
    });

    it.each(['same-origin', 'same-site', 'none', undefined])('lets a mutation with Sec-Fetch-Site %s through', async (site) => {
      const visitor = await startBooking(app, 'bayside-movers');
      const response = await save(app, visitor, { firstName: 'Own' }, { 'sec-fetch-site': site });
      expect(response.statusCode).toBe(200);
    });

    it("lets a cross-site page load through (customers arrive from their mover's website)", async () => {
      const page = await app.inject({ url: '/partners/bayside-movers/book', headers: { 'sec-fetch-site': 'cross-site' } });
      expect(page.statusCode).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('default: a generous per-session limit and ten times that per address; new sessions and events per address over longer windows', () => {
      expect(API_RATE_LIMITS).toEqual({
        perSession: { max: 60, timeWindow: '1 minute' },
        perAddress: { max: 600, timeWindow: '1 minute' },
        eventsPerAddress: { max: 3000, timeWindow: '1 hour' },
        newSessionsPerAddress: { max: 60, timeWindow: '10 minutes' },
      });
    });

    it('per session: the 4th mutation in the window gets 429 with messages and retry-after; reads are not counted', async () => {
      const visitor = await visit(limited.app, 'bayside-movers');
      const statuses: number[] = [];
      let booking = visitor.props.booking;
      for (let i = 0; i < 3; i++) {
        expect(
          (await limited.app.inject({ url: '/api/v1/addresses/suggest?input=1%20Main', headers: { cookie: visitor.cookie } })).statusCode,
        ).toBe(200);
        const response = await api(limited.app, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, bedrooms: i + 1 } });
        statuses.push(response.statusCode);
        booking = response.json();
      }
      const refused = await api(limited.app, visitor, 'PUT', '/api/v1/booking', { booking: { ...booking, bedrooms: 9 } });
      expect(statuses).toEqual([200, 200, 200]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ messages: [API_MESSAGES.tooManyRequests] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await bookingByReference(limited.database.db, booking.reference)).revision).toBe(3);
      // Every mutation counts, not only saves.
      expect((await api(limited.app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(429);
    });

    it('per address: fresh sessions from one address are refused after the address limit', async () => {
      // The counts above already used `limited`'s address budget: a fresh app.
      const { app: fresh, close } = await limitedApp({
        perSession: { max: 100, timeWindow: '1 minute' },
        perAddress: { max: 5, timeWindow: '1 minute' },
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) {
          const visitor = await visit(fresh, 'summit-moving');
          statuses.push((await save(fresh, visitor, { firstName: `Visitor ${i}` })).statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      } finally {
        await close();
      }
    });

    it('a request without a valid session is counted too, before the CSRF check costs a query', async () => {
      const { app: fresh, close } = await limitedApp({
        perSession: { max: 2, timeWindow: '1 minute' },
        perAddress: { max: 100, timeWindow: '1 minute' },
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          const response = await fresh.inject({
            method: 'PUT',
            url: '/api/v1/booking',
            headers: { 'content-type': 'application/json', cookie: 'booking_session=forged.value' },
            payload: '{}',
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([403, 403, 429]);
      } finally {
        await close();
      }
    });
  });

  describe('honeypot', () => {
    it('refuses a save whose honeypot is filled with 400 and messages, storing nothing', async () => {
      const visitor = await startBooking(app, 'bayside-movers');
      const response = await save(app, visitor, { firstName: 'Bot' }, { [HONEYPOT_HEADER]: 'https://spam.example' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messages: [API_MESSAGES.requestRefused] });
      expect(await revision(visitor)).toBe(1);
      // Only the first save that started the booking is logged.
      expect(
        (await listBookingEvents(database.db, (await bookingByReference(database.db, visitor.props.booking.reference)).id)).map(
          (event) => event.kind,
        ),
      ).toEqual(['save']);
      const payLater = await api(app, visitor, 'POST', '/api/v1/booking/pay-later', undefined, { [HONEYPOT_HEADER]: 'x' });
      expect(payLater.statusCode).toBe(400);
      expect((await bookingByReference(database.db, visitor.props.booking.reference)).conversionType).toBeNull();
    });

    it('an empty honeypot is what people send: accepted', async () => {
      const visitor = await startBooking(app, 'bayside-movers');
      expect((await save(app, visitor, { firstName: 'Person' }, { [HONEYPOT_HEADER]: '' })).statusCode).toBe(200);
    });
  });

  describe('bodies', () => {
    it('refuses a body over 64 KiB with 413 and messages', async () => {
      const visitor = await startBooking(app, 'bayside-movers');
      const response = await save(app, visitor, { notes: 'x'.repeat(70 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ messages: [API_MESSAGES.bodyTooLarge] });
      expect(await revision(visitor)).toBe(1);
    });

    it.each([
      ['/api/v1/booking/pay-later', '{}'],
      ['/api/v1/booking/pay-later', 'null'],
      ['/api/v1/suggested-location', '{"amount":1}'],
      ['/api/v1/suggested-location', '[]'],
    ])('refuses a body on the bodiless POST %s (%s) with 400, doing nothing', async (url, payload) => {
      const visitor = await startBooking(app, 'bayside-movers');
      const response = await api(app, visitor, 'POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messages: [API_MESSAGES.bodyNotAllowed] });
      const stored = await bookingByReference(database.db, visitor.props.booking.reference);
      expect([stored?.revision, stored?.conversionType, stored?.data.locationId]).toEqual([1, null, undefined]);
    });

    it('still takes the bodiless calls the renderer makes (JSON content type, empty body)', async () => {
      const visitor = await startBooking(app, 'bayside-movers', undefined, COMPLETE_BOOKING);
      expect((await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(200);
    });
  });
});
