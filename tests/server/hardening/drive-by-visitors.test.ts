/**
 * Page loads store nothing (docs/DECISIONS.md, "Server, sessions, hardening, abuse and privacy"): thirty page loads without a cookie leave
 * no row in sessions or bookings; a visitor who then saves gets a booking. Restart booking resets only on a
 * POST with the CSRF token: a GET, or a link from another site, leaves the booking as it was.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { bookingByReference } from '../helpers/booking-by-reference';
import { testDatabases } from '../helpers/test-databases';
import { api, cookieFrom, startBooking, useTestApp, visit } from '../helpers/test-app';

describe.each(testDatabases)('drive-by visitors on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  useTestApp(open, (opened) => ({ app, database } = opened));

  const rows = async (table: 'sessions' | 'bookings') => {
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    return Number(((result as unknown as { rows: Array<{ n: number }> }).rows ?? result)[0]!.n);
  };

  it('thirty page loads without a cookie store nothing; a save then creates the booking', async () => {
    const before = { sessions: await rows('sessions'), bookings: await rows('bookings') };
    const cookies = new Set<string>();
    for (let load = 0; load < 30; load++) {
      // Every other load is a deep link, which an empty booking redirects to the landing step (302).
      const response = await app.inject({ url: load % 2 ? '/partners/summit-moving/book' : '/partners/bayside-movers/book/move-date' });
      expect(response.statusCode).toBe(load % 2 ? 200 : 302);
      cookies.add(cookieFrom(response)!);
    }
    expect(cookies.size).toBe(30);
    expect({ sessions: await rows('sessions'), bookings: await rows('bookings') }).toEqual(before);

    const visitor = await visit(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'Ann' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ reference: expect.any(String), revision: 1, firstName: 'Ann' });
    expect({ sessions: await rows('sessions'), bookings: await rows('bookings') }).toEqual({
      sessions: before.sessions + 1,
      bookings: before.bookings + 1,
    });
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toEqual(saved.json());
  });

  it.each([
    ['GET', {}],
    ['HEAD', {}],
    ['GET', { 'sec-fetch-site': 'cross-site' }],
  ] as const)('a %s of the reset address (%j) leaves the booking as it was', async (method, headers) => {
    const visitor = await startBooking(app, 'bayside-movers');
    const response = await app.inject({ method, url: '/partners/bayside-movers/reset', headers: { cookie: visitor.cookie, ...headers } });
    expect(response.statusCode).toBe(200);
    if (method === 'GET') expect(response.body).toContain('<form method="post" action="/partners/bayside-movers/reset">');
    expect((await bookingByReference(database.db, visitor.props.booking.reference)).archivedAt).toBeNull();
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking.reference).toBe(visitor.props.booking.reference);
  });

  it.each([
    ['no token', {}, 403],
    ["another visitor's token", { _csrf: 'other' }, 403],
    ['the page token', 'own', 303],
  ] as const)('a POST of the reset address with %s answers %i', async (_case, form, status) => {
    const visitor = await startBooking(app, 'bayside-movers');
    const other = await visit(app, 'bayside-movers');
    const token = form === 'own' ? visitor.csrf : '_csrf' in form ? other.csrf : undefined;
    const response = await app.inject({
      method: 'POST',
      url: '/partners/bayside-movers/reset',
      headers: { cookie: visitor.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: token === undefined ? '' : new URLSearchParams({ _csrf: token }).toString(),
    });
    expect(response.statusCode).toBe(status);
    const archived = (await bookingByReference(database.db, visitor.props.booking.reference)).archivedAt;
    expect(archived !== null).toBe(status === 303);
    if (status === 303) {
      expect(response.headers.location).toBe('/partners/bayside-movers/book');
      expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toEqual({ revision: 0 });
    }
  });
});
