/**
 * "Continue your moving quote" (docs/LEADS.md, "What the customer receives"): one email after the idle time to a
 * customer who gave contact details, ticked email and did not finish; none once the same customer converted in
 * another tab or on another device, none without consent, none after an unsubscribe. Its link reopens the step
 * where the booking stopped on a browser with no cookie.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { testDatabases, type TestDatabase } from '../helpers/test-databases';
import { INVALID_LINK_TITLE } from '../../../server/pages/invalid-link-page';
import { createTestClock } from '../../support/test-clock';
import { fakeDeliveryMail } from '../helpers/fake-delivery-mail';
import { startBooking, testApp } from '../helpers/test-app';
import { STEP_VALUES } from '../helpers/test-bookings';
import { boundCookie, followLink, linkPath, openLink, payLaterBooking } from './link-test-kit';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The app on its own database and clock for a describe block. The clock starts at the real time (booking times are
 * the database's) and only moves on: the scan runs when 30 s of it passed since the last, so each block that jumps
 * days ahead has its own.
 */
function useResumeApp(open: TestDatabase['open']) {
  let database: AppDatabase;
  let app: FastifyInstance;
  const mail = fakeDeliveryMail();
  // Booking times are the database's: the clock starts at the real time and moves on from there.
  const clock = createTestClock(new Date());
  let addresses = 0;
  const address = () => `10.2.0.${(addresses += 1)}`;

  beforeAll(async () => {
    database = await open();
    app = testApp(database, { clock, mail, env: { LEAD_IDLE_MINUTES: '30' } });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    mail.sent.length = 0;
  });

  const resumeEmails = () => mail.sent.filter((message) => message.event.type === 'customer.resume');
  /** The scan runs at most every 30 s of the app's clock: each pass moves it on. */
  async function passAfter(ms: number) {
    clock.advance(ms);
    await app.jobs.runOnce();
  }
  /** A customer who finished the landing step (and chose a service), with their own email and phone. */
  const landing = (email: string, phone: string, contactPreference = ['email']) => ({
    ...STEP_VALUES.landing,
    ...STEP_VALUES.services,
    email,
    phone,
    contactPreference,
  });

  return { app: () => app, mail, clock, address, resumeEmails, passAfter, landing };
}

describe('resume emails', () => {
  const { app: appOf, mail, clock, address, resumeEmails, passAfter, landing } = useResumeApp(testDatabases[0]!.open);

  it('sends one email after the idle time to a consenting customer, and its link reopens the step where they stopped', async () => {
    const visitor = await startBooking(appOf(), 'bayside-movers', undefined, landing('ann.resume@example.com', '(415) 555-0141'));
    await passAfter(29 * MINUTE);
    expect(resumeEmails()).toEqual([]);
    await passAfter(2 * MINUTE);
    await passAfter(60 * MINUTE);
    await passAfter(DAY);

    expect(resumeEmails()).toHaveLength(1);
    expect(resumeEmails()[0]!.event.data).toMatchObject({
      reference: visitor.props.booking.reference,
      contact: { firstName: 'Ann', email: 'ann.resume@example.com' },
    });
    const path = linkPath(mail.sent, visitor.props.booking.reference, 'resumeUrl');
    expect(path).toMatch(/^\/partners\/bayside-movers\/resume\/[A-Za-z0-9_-]{22}$/);

    // Another device: no cookie. The link's button binds it and the funnel goes on where the booking stopped (the move date).
    const opened = await followLink(appOf(), path, address());
    expect(opened.statusCode).toBe(303);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const landed = await appOf().inject({ url: opened.headers.location as string, headers: { cookie: boundCookie(opened) } });
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/partners/bayside-movers/book/move-date');

    // 14 days later it no longer opens.
    clock.advance(14 * DAY);
    const expired = await openLink(appOf(), path, address());
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(INVALID_LINK_TITLE);
  });
});

// The scan's SQL on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
describe.each(testDatabases)('resume emails withheld ($name)', ({ open }) => {
  const { app: appOf, mail, address, resumeEmails, passAfter, landing } = useResumeApp(open);

  it('sends nothing to a customer who did not tick email, or who converted in another tab or on another device', async () => {
    await startBooking(appOf(), 'bayside-movers', undefined, landing('cal.resume@example.com', '(415) 555-0142', ['call', 'text']));
    // The same customer (by email) books on their laptop; the phone's unfinished quote is left behind.
    await startBooking(appOf(), 'bayside-movers', undefined, landing('Dee.Resume@example.com', '(415) 555-0143'));
    await payLaterBooking(appOf(), { email: 'dee.resume@example.com', phone: '(415) 555-0199' });
    // And by phone, with another address.
    await startBooking(appOf(), 'bayside-movers', undefined, landing('eve.resume@example.com', '(415) 555-0144'));
    await payLaterBooking(appOf(), { email: 'eve.other@example.com', phone: '(415) 555-0144' });

    await passAfter(31 * MINUTE);
    await passAfter(MINUTE);
    expect(resumeEmails()).toEqual([]);
  });

  it('stops all further resume emails to the address for the partner after a one-click unsubscribe', async () => {
    const first = await startBooking(appOf(), 'bayside-movers', undefined, landing('fay.resume@example.com', '(415) 555-0145'));
    await passAfter(31 * MINUTE);
    await passAfter(MINUTE);
    expect(resumeEmails()).toHaveLength(1);
    const unsubscribe = linkPath(mail.sent, first.props.booking.reference, 'unsubscribeUrl');

    // A GET only asks (mail scanners follow links); the POST is RFC 8058's one-click request.
    const asked = await openLink(appOf(), unsubscribe, address());
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop the reminder emails?');
    const done = await appOf().inject({
      method: 'POST',
      url: unsubscribe,
      remoteAddress: address(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');

    mail.sent.length = 0;
    await startBooking(appOf(), 'bayside-movers', undefined, landing('FAY.resume@example.com', '(415) 555-0146'));
    await passAfter(31 * MINUTE);
    await passAfter(MINUTE);
    expect(resumeEmails()).toEqual([]);
  });
});
