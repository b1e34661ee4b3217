/**
 * What each event does at a CRM (formats/*.json `events`, docs/LEADS.md "What each CRM receives per event"): a new lead
 * for a conversion, a note for SmartMoving's update, nothing for Supermove's and Granot's, a lead without a required
 * target never sent; the event's name and reference in headers, whatever the format.
 */
import { describe, expect, it } from 'vitest';
import exampleLead from '../../../../schemas/lead.example.json';
import { loadLeadFormats } from '../../../../server/partners/load-lead-formats';
import { webhookBody } from '../../../../server/delivery/webhooks/webhook-body';
import { isLeadEvent } from '../../../../server/delivery/lead/is-lead';

const { formats } = loadLeadFormats();
const hook = (format?: string) => ({
  url: 'https://crm.example.com/leads',
  events: ['booking.converted' as const],
  secretEnv: 'X_SECRET',
  ...(format && { format }),
});
/** A stored lead event, as bytes and as the value the worker reads from them; throws unless it is a valid one. */
function stored(type: string, data: Record<string, unknown> = exampleLead) {
  const event: unknown = { type, timestamp: '2026-11-25T18:04:11.512Z', data };
  if (!isLeadEvent(event)) throw new Error(`not a lead event: ${JSON.stringify(isLeadEvent.errors)}`);
  return { body: JSON.stringify(event), event };
}
const UPDATE = {
  ...exampleLead,
  changes: [{ field: 'move.date', before: '2026-12-18', after: '2026-12-20' }],
  move: { ...exampleLead.move, date: '2026-12-20' },
};

describe('a webhook body per format and event', () => {
  it('sends the stored lead event as it is, the event and reference in headers', () => {
    const event = stored('booking.converted');
    expect(webhookBody(hook(), event, formats)).toEqual({
      send: true,
      body: event.body,
      headers: { 'x-lead-event': 'booking.converted', 'x-lead-reference': '7KQ2M9XD' },
    });
  });

  it('creates a lead in the CRM for a conversion and an abandoned booking', () => {
    for (const type of ['booking.converted', 'booking.abandoned']) {
      const result = webhookBody(hook('granot'), stored(type), formats);
      expect(result).toMatchObject({ send: true, headers: { 'x-lead-event': type } });
      expect(result.send && JSON.parse(result.body)).toMatchObject({ firstname: 'Ann', pickupdate1: '12/18/2026' });
    }
  });

  it("writes SmartMoving's update as a note first in Notes, and skips Supermove's and Granot's", () => {
    const note = webhookBody(hook('smartmoving'), stored('booking.updated', UPDATE), formats);
    expect(note.send && (JSON.parse(note.body) as { Notes: string }).Notes).toMatch(
      /^booking\.updated 7KQ2M9XD\nmove\.date: 2026-12-18 → 2026-12-20\n\nBooking reference: 7KQ2M9XD/,
    );
    for (const format of ['supermove', 'granot']) {
      expect(webhookBody(hook(format), stored('booking.updated', UPDATE), formats)).toEqual({
        send: false,
        status: 'skipped',
        reason: `the ${format} format skips booking.updated (formats/${format}.json)`,
      });
    }
  });

  it('never sends a lead without a target the CRM requires, and says which', () => {
    const { move: _move, ...withoutMove } = exampleLead;
    expect(webhookBody(hook('granot'), stored('booking.abandoned', withoutMove), formats)).toEqual({
      send: false,
      status: 'failed',
      reason: 'not sent: Granot Moving Leads Submission API requires pickupdate1, which this lead gives no value for',
    });
  });

  it("carries a new step's answer (a step added by JSON alone) in each CRM's notes, in the funnel's words", () => {
    const packing = { step: 'packing', stepLabel: 'Packing', label: 'Would you like help with packing?', value: true, valueLabel: 'Yes' };
    const lead = { ...exampleLead, answers: { ...exampleLead.answers, packing } };
    const notes: Record<string, (body: Record<string, unknown>) => unknown> = {
      granot: (body) => body.consumernote,
      smartmoving: (body) => body.Notes,
      supermove: (body) => (body.project as { jobs: Array<{ office_notes: string }> }).jobs[0]!.office_notes,
    };
    for (const [format, note] of Object.entries(notes)) {
      const result = webhookBody(hook(format), stored('booking.converted', lead), formats);
      expect(result.send && note(JSON.parse(result.body) as Record<string, unknown>), format).toContain(
        'Would you like help with packing? Yes',
      );
    }
  });
});
