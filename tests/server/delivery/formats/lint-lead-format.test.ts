/**
 * A lead format against the lead (core/lead-format/lint-lead-format.ts): every lead field mapped or dropped (a new
 * step's answer included), every enum value of ours with a target value, required targets with a field.
 */
import { describe, expect, it } from 'vitest';
import type { LeadFormat } from '../../../../core/lead-format/lead-format';
import { formatCoverage, lintLeadFormat } from '../../../../core/lead-format/lint-lead-format';
import { answerFields, formatLeadFields, loadLeadFormats } from '../../../../server/partners/load-lead-formats';

const shipped = loadLeadFormats();
const supermove = shipped.formats.get('supermove')!;
const granot = shipped.formats.get('granot')!;

describe('lead formats against the lead schema', () => {
  it('ships SmartMoving, Supermove and Granot without a problem', () => {
    expect(shipped.problems).toEqual([]);
    expect([...shipped.formats.keys()].sort()).toEqual(['granot', 'smartmoving', 'supermove']);
  });

  it("says where a new step's answer goes: through a format's whole-answers note, or named as neither mapped nor dropped", () => {
    const fields = formatLeadFields([...answerFields(), 'packing']);
    // The shipped formats write every answer into the CRM's notes, the new one too.
    expect(formatCoverage(supermove, fields).find((field) => field.path === 'answers.packing')).toEqual({
      path: 'answers.packing',
      targets: ['project.jobs.0.office_notes'],
      dropped: false,
    });
    // A format that lists answers one by one names the one it does not know.
    const oneByOne: LeadFormat = {
      ...supermove,
      fields: supermove.fields.filter((field) => field.target !== 'project.jobs.0.office_notes'),
      dropped: [
        ...supermove.dropped,
        'reference',
        'notes',
        'contact.preferences',
        'serviceType',
        ...answerFields().map((name) => `answers.${name}`),
      ],
    };
    expect(lintLeadFormat(oneByOne, fields)).toEqual([
      {
        pointer: '/dropped',
        message: 'lead field "answers.packing" is neither mapped nor dropped: map it in "fields" or list it in "dropped"',
      },
    ]);
    expect(lintLeadFormat({ ...oneByOne, dropped: [...oneByOne.dropped, 'answers.packing'] }, fields)).toEqual([]);
  });

  it('names a lead field neither mapped nor dropped, and a field that is not the lead', () => {
    const fields = formatLeadFields();
    const problems = lintLeadFormat(
      { ...granot, dropped: granot.dropped.filter((path) => path !== 'distanceMiles' && path !== 'depot').concat('origin.floor') },
      fields,
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      '"origin.floor" is not a field of the lead (schemas/lead.schema.json, docs/LEADS.md)',
      'lead field "distanceMiles" is neither mapped nor dropped: map it in "fields" or list it in "dropped"',
      'lead field "depot.id" is neither mapped nor dropped: map it in "fields" or list it in "dropped"',
      'lead field "depot.name" is neither mapped nor dropped: map it in "fields" or list it in "dropped"',
      'lead field "depot.city" is neither mapped nor dropped: map it in "fields" or list it in "dropped"',
      'lead field "depot.state" is neither mapped nor dropped: map it in "fields" or list it in "dropped"',
    ]);
  });

  it('names an enum value of ours with no target value, a key that is none of ours, and a count without otherwise', () => {
    const fields = formatLeadFields();
    const format: LeadFormat = {
      ...granot,
      fields: [
        ...granot.fields.filter((field) => field.target !== 'movesizecode'),
        { target: 'movesizecode', from: 'rooms.bedrooms', transform: { map: { '0': 'studio' } } },
        { target: 'hometype', from: 'origin.propertyType', transform: { map: { apartment: 'apt', penthouse: 'ph' } } },
      ],
      dropped: granot.dropped.filter((path) => path !== 'origin.propertyType'),
    };
    expect(lintLeadFormat(format, fields)).toEqual([
      {
        pointer: `/fields/${format.fields.length - 2}/transform`,
        message: 'rooms.bedrooms is a number, not a list of values: give "otherwise", the target value for what the map does not list',
      },
      {
        pointer: `/fields/${format.fields.length - 1}/transform/map`,
        message:
          'origin.propertyType "studio_apartment", "single_family_house", "duplex", "condominium", "townhome", "warehouse", "office" have no target value: add them to the map',
      },
      {
        pointer: `/fields/${format.fields.length - 1}/transform/map`,
        message:
          '"penthouse" is not a value of origin.propertyType (studio_apartment, apartment, single_family_house, duplex, condominium, townhome, warehouse, office)',
      },
    ]);
  });

  it('names a required target without a field, a target written twice and a note event without a note target', () => {
    const fields = formatLeadFields();
    const format: LeadFormat = {
      ...granot,
      fields: [...granot.fields.filter((field) => field.target !== 'pickupdate1'), { target: 'email', from: 'move.date' }],
      events: { ...granot.events, 'booking.updated': 'note' },
    };
    expect(lintLeadFormat(format, fields).map((problem) => problem.message)).toEqual([
      '"email" is written by an earlier field too',
      'required target "pickupdate1" has no field: map a lead field to it',
      'an event is sent as a note: name the target the note is written into',
    ]);
  });

  it('refuses dropping every answer at once', () => {
    const problems = lintLeadFormat({ ...granot, dropped: [...granot.dropped, 'answers'] }, formatLeadFields());
    expect(problems).toContainEqual({
      pointer: `/dropped/${granot.dropped.length}`,
      message: expect.stringMatching(/^drop answers one by one/),
    });
  });
});
