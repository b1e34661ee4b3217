/**
 * A link's GET changes nothing (docs/FUNNEL.md, "Manage and resume links"): it shows what the link opens and one
 * button. Only the button's POST, from our own page and with the page's form token, moves the booking to the browser;
 * an unfinished quote the browser held is kept, with a resume link to it; another site cannot plant a booking.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatMoveDate } from '../../../core/format-move-date';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { bookings, sessions } from '../../../server/db/schema';
import { KEPT_QUOTE_TITLE } from '../../../server/pages/kept-quote-page';
import { OPEN_LINK_BUTTON } from '../../../server/pages/link-open-page';
import { createTestClock } from '../../support/test-clock';
import { bookingByReference } from '../helpers/booking-by-reference';
import { fakeDeliveryMail } from '../helpers/fake-delivery-mail';
import { readProps, startBooking, testApp, type Visitor } from '../helpers/test-app';
import { boundCookie, linkFormTokenIn, linkPath, openLink, payLaterBooking, pressLinkButton } from './link-test-kit';

describe('link pages', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const mail = fakeDeliveryMail();
  const clock = createTestClock(new Date());
  let addresses = 0;
  const address = () => `10.4.0.${(addresses += 1)}`;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = testApp(database, { clock, mail, env: { PUBLIC_URL: 'https://book.example.com' } });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Ann's pay-later booking and its manage link. */
  async function annWithLink() {
    const ann = await payLaterBooking(app, { firstName: 'Ann', email: 'ann.links@example.com' });
    await app.deliveries.runOnce();
    return { ann, path: linkPath(mail.sent, ann.props.booking.reference, 'manageUrl') };
  }
  const sessionCount = async () => (await database.db.select({ n: count() }).from(sessions))[0]!.n;
  const sessionOf = async (visitor: Visitor) => (await bookingByReference(database.db, visitor.props.booking.reference)).sessionId;
  /** The booking the page of `cookie`'s browser shows. */
  const shownTo = async (cookie: string) =>
    readProps((await app.inject({ url: '/partners/bayside-movers/book', headers: { cookie } })).body).booking.reference;

  it('a GET without a cookie shows what the link opens and sets no cookie and stores no session', async () => {
    const { ann, path } = await annWithLink();
    const before = { sessions: await sessionCount(), session: await sessionOf(ann) };

    const shown = await openLink(app, path, address());
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['set-cookie']).toBeUndefined();
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.headers['cache-control']).toBe('no-store');
    // The partner, the masked email and the move date in words; never the address itself.
    expect(shown.body).toContain('Bayside Movers');
    expect(shown.body).toContain('a•••@example.com');
    expect(shown.body).not.toContain('ann.links@example.com');
    expect(shown.body).toContain(formatMoveDate(String(ann.props.booking.moveDate)));
    expect(shown.body).toContain(`<button type="submit">${OPEN_LINK_BUTTON.manage}</button>`);
    expect(shown.body).toContain(`<form method="post" action="${path}">`);
    // A scanner's HEAD and a second GET change nothing either.
    expect((await app.inject({ method: 'HEAD', url: path, remoteAddress: address() })).headers['set-cookie']).toBeUndefined();
    await openLink(app, path, address());
    expect(await sessionCount()).toBe(before.sessions);
    expect(await sessionOf(ann)).toBe(before.session);
  });

  it("a GET with a cookie of another booking leaves that cookie and both bookings as they were; the page's POST moves the booking", async () => {
    const { ann, path } = await annWithLink();
    // Bea's browser holds her own unfinished quote.
    const bea = await startBooking(app, 'bayside-movers', undefined, { firstName: 'Bea', email: 'bea.links@example.com' });
    const before = { ann: await sessionOf(ann), bea: await sessionOf(bea), sessions: await sessionCount() };

    const shown = await openLink(app, path, address(), bea.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['set-cookie']).toBeUndefined();
    expect(shown.body).toContain('This browser also has an unfinished quote with Bayside Movers (b•••@example.com');
    expect({ ann: await sessionOf(ann), bea: await sessionOf(bea), sessions: await sessionCount() }).toEqual(before);
    expect(await shownTo(bea.cookie)).toBe(bea.props.booking.reference);

    // The button: Ann's booking moves to a new session this browser now holds; Bea's quote stays where it was.
    const pressed = await pressLinkButton(app, path, address(), linkFormTokenIn(shown.body), { cookie: bea.cookie });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain(KEPT_QUOTE_TITLE);
    expect(pressed.body).toContain('<a href="/partners/bayside-movers/book/manage">Go to your booking</a>');
    const cookie = boundCookie(pressed);
    expect(cookie).not.toBe(bea.cookie);
    expect(await sessionOf(ann)).not.toBe(before.ann);
    expect(await sessionOf(bea)).toBe(before.bea);
    expect(await shownTo(cookie)).toBe(ann.props.booking.reference);

    // Bea's quote is reachable from this browser through the resume link the answer gives.
    const resume = /<a href="(\/partners\/bayside-movers\/resume\/[A-Za-z0-9_-]{22})">Continue my other quote<\/a>/.exec(pressed.body)?.[1];
    expect(resume).toBeDefined();
    const back = await openLink(app, resume!, address(), cookie);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(`<button type="submit">${OPEN_LINK_BUTTON.resume}</button>`);
    // Ann's booking is converted: nothing to keep, straight to Bea's quote.
    expect(back.body).not.toContain('also has an unfinished quote');
    const reopened = await pressLinkButton(app, resume!, address(), linkFormTokenIn(back.body), { cookie });
    expect(reopened.statusCode).toBe(303);
    expect(await shownTo(boundCookie(reopened))).toBe(bea.props.booking.reference);
  });

  it('the button of a browser that already holds the booking moves nothing and makes no session', async () => {
    const { ann, path } = await annWithLink();
    const before = { session: await sessionOf(ann), sessions: await sessionCount() };
    const shown = await openLink(app, path, address(), ann.cookie);
    expect(shown.body).not.toContain('also has an unfinished quote');
    const pressed = await pressLinkButton(app, path, address(), linkFormTokenIn(shown.body), { cookie: ann.cookie });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/partners/bayside-movers/book/manage');
    expect(pressed.headers['set-cookie']).toBeUndefined();
    expect({ session: await sessionOf(ann), sessions: await sessionCount() }).toEqual(before);
  });

  it('refuses a POST from another site, a sibling site or a foreign Origin, and one without the page: nothing moves, no cookie', async () => {
    const { ann, path } = await annWithLink();
    const other = await annWithLink();
    const formToken = linkFormTokenIn((await openLink(app, path, address())).body);
    const before = { session: await sessionOf(ann), sessions: await sessionCount() };

    const crossSite = await pressLinkButton(app, path, address(), formToken, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await pressLinkButton(app, path, address(), formToken, { 'sec-fetch-site': 'same-site' });
    expect(sameSite.statusCode).toBe(403);
    expect(sameSite.body).toContain('This request came from another website and was refused.');
    // A browser without fetch metadata: its Origin names the site the form was on.
    const foreignOrigin = await app.inject({
      method: 'POST',
      url: path,
      remoteAddress: address(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: `_csrf=${formToken}`,
    });
    expect(foreignOrigin.statusCode).toBe(403);
    // A POST without the page's token (a scanner's, a mail program's) goes back to the page.
    const withoutPage = await pressLinkButton(app, path, address(), 'not-the-token');
    expect(withoutPage.statusCode).toBe(303);
    expect(withoutPage.headers.location).toBe(path);
    // A token of another link's page opens nothing either.
    const othersToken = linkFormTokenIn((await openLink(app, other.path, address())).body);
    expect((await pressLinkButton(app, path, address(), othersToken)).statusCode).toBe(303);

    for (const answer of [crossSite, sameSite, foreignOrigin, withoutPage]) expect(answer.headers['set-cookie']).toBeUndefined();
    expect({ session: await sessionOf(ann), sessions: await sessionCount() }).toEqual(before);

    // From our own page it opens, also in a browser without fetch metadata whose Origin is this host.
    const ours = await app.inject({
      method: 'POST',
      url: path,
      remoteAddress: address(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: `_csrf=${formToken}`,
    });
    expect(ours.statusCode).toBe(303);
    expect(ours.headers.location).toBe('/partners/bayside-movers/book/manage');
  });

  it('answers 410 to the button once the booking was cancelled after its page was shown', async () => {
    const { ann, path } = await annWithLink();
    const formToken = linkFormTokenIn((await openLink(app, path, address())).body);
    await database.db.update(bookings).set({ cancelledAt: clock.now() }).where(eq(bookings.reference, ann.props.booking.reference));
    const pressed = await pressLinkButton(app, path, address(), formToken);
    expect(pressed.statusCode).toBe(410);
    expect(pressed.headers['set-cookie']).toBeUndefined();
  });
});
