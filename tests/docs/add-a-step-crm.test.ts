/**
 * docs/ADDING-A-STEP.md's crating step, added with JSON files only to a copy of the tree, seen by the CRM formats: the
 * copy's `npm run check -- --formats` says where its answers go, a converted booking's Supermove body carries them in
 * the funnel's words, and a format that does not carry every answer has `npm run check` name the new ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_BOOKING } from '../../testkit/test-bookings';
import { addPacking, copyTree, COPIED, generateIn } from '../support/packing-step';

let root = '';

beforeAll(async () => {
  root = copyTree([...COPIED, 'formats'], 'add-a-step-crm-');
  addPacking(root);
  await generateIn(root);
}, 120_000);

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe("a new step's answers in the CRM formats", () => {
  it('places them in every format, says where, and the Supermove body carries them', async () => {
    const { runCheck } = (await import(path.join(root, 'scripts/check.ts'))) as typeof import('../../scripts/check');
    const { formatCoverageLines } = (await import(
      path.join(root, 'scripts/format-coverage.ts')
    )) as typeof import('../../scripts/format-coverage');
    expect(runCheck(root, [], {}).problems).toEqual([]);
    const lines = formatCoverageLines(root).filter((line) => /answers\.crat(ing|eCount) /.test(line));
    expect(lines).toEqual([
      'formats/granot.json: answers.crating → consumernote',
      'formats/granot.json: answers.crateCount → consumernote',
      'formats/smartmoving.json: answers.crating → Notes',
      'formats/smartmoving.json: answers.crateCount → Notes',
      'formats/supermove.json: answers.crating → project.jobs.0.office_notes',
      'formats/supermove.json: answers.crateCount → project.jobs.0.office_notes',
    ]);

    const { buildLead } = (await import(
      path.join(root, 'server/delivery/lead/build-lead.ts')
    )) as typeof import('../../server/delivery/lead/build-lead');
    const { loadPartners } = (await import(
      path.join(root, 'server/partners/load-partners.ts')
    )) as typeof import('../../server/partners/load-partners');
    const { webhookBody } = (await import(
      path.join(root, 'server/delivery/webhooks/webhook-body.ts')
    )) as typeof import('../../server/delivery/webhooks/webhook-body');
    const { shippedLeadFormats } = (await import(
      path.join(root, 'server/partners/shipped-lead-formats.ts')
    )) as typeof import('../../server/partners/shipped-lead-formats');
    const bayside = loadPartners(path.join(root, 'partners')).partners.find((p) => p.slug === 'bayside-movers')!;
    const now = new Date();
    // The copy's Booking type has the new fields; this file is typed against the original.
    const booking = { ...COMPLETE_BOOKING, crating: true, crateCount: 10 } as Parameters<typeof buildLead>[0]['booking'];
    const lead = buildLead({
      booking,
      reference: '7KQ2M9XD',
      partner: bayside,
      conversion: { type: 'pay_later', unserviceableReason: null },
      estimate: { total: 810, sections: [] },
      createdAt: now,
      updatedAt: now,
      convertedAt: now,
    });
    const hook = { url: 'https://crm.example.com/leads', events: ['booking.converted' as const], secretEnv: 'X', format: 'supermove' };
    const sent = webhookBody(
      hook,
      {
        body: JSON.stringify({ type: 'booking.converted', timestamp: now.toISOString(), data: lead }),
        event: { type: 'booking.converted', timestamp: now.toISOString(), data: lead },
      },
      shippedLeadFormats().formats,
    );
    expect(sent.send).toBe(true);
    const notes = sent.send
      ? (JSON.parse(sent.body) as { project: { jobs: Array<{ office_notes: string }> } }).project.jobs[0]!.office_notes
      : '';
    expect(notes).toContain('Would you like help with crating? Yes');
    expect(notes).toContain('About how many boxes? 10');
  });

  it('names the new answers when a format lists answers one by one', async () => {
    const file = path.join(root, 'formats/granot.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"contact.preferences", "answers"]', '"contact.preferences"]'));
    const { runCheck } = (await import(path.join(root, 'scripts/check.ts'))) as typeof import('../../scripts/check');
    const problems = runCheck(root, [], {}).problems;
    for (const field of ['answers.crating', 'answers.crateCount']) {
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`formats/granot\\.json:\\d+: /dropped: lead field "${field}" is neither mapped nor dropped`)),
      );
    }
  });
});
