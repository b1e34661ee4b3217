/**
 * docs/ADDING-A-STEP.md, done by a test: the funnel's data is copied to a temporary folder, the packing
 * step is added with JSON files only (a yes/no stored as a boolean, a counter up to 200 shown only for
 * Yes, a $3 fee per box, a summary block), and the copy's own generate, check, core and server answer
 * for it. No code file of the copy changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelSession, FunnelSessionInput } from '../../core/funnel-session';
import type { Funnel } from '../../core/funnel';
import type { AppDatabase } from '../../server/db/app-database';
import { api, DIST_DIR, ROOT, TEST_SESSION_SECRET, visit } from '../server/helpers/test-app';
import { COMPLETE_BOOKING } from '../server/helpers/test-bookings';

/** What a new developer copies: everything the server, the generator and the check read. */
const COPIED = ['core', 'server', 'schemas', 'partners', 'scripts', 'public', 'drizzle', 'widgets', 'package.json', 'tsconfig.json'];

const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, data: unknown) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** The four JSON edits of the guide, and the partner's fee. */
function addPacking(root: string): void {
  const at = (file: string) => path.join(root, file);
  writeJson(at('schemas/steps/packing.json'), {
    $schema: '../step.schema.json',
    id: 'packing',
    path: '/book/packing',
    group: 'contents',
    title: 'Packing',
    heading: 'Would you like help with packing?',
    fields: {
      packing: { widget: 'yesNo', label: 'Would you like help with packing?' },
      packingBoxes: { widget: 'counter', label: 'About how many boxes?' },
    },
    required: ['packing', 'packingBoxes'],
    messages: {
      packing: { required: 'Please tell us whether you would like help with packing' },
      packingBoxes: { required: 'Please tell us about how many boxes' },
    },
    rules: [{ effect: 'hide', field: 'packingBoxes', when: { not: { scope: 'booking.packing', schema: { const: true } } } }],
    onSubmit: ['save'],
  });
  const flow = readJson(at('schemas/flow.json')) as { steps: string[] };
  flow.steps.splice(flow.steps.indexOf('specialtyItemsOther') + 1, 0, 'packing');
  writeJson(at('schemas/flow.json'), flow);
  const booking = readJson(at('schemas/booking.schema.json')) as { properties: Record<string, unknown> };
  booking.properties.packing = { description: 'Whether the customer wants help with packing.', type: ['boolean', 'null'] };
  booking.properties.packingBoxes = { description: 'About how many boxes to pack.', type: ['integer', 'null'], minimum: 0, maximum: 200 };
  writeJson(at('schemas/booking.schema.json'), booking);
  const summary = readJson(at('schemas/steps/summary.json')) as { summaryBlocks: unknown[] };
  summary.summaryBlocks.push({ id: 'packing', label: 'Packing', editStep: 'packing', fields: ['packing', 'packingBoxes'] });
  writeJson(at('schemas/steps/summary.json'), summary);
  const partner = readJson(at('partners/bayside-movers.json')) as { pricing?: { itemFees?: Record<string, unknown> } };
  partner.pricing = { ...partner.pricing, itemFees: { ...partner.pricing?.itemFees, packingBoxes: 3 } };
  writeJson(at('partners/bayside-movers.json'), partner);
}

let root = '';
let funnel: Funnel;
let session: (input: Omit<FunnelSessionInput, 'partner' | 'today'>) => FunnelSession;
let app: FastifyInstance;
let database: AppDatabase;
let checkProblems: string[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'add-a-step-'));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(root, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  addPacking(root);

  // npm run generate and npm run check, as the copy's own scripts do them.
  const { generateFiles } = (await import(path.join(root, 'scripts/generate.ts'))) as typeof import('../../scripts/generate');
  for (const [file, text] of Object.entries(await generateFiles(root))) fs.writeFileSync(path.join(root, file), text);
  const { runCheck } = (await import(path.join(root, 'scripts/check.ts'))) as typeof import('../../scripts/check');
  checkProblems = runCheck(root, []).problems;

  // The copy's core and server, on its regenerated modules.
  const { funnelDefinition } = (await import(
    path.join(root, 'core/funnel-definition.ts')
  )) as typeof import('../../core/funnel-definition');
  const { createFunnelSession } = (await import(path.join(root, 'core/funnel-session.ts'))) as typeof import('../../core/funnel-session');
  const bayside = readJson(path.join(root, 'partners/bayside-movers.json'));
  funnel = funnelDefinition;
  session = (input) => createFunnelSession(funnelDefinition, { ...input, partner: bayside, today: new Date() });
  const { buildApp } = (await import(path.join(root, 'server/build-app.ts'))) as typeof import('../../server/build-app');
  const { openDatabase } = (await import(path.join(root, 'server/db/open-database.ts'))) as typeof import('../../server/db/open-database');
  const { loadConfig } = (await import(
    path.join(root, 'server/config/load-config.ts')
  )) as typeof import('../../server/config/load-config');
  const { loadPartners } = (await import(
    path.join(root, 'server/partners/load-partners.ts')
  )) as typeof import('../../server/partners/load-partners');
  database = await openDatabase({ kind: 'pglite' });
  app = buildApp({
    db: database,
    partners: loadPartners(path.join(root, 'partners')).partners,
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

describe('adding the packing step with JSON files only', () => {
  it('passes npm run check', () => {
    expect(checkProblems).toEqual([]);
  });

  it('walks between the other items and the notes, and Back returns', () => {
    const s = session({ booking: {} });
    expect(s.next('specialtyItemsOther')?.to).toBe('packing');
    expect(s.next('packing')?.to).toBe('additionalNotes');
    expect(s.back('additionalNotes')).toBe('packing');
    expect(funnel.flow.steps).toContain('packing');
  });

  it.each<[string, Record<string, unknown>, string[], Record<string, string[]>]>([
    [
      'nothing answered: only the question, and its message',
      {},
      ['packing'],
      { packing: ['Please tell us whether you would like help with packing'] },
    ],
    ['No: the counter stays hidden', { packing: false }, ['packing'], {}],
    [
      'Yes: the counter shows, and asks for a number',
      { packing: true },
      ['packing', 'packingBoxes'],
      { packingBoxes: ['Please tell us about how many boxes'] },
    ],
    ['Yes and 10 boxes', { packing: true, packingBoxes: 10 }, ['packing', 'packingBoxes'], {}],
  ])('%s', (_case, booking, visible, errors) => {
    const s = session({ booking });
    expect(s.visibleFields('packing')).toEqual(visible);
    expect(s.errors('packing')).toEqual(errors);
  });

  it("gives the counter the booking schema's 200 and stores a yes/no answer as a boolean", () => {
    const { schema, uiSchema } = session({ booking: { packing: true } }).resolved('packing');
    expect(schema.properties.packingBoxes).toMatchObject({ minimum: 0, maximum: 200 });
    expect(schema.properties.packing).toMatchObject({ type: ['boolean', 'null'] });
    expect(uiSchema.packingBoxes).toMatchObject({ 'ui:widget': 'counter' });
  });

  it('shows the summary block, without the boxes once packing is No', () => {
    expect(
      session({ booking: {} })
        .summaryBlocks()
        .map((b) => b.id),
    ).toContain('packing');
    expect(session({ booking: { packing: false, packingBoxes: 10 } }).answers()).not.toHaveProperty('packingBoxes');
  });

  it('refuses a conversion without an answer, on the real server, and names the step', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const saved = await api(app, visitor, 'PUT', '/api/v1/booking', { booking: { ...visitor.props.booking, ...COMPLETE_BOOKING } });
    expect(saved.statusCode).toBe(200);
    const refused = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      step: 'packing',
      path: '/book/packing',
      messages: ['Please tell us whether you would like help with packing'],
    });
  });

  it('prices 10 boxes at $30, nothing once packing is No, and refuses 201 boxes', async () => {
    const visitor = await visit(app, 'bayside-movers');
    const save = async (fields: Record<string, unknown>) => {
      const booking = { ...visitor.props.booking, ...COMPLETE_BOOKING, ...fields };
      const response = await api(app, visitor, 'PUT', '/api/v1/booking', { booking });
      visitor.props.booking = response.statusCode === 200 ? response.json() : visitor.props.booking;
      return response;
    };
    const withBoxes = (await save({ packing: true, packingBoxes: 10 })).json();
    const declined = (await save({ packing: false, packingBoxes: 10 })).json();
    expect(withBoxes.estimate - declined.estimate).toBe(30);
    expect(withBoxes.pricingSections).toContainEqual(
      expect.objectContaining({ cost: 30, line_items: [{ slug: 'packing-boxes', label: 'About how many boxes?', amount: 10 }] }),
    );
    expect(declined).not.toHaveProperty('packingBoxes');
    expect((await save({ packing: true, packingBoxes: 200 })).statusCode).toBe(200);
    expect((await save({ packing: true, packingBoxes: 201 })).statusCode).toBe(422);
    const converted = await api(app, visitor, 'POST', '/api/v1/booking/pay-later');
    expect(converted.statusCode).toBe(200);
  });

  it("sends the packing answer to the partner: in the built lead and in the partner's email", async () => {
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
    const booking = { ...COMPLETE_BOOKING, packing: true, packingBoxes: 10 } as Parameters<typeof buildLead>[0]['booking'];
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
    expect(lead.answers?.packing).toEqual({
      step: 'packing',
      stepLabel: 'Packing',
      label: 'Would you like help with packing?',
      value: true,
      valueLabel: 'Yes',
    });
    expect(lead.answers?.packingBoxes).toMatchObject({ label: 'About how many boxes?', value: 10, valueLabel: '10' });
    const email = composePartnerEmail({ type: 'booking.converted', timestamp: now.toISOString(), data: lead }, partner);
    expect(email.text).toMatch(/PACKING[^\n]*\n(.*\n)*.*About how many boxes\?: 10/);
    expect(email.html).toContain('About how many boxes?');
  });
});
