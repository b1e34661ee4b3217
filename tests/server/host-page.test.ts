import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../server/db/app-database';
import { findBookingById, listBookingEvents } from '../../server/db/booking-repository';
import { bookingIdOf } from './helpers/booking-by-reference';
import { testDatabases } from './helpers/test-databases';
import { DIST_DIR, ROOT, api, cookieFrom, readCsrf, startBooking, readProps, testApp, useTestApp, visit } from './helpers/test-app';
import { displayPartnerPhone } from '../../core/partner-phone';
import summitPartner from '../../partners/summit-moving.json';
import { renderDemoPartnerSitePage } from '../../server/pages/demo-partner-site-page';

/** The partner as the page carries it: the file without its editor hint, and of its capacity only the time zone. */
/** The partner file as the browser may see it: no editor hint, no rates (the server alone prices), no crews. */
const partnerFile = (slug: string): Record<string, unknown> => {
  const {
    $schema: _schema,
    pricing: _pricing,
    capacity,
    ...rest
  } = JSON.parse(readFileSync(`${ROOT}partners/${slug}.json`, 'utf8')) as {
    capacity?: { timeZone: string; payLater?: string };
  } & Record<string, unknown>;
  return capacity
    ? { ...rest, capacity: { timeZone: capacity.timeZone, ...(capacity.payLater && { payLater: capacity.payLater }) } }
    : rest;
};

describe.each(testDatabases)('host page and plain pages on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  useTestApp(open, (opened) => ({ app, database } = opened));

  describe('GET /partners/:slug/*', () => {
    it.each(['bayside-movers', 'summit-moving'])('serves the host page contract for %s', async (slug) => {
      const response = await app.inject({ url: `/partners/${slug}/book` });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(html).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{43}">/);
      expect(html).toContain('<meta name="stripe-publishable-key" content="">');
      expect(html).not.toContain('name="sentry-dsn"');
      expect(html).toMatch(/<script type="application\/json" id="react-app-props">[^<]*<\/script>\s*<div id="react-app"><[a-z]/);
      const props = readProps(html);
      expect(props).toEqual({
        // Page loads store nothing: no booking reference before the first save.
        booking: { revision: 0 },
        partner: partnerFile(slug),
        location: null,
        // The partner's date, from the app's clock (tests/server/capacity/capacity-api.test.ts, "the partner's today", moves it).
        today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        settings: { googleApiKey: null, stripeAvailable: false },
      });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^booking_session=[^;]+\.[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    });

    it.each([
      ['bayside-movers', 'Bayside Movers'],
      ['summit-moving', 'Summit Moving'],
      ['harbor-hauling', 'Harbor Hauling'],
    ])("carries %s's colours and font on <html> and describes the funnel for search and link previews", async (slug, name) => {
      const html = (await app.inject({ url: `/partners/${slug}/book` })).body;
      const theme = (partnerFile(slug).theme ?? {}) as { primary?: string; accent?: string; font?: string };
      const style = /<html lang="en" style="([^"]*)">/.exec(html)?.[1] ?? '';
      expect(style).toContain(`--color-brand: ${theme.primary ?? '#1d4ed8'}`);
      expect(style).toContain(`--color-accent: ${theme.accent ?? '#047857'}`);
      if (theme.font && theme.font !== 'system') expect(style).toContain('--font-brand: ');
      expect(html).toContain(
        `<meta name="description" content="Get a free moving quote from ${name} in minutes, then reserve your move online.">`,
      );
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="[^"]+ · ${name}">`));
      expect(html).toContain(`<meta property="og:site_name" content="${name}">`);
    });

    it('preloads the same booking and token for a returning visitor, and new ones for a new visitor', async () => {
      const first = await startBooking(app, 'bayside-movers');
      const again = await visit(app, 'bayside-movers', first.cookie);
      const stranger = await startBooking(app, 'bayside-movers');
      expect(again.props.booking.reference).toBe(first.props.booking.reference);
      expect(again.csrf).toBe(first.csrf);
      expect(stranger.props.booking.reference).not.toBe(first.props.booking.reference);
      expect(stranger.csrf).not.toBe(first.csrf);
    });

    it.each<[string, number, string]>([
      ['/partners/bayside-movers/book', 200, 'Get your free moving quote in 5 minutes · Bayside Movers'],
      ['/partners/bayside-movers/book/landing?checkout=true', 200, 'Get your free moving quote in 5 minutes · Bayside Movers'],
      ['/partners/bayside-movers/preview/moveDate', 200, 'Preview · Bayside Movers'],
      ['/partners/bayside-movers/no/such/step', 404, 'Page not found · Bayside Movers'],
      ['/partners/bayside-movers/book/anything', 404, 'Page not found · Bayside Movers'],
    ])(
      'serves %s from the same template with status %i and its own title (the app shows the 404 page itself)',
      async (url, status, title) => {
        const first = await startBooking(app, 'bayside-movers');
        const response = await app.inject({ url, headers: { cookie: first.cookie } });
        expect(response.statusCode).toBe(status);
        expect(readProps(response.body).booking.reference).toBe(first.props.booking.reference);
        expect(response.body).toContain(`<title>${title}</title>`);
        expect(response.body).toContain('<link rel="icon" type="image/svg+xml" href="/partners/bayside-movers/favicon.svg">');
      },
    );

    it('sends the bare partner address on to the start of its funnel', async () => {
      const response = await app.inject({ url: '/partners/bayside-movers' });
      expect([response.statusCode, response.headers.location]).toEqual([302, '/partners/bayside-movers/book']);
    });

    it.each<[string, number, string]>([
      ['/partners/bayside-movers/favicon.svg', 200, 'image/svg+xml'],
      ['/partners/no-such-movers/favicon.svg', 404, 'text/plain'],
      ['/demo/summit-moving/thank-you', 200, 'text/html'],
      ['/demo/no-such-movers/thank-you', 404, 'text/html'],
    ])('answers %s with %i %s', async (url, status, type) => {
      const response = await app.inject({ url });
      expect([response.statusCode, String(response.headers['content-type']).split(';')[0]]).toEqual([status, type]);
    });

    it('fills the optional metas and settings from the configuration', async () => {
      const configured = testApp(database, {
        env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_123', GOOGLE_MAPS_API_KEY: 'maps-key', SENTRY_DSN: 'https://key@sentry.example/1' },
        payments: { createSetupIntent: async () => ({ clientSecret: 'unused' }) },
      });
      try {
        const response = await configured.inject({ url: '/partners/summit-moving/book' });
        expect(response.body).toContain('<meta name="stripe-publishable-key" content="pk_test_123">');
        expect(response.body).toContain('<meta name="sentry-dsn" content="https://key@sentry.example/1">');
        expect(readProps(response.body).settings).toEqual({ googleApiKey: 'maps-key', stripeAvailable: true });
      } finally {
        await configured.close();
      }
    });

    it('keeps a publishable key without a card provider from claiming card payments work', async () => {
      const keyOnly = testApp(database, { env: { STRIPE_PUBLISHABLE_KEY: 'pk_test_123' } });
      try {
        const response = await keyOnly.inject({ url: '/partners/summit-moving/book' });
        expect(readProps(response.body).settings.stripeAvailable).toBe(false);
      } finally {
        await keyOnly.close();
      }
    });

    it('escapes the props so saved text cannot close the script element', async () => {
      const visitor = await visit(app, 'bayside-movers');
      const notes = '</script><script>alert(1)</script><!-- & "quotes"';
      const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, notes } });
      expect(saved.statusCode).toBe(200);
      const response = await app.inject({ url: '/partners/bayside-movers/book', headers: { cookie: visitor.cookie } });
      expect(response.body).not.toContain('<script>alert(1)');
      expect(readProps(response.body).booking.notes).toBe(notes);
    });

    it.each(['/partners/no-such-movers/book', '/partners/no-such-movers', '/partners/no-such-movers/reset'])(
      'answers %s with a 404 page',
      async (url) => {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('404 - Page does not exist');
        expect(response.headers['set-cookie']).toBeUndefined();
      },
    );
  });

  describe('POST /partners/:slug/reset', () => {
    it("archives the booking with a reset event, keeps the other partner's, and redirects to a fresh funnel", async () => {
      const visitor = await startBooking(app, 'bayside-movers');
      const summit = await startBooking(app, 'summit-moving', visitor.cookie);
      const oldId = await bookingIdOf(database.db, visitor.props.booking.reference);
      await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, firstName: 'Kept' } });

      const response = await app.inject({
        method: 'POST',
        url: '/partners/bayside-movers/reset',
        headers: { cookie: visitor.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `_csrf=${encodeURIComponent(visitor.csrf)}`,
      });

      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/partners/bayside-movers/book');
      const after = await visit(app, 'bayside-movers', visitor.cookie);
      expect(after.props.booking).toEqual({ revision: 0 });
      expect(after.csrf).toBe(visitor.csrf);
      const old = await findBookingById(database.db, oldId);
      expect(old?.data.firstName).toBe('Kept');
      expect(old?.archivedAt).toBeInstanceOf(Date);
      const events = await listBookingEvents(database.db, oldId);
      expect(events.map((e) => e.kind)).toEqual(['save', 'save', 'reset']);
      expect((await visit(app, 'summit-moving', visitor.cookie)).props.booking.reference).toBe(summit.props.booking.reference);
      // A save from a tab still holding the old booking is refused: its booking is gone.
      const stale = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, revision: 2 } });
      expect(stale.statusCode).toBe(404);
    });

    it('a GET shows a page whose button posts the token, and starts no row', async () => {
      const response = await app.inject({ url: '/partners/summit-moving/reset' });
      expect(response.statusCode).toBe(200);
      const cookie = cookieFrom(response);
      expect(cookie).toMatch(/^booking_session=/);
      const token = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1];
      const page = await app.inject({ url: '/partners/summit-moving/book', headers: { cookie: cookie! } });
      expect(readCsrf(page.body)).toBe(token);
    });
  });

  describe('plain pages', () => {
    it.each([
      ['terms', 'Terms of Service'],
      ['privacy-policy', 'Privacy Policy'],
    ])(
      "/partners/{slug}/%s is a full page in the partner's brand, naming its phone, with a link back to its funnel",
      async (page, heading) => {
        const url = `/partners/summit-moving/${page}`;
        const fromFunnel = await app.inject({
          url,
          headers: { host: 'booking.example', referer: 'http://booking.example/partners/summit-moving/book/checkout' },
        });
        expect(fromFunnel.statusCode).toBe(200);
        expect(fromFunnel.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(fromFunnel.body).toContain(`<h1>${heading}</h1>`);
        expect(fromFunnel.body).toContain('<a href="/partners/summit-moving/book/checkout">Back to your Summit Moving booking</a>');
        expect(fromFunnel.body).toContain(`<title>${heading} · Summit Moving</title>`);
        expect(fromFunnel.body).toContain('<img src="/partners/summit-moving/logo.svg" alt="Summit Moving"');
        expect(fromFunnel.body).toMatch(/<html lang="en" style="--color-brand: #166534;[^"]*--font-brand: Georgia/);
        expect(fromFunnel.body).toContain(`call Summit Moving at ${displayPartnerPhone(summitPartner.phone)}`);
        expect(fromFunnel.body).not.toContain('number shown on the booking page');

        // A bookmarked or shared link, or a Referer from elsewhere or another partner: still branded, back to the funnel.
        for (const referer of [
          undefined,
          'https://elsewhere.example/partners/summit-moving/book/checkout',
          'http://booking.example/partners/bayside-movers/book/checkout',
        ]) {
          const other = await app.inject({ url, headers: { host: 'booking.example', ...(referer ? { referer } : {}) } });
          expect(other.body).toContain('<a href="/partners/summit-moving/book">Back to your Summit Moving booking</a>');
          expect(other.body).toContain('<img src="/partners/summit-moving/logo.svg" alt="Summit Moving"');
        }
        expect((await app.inject({ url: `/partners/nope/${page}` })).statusCode).toBe(404);
      },
    );

    it.each([
      ['/terms', 'Terms of Service'],
      ['/privacy-policy', 'Privacy Policy'],
    ])('%s stays neutral whoever links to it: no brand, a link to the start page', async (url, heading) => {
      for (const referer of [undefined, 'http://booking.example/partners/summit-moving/book/checkout']) {
        const page = await app.inject({ url, headers: { host: 'booking.example', ...(referer ? { referer } : {}) } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<title>${heading}</title>`);
        expect(page.body).toContain('<a href="/">Back to the start page</a>');
        expect(page.body).toContain('number shown on the booking page');
        expect(page.body).not.toContain('<img');
      }
    });

    it("the demo partner site looks like the partner's, greets the reference, repeats the pay-later caveat and shows what the redirect carried", async () => {
      const page = (await app.inject({ url: '/demo/summit-moving/thank-you?status=pay_later&reference=7KX3M9QD' })).body;
      expect(page).toContain('<img src="/partners/summit-moving/logo.svg" alt="Summit Moving"');
      expect(page).toContain('--color-brand: #166534');
      expect(page).toContain('Your booking reference is <strong>7KX3M9QD</strong>');
      expect(page).toContain('not guaranteed until your payment details are added');
      // This server takes no cards: no link to a checkout that could not take one.
      expect(page).not.toContain('Add a card now');
      expect(page).toContain('Call Summit Moving to add them.');
      const withCards = renderDemoPartnerSitePage(
        { name: 'Summit Moving', slug: 'summit-moving', logo: '/partners/summit-moving/logo.svg' },
        { status: 'pay_later' },
        { cardPayments: true },
      );
      expect(withCards).toContain('<a href="/partners/summit-moving/book/checkout">Add a card now</a>');
      expect(page).toContain('<dt><code>status</code></dt><dd>pay_later (Details saved, card not added yet)</dd>');
      const odd = (await app.inject({ url: '/demo/summit-moving/thank-you?status=pay_now&reference=%3Cscript%3E' })).body;
      expect(odd).not.toContain('<script>');
      expect(odd).not.toContain('not guaranteed');
      expect(odd).toContain('<dt><code>reference</code></dt><dd>none</dd>');
    });

    it('serves a neutral start page at /', async () => {
      const response = await app.inject({ url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('booking link your moving company gave you');
    });
  });

  describe('built files', () => {
    it('caches hashed bundles for a year', async () => {
      const bundle = readdirSync(`${DIST_DIR}/assets`).find((file) => file.endsWith('.js'));
      const response = await app.inject({ url: `/assets/${bundle}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves partner logos from public/partners/ as files, not as pages', async () => {
      const response = await app.inject({ url: '/partners/bayside-movers/logo.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toBe(readFileSync(`${ROOT}public/partners/bayside-movers/logo.svg`, 'utf8'));
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });

    it.each(['/partners/bayside-movers/..%2F..%2Fpackage.json', '/partners/bayside-movers/no-such-logo.svg'])(
      'never serves %s as a file',
      async (url) => {
        const response = await app.inject({ url });
        expect(response.headers['content-type']).toMatch(/text\/html/);
      },
    );

    it.each(['/index.html', '/assets/no-such-file.js'])('answers %s with the 404 page', async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('404 - Page does not exist');
    });
  });
});
