import { describe, expect, it } from 'vitest';
import type { FlowConstants } from '../../core/flow/flow-constants';
import type { Edge, FieldDefinition, FieldOption, FlowDefinition, StepButton, StepCheck, StepDefinition, StepMessages, SummaryBlock } from '../../core/flow/step-definition';
import { readJson } from '../helpers/read-funnel-files';

// `satisfies Record<keyof T, true>` fails to compile when a key is added to or removed from the
// TypeScript type; the tests then fail when the meta-schema lists other keys. Both stay in step.
const STEP_KEYS = {
  $schema: true, id: true, path: true, aliases: true, group: true, layout: true, view: true, title: true, heading: true,
  subheading: true, copy: true, fields: true, showWhen: true, order: true, required: true, messages: true, rules: true, checks: true,
  next: true, back: true, onSubmit: true, returnQuery: true, summaryBlocks: true, buttons: true,
} satisfies Record<keyof StepDefinition, true>;
const FIELD_KEYS = {
  widget: true, label: true, description: true, hideLabel: true, placeholder: true, tooltip: true, mask: true,
  options: true, schema: true, widgetOptions: true, answeredWhen: true,
} satisfies Record<keyof FieldDefinition, true>;
const OPTION_KEYS = { value: true, label: true, description: true, icon: true } satisfies Record<keyof FieldOption, true>;
const EDGE_KEYS = { when: true, to: true, query: true, keepQuery: true, convert: true } satisfies Record<keyof Edge, true>;
const BUTTON_KEYS = { when: true, copy: true, to: true, query: true, hrefFrom: true, action: true, style: true } satisfies Record<keyof StepButton, true>;
const CHECK_KEYS = { check: true, fields: true, minimum: true, field: true, message: true } satisfies Record<keyof StepCheck, true>;
const BLOCK_KEYS = { id: true, label: true, editStep: true, fields: true, display: true, when: true } satisfies Record<keyof SummaryBlock, true>;
const FLOW_KEYS = { $schema: true, steps: true, linkedSteps: true, closedBooking: true, groups: true, nextBefore: true, constants: true } satisfies Record<keyof FlowDefinition, true>;
const CONSTANT_KEYS = { earliestMoveDateDays: true, latestMoveDateDays: true, processingSeconds: true, timeSlotHoldMinutes: true, timeSlotGroup: true, estimateFrom: true, timeOfDayHours: true } satisfies Record<keyof FlowConstants, true>;
const MESSAGE_KEYWORDS = {
  required: true, format: true, pattern: true, minimum: true, maximum: true, minLength: true, maxLength: true, type: true,
  enum: true, formatMinimum: true, formatMaximum: true, fullyBooked: true, closed: true,
} satisfies Record<keyof NonNullable<StepMessages[string]>, true>;

type Node = { properties: Record<string, Node>; definitions: Record<string, Node>; additionalProperties: Node; required?: string[] };
const step = readJson<Node>('schemas/step.schema.json');
const flow = readJson<Node>('schemas/flow.schema.json');
const keys = (node: Node) => Object.keys(node.properties).sort();

describe('step.schema.json matches core/flow/step-definition.ts', () => {
  it.each([
    ['StepDefinition', step, STEP_KEYS],
    ['FieldDefinition', step.definitions.field!, FIELD_KEYS],
    ['FieldOption', step.definitions.option!, OPTION_KEYS],
    ['Edge', step.definitions.edge!, EDGE_KEYS],
    ['StepCheck', step.definitions.check!, CHECK_KEYS],
    ['SummaryBlock', step.definitions.summaryBlock!, BLOCK_KEYS],
    ['StepButton', step.definitions.button!, BUTTON_KEYS],
    ['FlowDefinition', flow, FLOW_KEYS],
    ['FlowConstants', flow.properties.constants!, CONSTANT_KEYS],
  ] as const)('%s has the same keys', (_name, node, typeKeys) => {
    expect(keys(node as Node)).toEqual(Object.keys(typeKeys).sort());
  });

  it('required keys match the non-optional ones', () => {
    expect(step.required).toEqual(['id', 'path', 'fields']);
    expect(step.definitions.field!.required).toEqual(['widget']);
    expect(step.definitions.edge!.required).toEqual(['to']);
    expect(flow.required).toEqual(['steps', 'groups', 'constants']);
    expect(flow.properties.constants!.required).toEqual(Object.keys(CONSTANT_KEYS).filter((key) => key !== 'estimateFrom'));
  });

  it('message keywords match StepMessages', () => {
    expect(Object.keys(step.properties.messages!.additionalProperties.properties).sort()).toEqual(Object.keys(MESSAGE_KEYWORDS).sort());
  });
});
