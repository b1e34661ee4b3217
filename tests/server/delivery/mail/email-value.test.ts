/**
 * One formatter for every value an email shows people (server/delivery/mail/email-value.ts), over every property of the
 * lead schema (read from the schema, tests/server/helpers/lead-schema-samples.ts): no `[object Object]`, no JSON, no
 * `undefined`, in a change's before and after or as a value by itself; a booking field's value reads as the funnel
 * shows it (core/format-field-value.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatFieldValue } from '../../../../core/format-field-value';
import { funnelDefinition } from '../../../../core/flow/funnel-definition';
import { indexFields } from '../../../../core/index-fields';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import { emailValue } from '../../../../server/delivery/mail/email-value';
import { changesSection } from '../../../../server/delivery/mail/lead-sections';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { leadSchemaSamples, sampleOf } from '../../helpers/lead-schema-samples';
import { leadInput, PAY_LATER } from '../../helpers/test-leads';
import { NOT_FOR_PEOPLE } from '../../helpers/not-for-people';

const samples = leadSchemaSamples();
const lead = buildLead(leadInput('bayside-movers', COMPLETE_BOOKING, PAY_LATER));

describe('emailValue', () => {
  it('finds the lead schema’s properties: its records, lists and leaves', () => {
    const paths = samples.map((sample) => sample.path);
    expect(paths).toEqual(expect.arrayContaining(['move.arrivalWindow', 'estimate.sections', 'estimate.sections.0.line_items', 'depot']));
    expect(paths.length).toBeGreaterThan(80);
  });

  it.each(samples.map((sample) => [sample.path, sample.value]))('%s reads as words', (_path, value) => {
    const shown = emailValue(value);
    expect(shown).not.toBe('');
    expect(shown).not.toMatch(NOT_FOR_PEOPLE);
  });

  it.each(samples.map((sample) => [sample.path, sample.value]))('a change of %s reads as words, before and after', (path, value) => {
    const section = changesSection({
      ...lead,
      changes: [
        { field: path, before: null, after: value },
        { field: path, before: value, after: null },
      ],
    })!;
    for (const row of section.rows) expect(`${row.label}: ${row.value}`).not.toMatch(NOT_FOR_PEOPLE);
    expect(section.rows[0]!.value).toMatch(/^none → ./);
    expect(section.rows[1]!.value).toMatch(/. → none$/);
  });

  it('an estimate’s sections read as their titles and amounts, an arrival window as its hours', () => {
    const sections = [
      { type: 'labor', title: 'Labor', subtitle: '3 movers', display_value: '$850.50', cost: 850.5, line_items: [] },
      { type: 'fees', title: 'Stairs', cost: 40, line_items: [{ slug: 'stairs', label: 'Current home', amount: 1 }] },
    ];
    // A line item's label sits with its section (the stairs of the current home), as in the pricing panel.
    expect(emailValue(sections)).toBe('Labor (3 movers) $850.50, Stairs (Current home) $40.00');
    expect(emailValue({ start: '08:00', end: '12:00' })).toBe('start 08:00, end 12:00');
    expect(emailValue(sampleOf({}))).toBe('one, 2, Yes, nested value');
  });

  it('a booking field’s value reads as the funnel shows it, for every field of every step', () => {
    const fields = Object.entries(indexFields(funnelDefinition.steps));
    expect(fields.length).toBeGreaterThan(20);
    for (const [name, def] of fields) {
      const value = COMPLETE_BOOKING[name] ?? def.options?.[0]?.value ?? 'Sample text';
      expect(emailValue(value, def), name).toBe(formatFieldValue(def, value));
      expect(emailValue(value, def), name).not.toMatch(NOT_FOR_PEOPLE);
    }
  });
});
