import { describe, expect, it } from 'vitest';
import { errorSchemaOf, noValidator } from '../../../renderer/step-page/step-validator';

describe("step-validator: RJSF's side of the session's messages", () => {
  it.each([
    [{ phone: ['Please provide a valid phone number'] }, { phone: { __errors: ['Please provide a valid phone number'] } }],
    [{}, {}],
  ])("errorSchemaOf(%j) is RJSF's ErrorSchema", (fieldErrors, schema) => {
    expect(errorSchemaOf(fieldErrors)).toEqual(schema);
  });

  it('finds nothing itself: the flow session is the one validator', () => {
    expect(noValidator.validateFormData({}, { type: 'object' })).toEqual({ errors: [], errorSchema: {} });
  });

  it('refuses to match conditional subschemas, which steps never have', () => {
    expect(() => noValidator.isValid({ anyOf: [] }, {}, {})).toThrow(/conditional subschema/);
  });
});
