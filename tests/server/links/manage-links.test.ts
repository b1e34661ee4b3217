/**
 * The manage link's edges (docs/FUNNEL.md, "Manage and resume links"): its page's button opens its own booking on a
 * browser with no cookie and leaves for the clean address with no Referer; another partner's address, a tampered, an
 * expired and a cancelled booking's link answer one branded page with 404 or 410, the same whether or not a booking
 * exists; a converted booking's link still opens after its browser started a new quote (a reset); tries are limited
 * per address; the token never reaches a log.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { bookings } from '../../../server/db/schema';
import { LINK_RATE_LIMIT } from '../../../server/routes/booking-link-routes';
import { INVALID_LINK_TITLE } from '../../../server/pages/invalid-link-page';
import { createTestClock } from '../../support/test-clock';
import { capturedLog } from '../helpers/captured-log';
import { fakeDeliveryMail } from '../helpers/fake-delivery-mail';
import { readProps, startBooking, testApp } from '../helpers/test-app';
import { boundCookie, followLink, linkPath, openLink, payLaterBooking } from './link-test-kit';

const DAY = 24 * 3_600_000;

describe('manage links', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const mail = fakeDeliveryMail();
  const log = capturedLog();
  const clock = createTestClock(new Date());
  let addresses = 0;
  /** Each test's browser comes from its own address. */
  const address = () => `10.1.0.${(addresses += 1)}`;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, { clock, mail, logger: log.options, env: { PUBLIC_URL: 'https://book.example.com' } });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => clock.set(new Date()));

  /** A pay-later booking and the manage link of its confirmation email. */
  async function bookedWithLink(fields: Record<string, unknown> = {}) {
    const visitor = await payLaterBooking(app, fields);
    await app.jobs.runOnce();
    return { visitor, path: linkPath(mail.sent, visitor.props.booking.reference, 'manageUrl') };
  }

  it("opens its own booking on a browser with no cookie from its page's button, then the clean manage address without a Referer", async () => {
    const { visitor, path } = await bookedWithLink();
    const sent = mail.sent.find((message) => message.links?.manageUrl?.endsWith(path));
    expect(sent!.links!.manageUrl).toMatch(/^https:\/\/book\.example\.com\/partners\/bayside-movers\/manage\/[A-Za-z0-9_-]{22}$/);
    const other = await bookedWithLink({ firstName: 'Bea' });

    const opened = await followLink(app, path, address());
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/partners/bayside-movers/book/manage');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.headers['cache-control']).toBe('no-store');
    const cookie = boundCookie(opened);

    const page = await app.inject({ url: '/partners/bayside-movers/book', headers: { cookie } });
    // Its own booking, not the other one whose link was made at the same time.
    expect(readProps(page.body).booking).toMatchObject({ reference: visitor.props.booking.reference, firstName: 'Ann' });
    expect(readProps(page.body).booking.reference).not.toBe(other.visitor.props.booking.reference);
    const manage = await app.inject({ url: '/partners/bayside-movers/book/manage', headers: { cookie } });
    expect(manage.headers['referrer-policy']).toBe('no-referrer');
    // Any other page keeps the site's policy.
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("answers one branded page for another partner's address and a tampered token (404), whether or not a booking exists", async () => {
    const { path } = await bookedWithLink();
    const token = path.split('/').pop()!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const neverIssued = randomBytes(16).toString('base64url');

    const answers = await Promise.all(
      [
        `/partners/summit-moving/manage/${token}`,
        `/partners/bayside-movers/manage/${tampered}`,
        `/partners/bayside-movers/manage/${neverIssued}`,
        '/partners/bayside-movers/manage/not-a-token',
        // A resume address with a manage token is no link either.
        `/partners/bayside-movers/resume/${token}`,
      ].map((link) => openLink(app, link, address())),
    );
    const bayside = answers.slice(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.body).toContain(INVALID_LINK_TITLE);
    }
    // Word for word the same page: nothing tells a stored booking's token from one never issued.
    expect(new Set(bayside.map((answer) => answer.body)).size).toBe(1);
    // The partner's phone, to reach them without the link.
    expect(bayside[0]!.body).toContain('href="tel:+14155550123">(415) 555-0123</a>');
    expect(answers[0]!.body).toContain('Summit Moving');
  });

  it('answers 410 once expired: 7 days after the move date, on the injected clock', async () => {
    const { visitor, path } = await bookedWithLink();
    const moveDate = visitor.props.booking.moveDate as string;
    clock.set(new Date(Date.parse(`${moveDate}T12:00:00Z`) + 7 * DAY));
    expect((await followLink(app, path, address())).statusCode).toBe(303);

    clock.set(new Date(Date.parse(`${moveDate}T12:00:00Z`) + 8 * DAY));
    const expired = await openLink(app, path, address());
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(INVALID_LINK_TITLE);
    expect(expired.headers['set-cookie']).toBeUndefined();
  });

  it('answers 410 after the booking is cancelled, where it opened before', async () => {
    const { visitor, path } = await bookedWithLink();
    expect((await followLink(app, path, address())).statusCode).toBe(303);
    expect((await followLink(app, path, address())).statusCode).toBe(303);
    // What POST /api/v1/booking/cancel records (the lead's booking desk).
    await database.db.update(bookings).set({ cancelledAt: clock.now() }).where(eq(bookings.reference, visitor.props.booking.reference));
    const revoked = await openLink(app, path, address());
    expect(revoked.statusCode).toBe(410);
    expect(revoked.body).toContain(INVALID_LINK_TITLE);
  });

  it('still opens after "Start a new quote" (a reset) in the browser that made the converted booking, and the booking is current there', async () => {
    const { visitor, path } = await bookedWithLink({ firstName: 'Cy' });
    const reset = await app.inject({
      method: 'POST',
      url: '/partners/bayside-movers/reset',
      headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf },
    });
    expect(reset.statusCode).toBe(303);
    // The browser that reset starts afresh.
    const fresh = await app.inject({ url: '/partners/bayside-movers/book', headers: { cookie: visitor.cookie } });
    expect(readProps(fresh.body).booking.reference).toBeUndefined();

    const opened = await followLink(app, path, address());
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/partners/bayside-movers/book/manage');
    const manage = await app.inject({ url: '/partners/bayside-movers/book/manage', headers: { cookie: boundCookie(opened) } });
    expect(readProps(manage.body).booking).toMatchObject({ reference: visitor.props.booking.reference, conversionType: 'pay_later' });
  });

  it('limits tries per address: guessing stops at the limit, and other addresses still open their links', async () => {
    const { path } = await bookedWithLink();
    const guesser = address();
    const statuses: number[] = [];
    for (let i = 0; i < LINK_RATE_LIMIT.max + 2; i += 1) {
      statuses.push((await openLink(app, `/partners/bayside-movers/manage/${randomBytes(16).toString('base64url')}`, guesser)).statusCode);
    }
    expect(statuses.slice(0, LINK_RATE_LIMIT.max)).toEqual(Array(LINK_RATE_LIMIT.max).fill(404));
    expect(statuses.slice(LINK_RATE_LIMIT.max)).toEqual([429, 429]);
    // Even the right token, from the guessing address.
    const refused = await openLink(app, path, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await followLink(app, path, address())).statusCode).toBe(303);
  });

  it('never logs a token: the request lines name the link, not what opens it', async () => {
    const { path } = await bookedWithLink();
    await followLink(app, path, address());
    const token = path.split('/').pop()!;
    expect(log.text()).toContain('/partners/bayside-movers/manage/…');
    expect(log.text()).not.toContain(token);
  });

  it('makes no manage link for a booking that is not converted', async () => {
    const visitor = await startBooking(app, 'bayside-movers', undefined, { firstName: 'Dee' });
    await app.jobs.runOnce();
    expect(() => linkPath(mail.sent, visitor.props.booking.reference, 'manageUrl')).toThrow();
  });
});
