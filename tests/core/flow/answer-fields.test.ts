import { describe, expect, it } from 'vitest';
import { answerFields, queryMaySet } from '../../../core/flow/answer-fields';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { bookingSchema } from '../../../core/generated/booking-schema';
import validateBooking from '../../../core/generated/booking-validator.js';

const properties = bookingSchema.properties;
const stepFields = new Set(Object.values(funnelDefinition.steps).flatMap((step) => Object.keys(step.fields)));

describe('the answers the precompiled validator checks (core/flow/answer-fields.ts)', () => {
  const answers = answerFields(properties, stepFields);

  it('every step field and what a link may set, not what the server alone writes', () => {
    for (const field of stepFields) expect(answers).toContain(field);
    expect(answers).toEqual(expect.arrayContaining(['utm_source', 'gclid', 'originCity']));
    for (const serverOwned of ['estimate', 'paymentTerms', 'consent', 'pricingSections', 'reference', 'moveDateChosen'])
      expect(answers).not.toContain(serverOwned);
  });

  it('a link sets neither server-owned fields nor objects', () => {
    expect(queryMaySet('utm_source', properties.utm_source)).toBe(true);
    expect(queryMaySet('smsOptIn', properties.smsOptIn)).toBe(false);
    expect(queryMaySet('paymentTerms', properties.paymentTerms)).toBe(false);
  });

  it('the validator checks the answers, and refuses any other property as additional', () => {
    expect(validateBooking({ email: 'ann@example.com', utm_source: 'mail' })).toBe(true);
    expect(validateBooking({ email: 'not an email' })).toBe(false);
    expect(validateBooking({ estimate: null })).toBe(false);
    expect(validateBooking.errors?.map((error) => error.keyword)).toEqual(['additionalProperties']);
  });
});
