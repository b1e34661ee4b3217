import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../server/db/app-database';
import { listBookingEvents } from '../../server/db/booking-repository';
import { funnelStep } from '../../core/flow/funnel';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../../core/posted-form-names';
import bayside from '../../partners/bayside-movers.json';
import { withStepAnswers } from '../../testkit/complete-booking';
import { formFields } from './helpers/form-fields';
import { bookingIdOf } from './helpers/booking-by-reference';
import { testDatabases } from './helpers/test-databases';
import { cookieFrom, readProps, useTestApp, visit, type Visitor } from './helpers/test-app';

/** The landing form as a browser sends it before the app has started: RJSF's field names, the token, the honeypot. */
function landingForm(visitor: Visitor, fields: Record<string, string | string[]>, token = visitor.csrf): string {
  const form = new URLSearchParams({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: '' });
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(`root_${name}`, one);
  return form.toString();
}

/** A complete landing form: what the tests type, and any other answer the step requires made up from its step file. */
const COMPLETE = formFields(
  withStepAnswers(
    funnelStep(funnelDefinition, 'landing'),
    { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '4155550199', contactPreference: ['email', 'text'] },
    { booking: {}, partner: { ...bayside }, query: {} },
    new Date(),
  ),
);

describe.each(testDatabases)('the landing form sent without the app, on $name', ({ open }) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  useTestApp(open, (opened) => ({ app, database } = opened));

  const post = (visitor: Visitor, payload: string, headers: Record<string, string> = {}, path = `/partners/${visitor.slug}/book`) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: visitor.cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      payload,
    });

  it("saves a complete form as the app's save would (phone masked, the link's utm kept) and sends the customer to the next step", async () => {
    const visitor = await visit(app, 'bayside-movers');
    const response = await post(visitor, landingForm(visitor, COMPLETE), {}, '/partners/bayside-movers/book?utm_source=newsletter');
    expect(response.statusCode).toBe(303);
    // Bayside offers labor-only moves: the services step comes next, as the app's Next would go.
    expect(response.headers.location).toBe('/partners/bayside-movers/book/services');
    const after = await visit(app, 'bayside-movers', visitor.cookie);
    expect(after.props.booking).toMatchObject({
      firstName: 'Dana',
      lastName: 'Rivera',
      email: 'dana@example.com',
      phone: '(415) 555-0199',
      contactPreference: ['email', 'text'],
      utm_source: 'newsletter',
      revision: 1,
    });
    // One save, recorded as the landing step's, as the app's save is.
    const events = await listBookingEvents(database.db, await bookingIdOf(database.db, after.props.booking.reference));
    expect(events.map((event) => [event.kind, event.payload])).toEqual([['save', expect.objectContaining({ currentStep: 'landing' })]]);
  });

  it("stores its own step's answers and the link's marketing parameters, never another step's answers from its address", async () => {
    const visitor = await visit(app, 'bayside-movers');
    const query = 'moveDate=2030-01-02&serviceType=labor_only&originBedrooms=3&notes=gate%201234&gclid=abc&utm_medium=cpc';
    const response = await post(visitor, landingForm(visitor, COMPLETE), {}, `/partners/bayside-movers/book?${query}`);
    expect(response.statusCode).toBe(303);
    const { booking } = (await visit(app, 'bayside-movers', visitor.cookie)).props;
    expect(booking).toMatchObject({ gclid: 'abc', utm_medium: 'cpc', firstName: 'Dana' });
    for (const field of ['moveDate', 'serviceType', 'originBedrooms', 'notes']) expect(booking, field).not.toHaveProperty(field);
  });

  it('goes on to the move date where the partner has no services step, with the default service the app gives', async () => {
    const visitor = await visit(app, 'summit-moving');
    const response = await post(visitor, landingForm(visitor, COMPLETE));
    expect([response.statusCode, response.headers.location]).toEqual([303, '/partners/summit-moving/book/move-date']);
    expect((await visit(app, 'summit-moving', visitor.cookie)).props.booking.serviceType).toBe('full_service');
  });

  it("answers a form the step refuses with its page (422), the answers as the customer's unsaved edits, and stores nothing", async () => {
    const visitor = await visit(app, 'bayside-movers');
    const response = await post(visitor, landingForm(visitor, { firstName: 'Dana', email: 'not-an-email', phone: '415' }));
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const props = readProps(response.body) as ReturnType<typeof readProps> & { refusedSubmit?: unknown };
    expect(props.refusedSubmit).toEqual({
      stepId: 'landing',
      answers: { firstName: 'Dana', email: 'not-an-email', phone: '(415', contactPreference: [] },
    });
    expect(props.booking).toEqual({ revision: 0 });
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toEqual({ revision: 0 });
  });

  it('sends a form without the session or with another token back to a fresh page, storing nothing', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const wrongToken = await post(visitor, landingForm(visitor, COMPLETE, 'not-the-token'));
    expect([wrongToken.statusCode, wrongToken.headers.location]).toEqual([303, '/partners/bayside-movers/book']);
    const noCookie = await post({ ...visitor, cookie: '' }, landingForm(visitor, COMPLETE));
    expect(noCookie.statusCode).toBe(303);
    expect(cookieFrom(noCookie)).toBeUndefined();
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toEqual({ revision: 0 });
  });

  it('refuses a form another site sent, and one whose honeypot a bot filled, storing nothing', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const crossSite = await post(visitor, landingForm(visitor, COMPLETE), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const bot = await post(
      visitor,
      landingForm(visitor, COMPLETE).replace(`${HONEYPOT_FIELD}=`, `${HONEYPOT_FIELD}=https%3A%2F%2Fspam.example`),
    );
    expect(bot.statusCode).toBe(400);
    expect(bot.body).toContain('Your request was refused');
    expect((await visit(app, 'bayside-movers', visitor.cookie)).props.booking).toEqual({ revision: 0 });
  });

  it('answers 404 for a partner that does not exist and 400 for a body that is not a form', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const noPartner = await post(visitor, landingForm(visitor, COMPLETE), {}, '/partners/no-such-movers/book');
    expect([noPartner.statusCode, noPartner.body]).toEqual([404, expect.stringContaining('404 - Page does not exist')]);
    const json = await post(visitor, JSON.stringify({ firstName: 'Dana' }), { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
  });
});
