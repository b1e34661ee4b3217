import { describe, expect, it } from 'vitest';
import { postedAnswers } from '../../../core/flow/posted-answers';
import type { ResolvedStep } from '../../../core/flow/resolve-step';
import type { StepDefinition } from '../../../core/flow/step-definition';

/** A step with one field of each kind a posted form carries, `hidden` not shown. */
const step = {
  id: 'sample',
  path: '/book/sample',
  fields: {
    name: { widget: 'text' },
    phone: { widget: 'phone', mask: '(999) 999-9999' },
    choices: { widget: 'checkboxGroup' },
    elevator: { widget: 'yesNo' },
    floors: { widget: 'number' },
    hidden: { widget: 'text' },
  },
} as unknown as StepDefinition; // A step file's shape, trimmed to what postedAnswers reads.

const resolved = {
  schema: {
    type: 'object',
    required: [],
    properties: {
      name: { type: 'string' },
      phone: { type: ['string', 'null'] },
      choices: { type: 'array', items: { type: 'string' } },
      elevator: { type: ['boolean', 'null'] },
      floors: { type: 'integer' },
    },
  },
  uiSchema: {},
  visibleFields: ['name', 'phone', 'choices', 'elevator', 'floors'],
  hiddenOptions: {},
} satisfies ResolvedStep;

const posted = (fields: [string, string][]) => postedAnswers(step, resolved, new URLSearchParams(fields));

describe('postedAnswers', () => {
  it('reads each visible field from its RJSF name as its schema types it, masked as its widget masks it', () => {
    expect(
      posted([
        ['root_name', 'Dana'],
        ['root_phone', '+1 415 555 0199'],
        ['root_choices', 'email'],
        ['root_choices', 'text'],
        ['root_elevator', 'false'],
        ['root_floors', '3'],
        ['root_hidden', 'never read'],
      ]),
    ).toEqual({ name: 'Dana', phone: '(415) 555-0199', choices: ['email', 'text'], elevator: false, floors: 3 });
  });

  it('leaves an empty or missing field unanswered, an unticked group empty, and text where a number was asked', () => {
    expect(
      posted([
        ['root_name', ''],
        ['root_floors', 'three'],
        ['root_elevator', 'on'],
      ]),
    ).toEqual({
      name: undefined,
      phone: undefined,
      choices: [],
      elevator: true,
      floors: 'three',
    });
  });
});
