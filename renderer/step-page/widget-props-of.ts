import type { Registry, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import type { StepSchema } from '../../core/resolve-step';

/** RJSF's `getUiOptions`: every `ui:x` key as option `x`, the `ui:options` object spread in. */
export function uiOptionsOf(ui: Record<string, unknown>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) {
    if (!key.startsWith('ui:')) continue;
    if (key === 'ui:options' && value !== null && typeof value === 'object') Object.assign(options, value);
    else options[key.slice(3)] = value;
  }
  return options;
}

/** RJSF's `optionsList` for an enum (or an array of enum items), labelled by `ui:enumNames` (keyed by value, or by index). */
function enumOptionsOf(schema: Record<string, unknown>, enumNames: unknown): { value: unknown; label: string }[] | undefined {
  const values = Array.isArray(schema.enum) ? schema.enum : (schema.items as { enum?: unknown } | undefined)?.enum;
  if (!Array.isArray(values)) return undefined;
  return values.map((value, index) => {
    const named = Array.isArray(enumNames) ? enumNames[index] : (enumNames as Record<string, unknown> | undefined)?.[String(value)];
    return { value, label: typeof named === 'string' ? named : String(value) };
  });
}

export interface FieldCallbacks {
  onChange(field: string, value: unknown): void;
  onBlur(id: string, value: unknown): void;
  onFocus(id: string, value: unknown): void;
}

/** What the field template needs besides the widget. */
export interface FieldLayout {
  id: string;
  label: string;
  displayLabel: boolean;
  widget: string | undefined;
  hideLabel: boolean;
}

/**
 * The props RJSF's SchemaField would hand a widget for one field of a resolved step (a flat
 * object of leaf fields): the same id (`root_<field>`), label, options, enum options, required
 * flag and callbacks, so widgets keep RJSF's WidgetProps contract without RJSF's runtime in the
 * bundle (docs/PERFORMANCE.md). `registry` carries only `formContext`, the part widgets read.
 */
export function widgetPropsOf(
  field: string,
  step: { schema: StepSchema; uiSchema: Record<string, unknown> },
  value: unknown,
  rawErrors: string[] | undefined,
  formContext: Record<string, unknown>,
  callbacks: FieldCallbacks,
): { props: WidgetProps; layout: FieldLayout } {
  const schema = step.schema.properties[field] as RJSFSchema;
  const ui = (step.uiSchema[field] ?? {}) as UiSchema;
  const uiOptions = uiOptionsOf(ui);
  const id = `root_${field}`;
  const label = String(uiOptions.title ?? schema.title ?? field);
  const displayLabel = uiOptions.label !== false;
  const enumOptions = enumOptionsOf(schema, uiOptions.enumNames);
  const props = {
    id,
    name: field,
    schema,
    uiSchema: ui,
    value,
    label,
    hideLabel: !displayLabel,
    required: step.schema.required.includes(field),
    disabled: uiOptions.disabled === true,
    readonly: uiOptions.readonly === true,
    autofocus: uiOptions.autofocus === true,
    placeholder: typeof uiOptions.placeholder === 'string' ? uiOptions.placeholder : '',
    multiple: schema.type === 'array',
    rawErrors,
    options: enumOptions ? { ...uiOptions, enumOptions } : uiOptions,
    formContext,
    registry: { formContext } as unknown as Registry,
    onChange: (next: unknown) => callbacks.onChange(field, next),
    onBlur: callbacks.onBlur,
    onFocus: callbacks.onFocus,
  } as WidgetProps;
  const hideLabel = (uiOptions as { hideLabel?: unknown }).hideLabel === true;
  return { props, layout: { id, label, displayLabel, widget: typeof uiOptions.widget === 'string' ? uiOptions.widget : undefined, hideLabel } };
}
