import { evaluateCondition } from './evaluate-condition';
import { bookingSchema } from '../generated/booking-schema';
import { inlineSchemaRefs, type JsonSchema, type ObjectSchema } from '../json-schema';
import { WIDGET_NAMES } from '../registry-names';
import type { ConditionContext, FieldDefinition, FieldOption, StepDefinition } from './step-definition';
import { isOneOf } from '../is-one-of';
import { fieldOf, isRecord } from '../is-record';

/** The RJSF schema of one step: the visible fields only. */
export interface StepSchema extends ObjectSchema {
  type: 'object';
  required: string[];
}

/** What the renderer needs to draw a step and the engine needs to validate it. */
export interface ResolvedStep {
  schema: StepSchema;
  uiSchema: Record<string, unknown>;
  /** Visible fields in display order. */
  visibleFields: string[];
  /** Per field, the option values hidden by `hideOption` rules (refused by validateStep). */
  hiddenOptions: Record<string, unknown[]>;
}

// Developer notes in booking.schema.json, not text for customers.
const NOT_FOR_THE_FORM = new Set(['description', '$comment', 'examples']);

function fieldOrder(step: StepDefinition): string[] {
  const names = Object.keys(step.fields);
  const order = step.order ?? names;
  for (const name of order) {
    if (!step.fields[name]) throw new Error(`Step "${step.id}" orders unknown field "${name}"`);
  }
  return [...order, ...names.filter((n) => !order.includes(n))];
}

function checkDefinitions(step: StepDefinition, properties: Record<string, JsonSchema>): void {
  for (const [name, field] of Object.entries(step.fields)) {
    if (!isOneOf(WIDGET_NAMES, field.widget)) {
      throw new Error(`Unknown widget "${field.widget}" for field "${name}" in step "${step.id}"`);
    }
    if (!Object.hasOwn(properties, name)) throw new Error(`Unknown field "${name}" in step "${step.id}": not a booking property`);
  }
  for (const name of step.required ?? []) {
    if (!step.fields[name]) throw new Error(`Step "${step.id}" requires unknown field "${name}"`);
  }
}

/** The rules' verdict: hidden fields and hidden options per field. */
function applyRules(step: StepDefinition, context: ConditionContext): { hidden: Set<string>; hiddenOptions: Record<string, unknown[]> } {
  const hidden = new Set<string>();
  const hiddenOptions: Record<string, unknown[]> = {};
  for (const rule of step.rules ?? []) {
    if (!step.fields[rule.field]) throw new Error(`A rule of step "${step.id}" names unknown field "${rule.field}"`);
    if (rule.effect !== 'hide' && rule.effect !== 'hideOption') {
      throw new Error(`Unknown rule effect "${String(fieldOf(rule, 'effect'))}" in step "${step.id}"`);
    }
    if (!evaluateCondition(rule.when, context)) continue;
    if (rule.effect === 'hide') hidden.add(rule.field);
    else (hiddenOptions[rule.field] ??= []).push(rule.option);
  }
  return { hidden, hiddenOptions };
}

function withoutOptions(values: unknown, hidden: readonly unknown[]): unknown[] | undefined {
  if (!Array.isArray(values)) return undefined;
  // null is how the booking says "not answered yet", never a choice on screen.
  return values.filter((v) => v !== null && !hidden.includes(v));
}

/**
 * One field's schema: the booking property narrowed by `field.schema` (npm run check refuses a `type` there: a
 * field's type is its booking property's).
 */
function fieldSchema(name: string, field: FieldDefinition, root: ObjectSchema, hidden: readonly unknown[]): JsonSchema {
  const property = root.properties[name];
  const base = property ? inlineSchemaRefs(property, root) : {};
  const merged: JsonSchema = { ...base, ...field.schema };
  for (const key of NOT_FOR_THE_FORM) delete merged[key];
  const allEnum = merged.enum ?? fieldOf(merged.items, 'enum');
  for (const option of hidden) {
    if (!Array.isArray(allEnum) || !allEnum.includes(option)) {
      throw new Error(`A hideOption rule hides "${String(option)}", which is not a choice of "${name}"`);
    }
  }
  const enumValues = withoutOptions(merged.enum, hidden);
  if (enumValues) merged.enum = enumValues;
  const items = isRecord(merged.items) ? merged.items : undefined;
  const itemValues = withoutOptions(items?.enum, hidden);
  if (items && itemValues) merged.items = { ...items, enum: itemValues };
  if (field.label !== undefined) merged.title = field.label;
  return merged;
}

function fieldUiSchema(field: FieldDefinition, options: FieldOption[] | undefined): Record<string, unknown> {
  const uiOptions: Record<string, unknown> = { ...field.widgetOptions };
  if (options) uiOptions.options = options;
  if (field.tooltip !== undefined) uiOptions.tooltip = field.tooltip;
  if (field.mask !== undefined) uiOptions.mask = field.mask;
  if (field.hideLabel !== undefined) uiOptions.hideLabel = field.hideLabel;
  const ui: Record<string, unknown> = { 'ui:widget': field.widget, 'ui:options': uiOptions };
  if (field.placeholder !== undefined) ui['ui:placeholder'] = field.placeholder;
  if (field.description !== undefined) ui['ui:description'] = field.description;
  // Stock RJSF widgets read choice labels from here; ours read `ui:options.options`.
  if (options) ui['ui:enumNames'] = Object.fromEntries(options.map((o) => [String(o.value), o.label]));
  if (field.label === undefined) ui['ui:label'] = false;
  return ui;
}

/**
 * The RJSF schema and uiSchema of a step for a booking, partner and query: visible fields only,
 * each the booking property narrowed by the step, hidden options filtered out. Unknown widget,
 * field or rule names throw.
 */
export function resolveStep(step: StepDefinition, context: ConditionContext, entitySchema: ObjectSchema = bookingSchema): ResolvedStep {
  checkDefinitions(step, entitySchema.properties);
  const { hidden, hiddenOptions } = applyRules(step, context);
  const visibleFields = fieldOrder(step).filter((name) => !hidden.has(name));
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: Record<string, unknown> = { 'ui:order': visibleFields };
  for (const name of visibleFields) {
    const field = step.fields[name]!;
    const hiddenHere = hiddenOptions[name] ?? [];
    properties[name] = fieldSchema(name, field, entitySchema, hiddenHere);
    uiSchema[name] = fieldUiSchema(
      field,
      field.options?.filter((o) => !hiddenHere.includes(o.value)),
    );
  }
  const required = (step.required ?? []).filter((name) => visibleFields.includes(name));
  return { schema: { type: 'object', properties, required }, uiSchema, visibleFields, hiddenOptions };
}
