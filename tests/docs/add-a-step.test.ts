/**
 * docs/ADDING-A-STEP.md, done by a test: the funnel's data is copied to a temporary folder, the crating
 * step is added with JSON files only (full service only, after the contents: a yes/no stored as a boolean, a counter
 * up to 200 shown only for Yes, $150 for Yes and $3 a box, a summary block), and the copy's own generate, check, core,
 * server, lead and emails answer for it. No code file of the copy changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelSession, FunnelSessionInput } from '../../core/flow/funnel-session';
import type { Funnel } from '../../core/flow/funnel';
import type { AppDatabase } from '../../server/db/app-database';
import type { Lead, LeadEvent } from '../../server/delivery/lead/lead';
import type { ServerPartner } from '../../server/partners/server-partner';
import { api, DIST_DIR, TEST_SESSION_SECRET, visit } from '../server/helpers/test-app';
import { COMPLETE_BOOKING } from '../../testkit/test-bookings';
import { addPacking, AFTER, copiedServer, copyTree, COPIED, generateIn, readJson } from '../support/packing-step';

let root = '';
let funnel: Funnel;
let session: (input: Omit<FunnelSessionInput, 'partner' | 'today'>) => FunnelSession;
let app: FastifyInstance;
let database: AppDatabase;
let checkProblems: string[] = [];
let baysideServer: ServerPartner;
let buildLead: typeof import('../../server/delivery/lead/build-lead').buildLead;
let composePartnerEmail: typeof import('../../server/delivery/mail/compose-partner-email').composePartnerEmail;
let composeCustomerEmail: typeof import('../../server/delivery/mail/compose-customer-email').composeCustomerEmail;

beforeAll(async () => {
  root = copyTree(COPIED, 'add-a-step-');
  addPacking(root);

  // npm run generate and npm run check, as the copy's own scripts do them.
  await generateIn(root);
  const { runCheck } = (await import(path.join(root, 'scripts/check.ts'))) as typeof import('../../scripts/check');
  checkProblems = runCheck(root, []).problems;

  // The copy's core and server, on its regenerated modules.
  const { funnelDefinition } = (await import(
    path.join(root, 'core/flow/funnel-definition.ts')
  )) as typeof import('../../core/flow/funnel-definition');
  const { createFunnelSession } = (await import(
    path.join(root, 'core/flow/funnel-session.ts')
  )) as typeof import('../../core/flow/funnel-session');
  const bayside = readJson(path.join(root, 'partners/bayside-movers.json'));
  funnel = funnelDefinition;
  session = (input) => createFunnelSession(funnelDefinition, { ...input, partner: bayside, today: new Date() });
  const { buildApp, openDatabase, loadConfig, loadPartners } = await copiedServer(root);
  const partners = loadPartners(path.join(root, 'partners')).partners;
  baysideServer = partners.find((partner) => partner.slug === 'bayside-movers')!;
  // The copy's lead and emails, as the outbox builds them.
  ({ buildLead } = (await import(
    path.join(root, 'server/delivery/lead/build-lead.ts')
  )) as typeof import('../../server/delivery/lead/build-lead'));
  ({ composePartnerEmail } = (await import(
    path.join(root, 'server/delivery/mail/compose-partner-email.ts')
  )) as typeof import('../../server/delivery/mail/compose-partner-email'));
  ({ composeCustomerEmail } = (await import(
    path.join(root, 'server/delivery/mail/compose-customer-email.ts')
  )) as typeof import('../../server/delivery/mail/compose-customer-email'));
  database = await openDatabase({ kind: 'pglite' });
  app = buildApp({
    db: database,
    partners,
    config: loadConfig({ SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: '/nonexistent-unused' }),
    distDir: DIST_DIR,
    logger: false,
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('adding the crating step with JSON files only', () => {
  it('passes npm run check', () => {
    expect(checkProblems).toEqual([]);
  });

  it('walks after the contents for a full-service move, and Back returns', () => {
    const following = funnel.flow.steps[funnel.flow.steps.indexOf('crating') + 1]!;
    const s = session({ booking: { serviceType: 'full_service' } });
    expect(s.next(AFTER)?.to).toBe('crating');
    expect(s.next('crating')?.to).toBe(following);
    expect(s.back(following)).toBe('crating');
    expect(s.back('crating')).toBe(AFTER);
  });

  it('is passed by, cannot be opened and asks nothing of a labor-only move (showWhen)', () => {
    const following = funnel.flow.steps[funnel.flow.steps.indexOf('crating') + 1]!;
    const s = session({ booking: { ...COMPLETE_BOOKING, serviceType: 'labor_only', crating: true, crateCount: 10 } });
    expect(s.next(AFTER)?.to).toBe(following);
    expect(s.back(following)).toBe(AFTER);
    expect(s.path().steps).not.toContain('crating');
    expect(s.redirect('crating', null)).not.toBe(null);
    expect(s.redirect('crating', null)).not.toBe('crating');
    expect(s.answers()).not.toHaveProperty('crating');
    expect(s.answers()).not.toHaveProperty('crateCount');
    expect(s.summaryBlocks().map((b) => b.id)).not.toContain('crating');
  });

  it.each<[string, Record<string, unknown>, string[], Record<string, string[]>]>([
    [
      'nothing answered: only the question, and its message',
      {},
      ['crating'],
      { crating: ['Please tell us whether you would like help with crating.'] },
    ],
    ['No: the counter stays hidden', { crating: false }, ['crating'], {}],
    [
      'Yes: the counter shows, and asks for a number',
      { crating: true },
      ['crating', 'crateCount'],
      { crateCount: ['Please tell us about how many boxes.'] },
    ],
    ['Yes and 10 boxes', { crating: true, crateCount: 10 }, ['crating', 'crateCount'], {}],
  ])('%s', (_case, booking, visible, errors) => {
    const s = session({ booking: { serviceType: 'full_service', ...booking } });
    expect(s.visibleFields('crating')).toEqual(visible);
    expect(s.errors('crating')).toEqual(errors);
  });

  it("gives the counter the booking schema's 200 and stores a yes/no answer as a boolean", () => {
    const { schema, uiSchema } = session({ booking: { crating: true } }).resolved('crating');
    expect(schema.properties.crateCount).toMatchObject({ minimum: 0, maximum: 200 });
    expect(schema.properties.crating).toMatchObject({ type: ['boolean', 'null'] });
    expect(uiSchema.crateCount).toMatchObject({ 'ui:widget': 'counter' });
  });

  it('shows the summary block, without the boxes once crating is No', () => {
    expect(
      session({ booking: { serviceType: 'full_service' } })
        .summaryBlocks()
        .map((b) => b.id),
    ).toContain('crating');
    expect(session({ booking: { serviceType: 'full_service', crating: false, crateCount: 10 } }).answers()).not.toHaveProperty(
      'crateCount',
    );
  });

  it('refuses a conversion without an answer, on the real server, and names the step', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...COMPLETE_BOOKING } });
    expect(saved.statusCode).toBe(200);
    const refused = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      step: 'crating',
      path: '/book/crating',
      messages: ['Please tell us whether you would like help with crating.'],
    });
  });

  /** A visitor of the copy's server who saves COMPLETE_BOOKING with `fields`, and what the server stored. */
  async function saver() {
    const visitor = await visit(app, 'bayside-movers');
    return async (fields: Record<string, unknown>) => {
      const booking = { ...visitor.props.booking, ...COMPLETE_BOOKING, ...fields };
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking });
      visitor.props.booking = response.statusCode === 200 ? response.json() : visitor.props.booking;
      return { response, convert: () => api(app, visitor, 'POST', '/api/v1/booking/pay-later') };
    };
  }
  const cratingSection = (booking: { pricingSections: Array<{ title: string }> }) =>
    booking.pricingSections.find((s) => s.title === 'Packing');

  it('charges $150 for Yes and $3 a box, nothing for No or a labor-only move, and refuses 201 boxes', async () => {
    const save = await saver();
    const packed = (await save({ crating: true, crateCount: 10 })).response.json();
    const declined = (await save({ crating: false, crateCount: 10 })).response.json();
    expect(packed.estimate - declined.estimate).toBe(180);
    expect(cratingSection(packed)).toMatchObject({ cost: 150, line_items: [] });
    expect(packed.pricingSections).toContainEqual(
      expect.objectContaining({
        title: 'Packing boxes',
        cost: 30,
        line_items: [{ slug: 'crate-count', label: 'About how many boxes?', amount: 10 }],
      }),
    );
    expect(cratingSection(declined)).toBeUndefined();
    expect(declined).not.toHaveProperty('crateCount');
    expect((await save({ crating: true, crateCount: 200 })).response.statusCode).toBe(200);
    expect((await save({ crating: true, crateCount: 201 })).response.statusCode).toBe(422);

    const laborOnly = (await save({ serviceType: 'labor_only', crating: true, crateCount: 10 })).response.json();
    expect(laborOnly).not.toHaveProperty('crating');
    expect(cratingSection(laborOnly)).toBeUndefined();
    expect(laborOnly.pricingSections.map((s: { title: string }) => s.title)).not.toContain('Packing boxes');
  });

  it('converts a labor-only move that never saw the step, and its address leads on (302)', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const booking = { ...visitor.props.booking, ...COMPLETE_BOOKING, serviceType: 'labor_only' };
    expect((await api(app, visitor, 'PUT', '/api/v1/booking', { booking })).statusCode).toBe(200);
    const page = (path: string) => app.inject({ url: `/partners/bayside-movers/book/${path}`, headers: { cookie: visitor.cookie } });
    const opened = await page('crating');
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).not.toMatch(/\/book\/crating/);
    expect((await api(app, visitor, 'POST', '/api/v1/booking/pay-later')).statusCode).toBe(200);
  });

  it('opens the step by its address for a full-service move', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const booking = { ...visitor.props.booking, ...COMPLETE_BOOKING, serviceType: 'full_service' };
    expect((await api(app, visitor, 'PUT', '/api/v1/booking', { booking })).statusCode).toBe(200);
    const opened = await app.inject({ url: '/partners/bayside-movers/book/crating', headers: { cookie: visitor.cookie } });
    expect(opened.statusCode).toBe(200);
  });

  it('carries the fee in the lead and both emails, and leaves it out for No', async () => {
    const leadOf = async (fields: Record<string, unknown>) => {
      const { response, convert } = await (await saver())(fields);
      const stored = response.json();
      expect((await convert()).statusCode).toBe(200);
      const now = new Date();
      return buildLead({
        booking: stored,
        reference: '7KQ2M9XD',
        partner: baysideServer,
        conversion: { type: 'pay_later', unserviceableReason: null },
        estimate: { total: stored.estimate, sections: stored.pricingSections },
        createdAt: now,
        updatedAt: now,
        convertedAt: now,
      });
    };
    const mails = (lead: Lead) => {
      const event: LeadEvent = { type: 'booking.converted', timestamp: new Date().toISOString(), data: lead };
      return [composePartnerEmail(event, baysideServer).text, composeCustomerEmail(event, baysideServer)!.text];
    };
    const packed = await leadOf({ crating: true, crateCount: 0 });
    expect(packed.estimate.sections).toContainEqual(expect.objectContaining({ title: 'Packing', cost: 150 }));
    for (const text of mails(packed)) expect(text).toMatch(/Packing[^\n]*\$150\.00/);
    const declined = await leadOf({ crating: false });
    expect(declined.estimate.sections.map((section) => section.title)).not.toContain('Packing');
    for (const text of mails(declined)) expect(text).not.toMatch(/Packing[^\n]*\$150\.00/);
  });

  it("sends the crating answer to the partner: in the built lead and in the partner's email", async () => {
    const { buildLead } = (await import(
      path.join(root, 'server/delivery/lead/build-lead.ts')
    )) as typeof import('../../server/delivery/lead/build-lead');
    const { composePartnerEmail } = (await import(
      path.join(root, 'server/delivery/mail/compose-partner-email.ts')
    )) as typeof import('../../server/delivery/mail/compose-partner-email');
    const { loadPartners } = (await import(
      path.join(root, 'server/partners/load-partners.ts')
    )) as typeof import('../../server/partners/load-partners');
    const bayside = loadPartners(path.join(root, 'partners')).partners.find((p) => p.slug === 'bayside-movers')!;
    const partner = { ...bayside, delivery: { email: 'dispatch@bayside.example.com' } };
    const now = new Date();
    // The copy's Booking type has the new fields; this file is typed against the original.
    const booking = { ...COMPLETE_BOOKING, crating: true, crateCount: 10 } as Parameters<typeof buildLead>[0]['booking'];
    const lead = buildLead({
      booking,
      reference: '7KQ2M9XD',
      partner,
      conversion: { type: 'pay_later', unserviceableReason: null },
      estimate: { total: 810, sections: [] },
      createdAt: now,
      updatedAt: now,
      convertedAt: now,
    });
    expect(lead.answers?.crating).toEqual({
      step: 'crating',
      stepLabel: 'Packing',
      label: 'Would you like help with crating?',
      value: true,
      valueLabel: 'Yes',
    });
    expect(lead.answers?.crateCount).toMatchObject({ label: 'About how many boxes?', value: 10, valueLabel: '10' });
    const email = composePartnerEmail({ type: 'booking.converted', timestamp: now.toISOString(), data: lead }, partner);
    expect(email.text).toMatch(/PACKING[^\n]*\n(.*\n)*.*About how many boxes\?: 10/);
    expect(email.html).toContain('About how many boxes?');
  });
});
