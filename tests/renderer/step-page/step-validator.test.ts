import { describe, expect, it } from 'vitest';
import { funnelStep } from '../../../core/funnel';
import { resolveStep } from '../../../core/resolve-step';
import type { ConditionContext } from '../../../core/step-definition';
import { funnelDefinition } from '../../../renderer/frame/funnel-definition';
import { errorSchemaOf, fieldErrorsOf, stepValidator } from '../../../renderer/step-page/step-validator';

const landing = funnelStep(funnelDefinition, 'landing');
const context: ConditionContext = { booking: {}, partner: { slug: 'bayside-movers', laborOnlyMoves: true }, query: {} };
const complete = { firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', phone: '(415) 555-0199' };

describe('stepValidator: RJSF ValidatorType over core validateStep', () => {
  it.each([
    [
      'nothing entered',
      {},
      {
        firstName: ['Please provide your first name'],
        lastName: ['Please provide your last name'],
        email: ['Please provide your email address'],
        phone: ['Please provide your phone number'],
      },
    ],
    ['an incomplete phone number', { ...complete, phone: '(415) 555' }, { phone: ['Please provide a valid phone number'] }],
    ['every contact field', complete, {}],
  ])('%s', (_name, formData, expected) => {
    const validator = stepValidator(landing, context);
    const { errors, errorSchema } = validator.validateFormData(formData, resolveStep(landing, context).schema as never);
    expect(fieldErrorsOf(errorSchema)).toEqual(expected);
    // RJSF's error list names each message under its field's property.
    expect(errors.map((e) => [e.property, e.message])).toEqual(
      Object.entries(expected).flatMap(([field, messages]) => messages.map((m) => [`.${field}`, m])),
    );
  });

  it.each([
    [{ phone: ['Please provide a valid phone number'] }, { phone: { __errors: ['Please provide a valid phone number'] } }],
    [{}, {}],
  ])("errorSchemaOf(%j) is RJSF's ErrorSchema", (fieldErrors, schema) => {
    expect(errorSchemaOf(fieldErrors)).toEqual(schema);
  });

  it("leaves the step's checks across fields to the step page with checks: false (RJSF would keep their message)", () => {
    const otherAreas = funnelStep(funnelDefinition, 'moveContentsOther');
    const schema = resolveStep(otherAreas, context).schema as never;
    const rooms = { garageSpaces: ['Please add at least one room or area to move, here or under Living Areas'] };
    expect(fieldErrorsOf(stepValidator(otherAreas, context).validateFormData({}, schema).errorSchema)).toEqual(rooms);
    expect(stepValidator(otherAreas, context, undefined, { checks: false }).validateFormData({}, schema).errors).toEqual([]);
    // Field rules still apply without the checks.
    expect(
      fieldErrorsOf(stepValidator(landing, context, undefined, { checks: false }).validateFormData({}, schema).errorSchema),
    ).toHaveProperty('firstName');
    expect(stepValidator(otherAreas, context).validateFormData({ attics: 1 }, schema).errors).toEqual([]);
  });

  it('refuses to match conditional subschemas, which steps never have', () => {
    expect(() => stepValidator(landing, context).isValid({ anyOf: [] }, {}, {})).toThrow(/conditional subschema/);
  });
});
