import { describe, expect, it, vi } from 'vitest';
import { funnelStep } from '../../../core/funnel';
import { resolveStep } from '../../../core/resolve-step';
import type { ConditionContext } from '../../../core/step-definition';
import { funnelDefinition } from '../../../renderer/frame/funnel-definition';
import { uiOptionsOf, widgetPropsOf } from '../../../renderer/step-page/widget-props-of';

const callbacks = () => ({ onChange: vi.fn(), onBlur: vi.fn(), onFocus: vi.fn() });
const context: ConditionContext = { booking: {}, partner: { slug: 'bayside-movers', laborOnlyEnabled: true }, query: {} };

describe('uiOptionsOf (RJSF getUiOptions)', () => {
  it.each([
    [{ 'ui:widget': 'text', 'ui:placeholder': 'p' }, { widget: 'text', placeholder: 'p' }],
    [{ 'ui:options': { rows: 6, hideLabel: true }, 'ui:label': false }, { rows: 6, hideLabel: true, label: false }],
    [{ notUi: 1, 'ui:options': null }, { options: null }],
  ])('%j -> %j', (ui, options) => {
    expect(uiOptionsOf(ui)).toEqual(options);
  });
});

describe('widgetPropsOf: the WidgetProps RJSF would give', () => {
  const schema = {
    type: 'object' as const,
    required: ['originFloors'],
    properties: {
      originFloors: { type: ['integer', 'null'], title: 'Number of floors', enum: [1, 2, 3] },
      contactPreference: { type: 'array', items: { type: 'string', enum: ['call', 'email'] } },
      notes: { type: 'string' },
    },
  };
  const uiSchema = {
    originFloors: { 'ui:widget': 'select', 'ui:placeholder': 'Select', 'ui:options': { tooltip: 'Stairs' }, 'ui:enumNames': { '1': 'One', '2': 'Two' } },
    contactPreference: { 'ui:widget': 'checkboxGroup', 'ui:enumNames': ['Call us', 'Email us'] },
    notes: { 'ui:widget': 'textarea', 'ui:label': false },
  };

  it('ids, label, required, placeholder and options from the schema and uiSchema; enum options labelled by ui:enumNames', () => {
    const { props, layout } = widgetPropsOf('originFloors', { schema, uiSchema }, 2, ['Pick one'], { setFields: 'x' }, callbacks());
    expect(props).toMatchObject({
      id: 'root_originFloors',
      name: 'originFloors',
      label: 'Number of floors',
      hideLabel: false,
      required: true,
      placeholder: 'Select',
      value: 2,
      rawErrors: ['Pick one'],
      multiple: false,
      formContext: { setFields: 'x' },
      registry: { formContext: { setFields: 'x' } },
    });
    expect(props.options).toMatchObject({ tooltip: 'Stairs', widget: 'select' });
    expect(props.options.enumOptions).toEqual([
      { value: 1, label: 'One' },
      { value: 2, label: 'Two' },
      { value: 3, label: '3' },
    ]);
    expect(layout).toEqual({ id: 'root_originFloors', label: 'Number of floors', displayLabel: true, widget: 'select', hideLabel: false });
  });

  it('array fields take their choices from items and are multiple; a field without a label uses its name, hidden', () => {
    const array = widgetPropsOf('contactPreference', { schema, uiSchema }, [], undefined, {}, callbacks()).props;
    expect(array.multiple).toBe(true);
    expect(array.required).toBe(false);
    expect(array.options.enumOptions).toEqual([
      { value: 'call', label: 'Call us' },
      { value: 'email', label: 'Email us' },
    ]);
    const notes = widgetPropsOf('notes', { schema, uiSchema }, undefined, undefined, {}, callbacks());
    expect([notes.props.label, notes.props.hideLabel, notes.layout.displayLabel]).toEqual(['notes', true, false]);
    expect(notes.props.options.enumOptions).toBeUndefined();
  });

  it('a widget change names its field; blur and focus pass the id through', () => {
    const spies = callbacks();
    const { props } = widgetPropsOf('notes', { schema, uiSchema }, 'a', undefined, {}, spies);
    props.onChange('b');
    props.onBlur('root_notes', 'b');
    props.onFocus('root_notes', 'b');
    expect(spies.onChange).toHaveBeenCalledWith('notes', 'b');
    expect(spies.onBlur).toHaveBeenCalledWith('root_notes', 'b');
    expect(spies.onFocus).toHaveBeenCalledWith('root_notes', 'b');
  });

  it('every field of the landing step gets its label from the step file, the way the form shows it', () => {
    const landing = resolveStep(funnelStep(funnelDefinition, 'landing'), context);
    const labels = landing.visibleFields.map((field) => widgetPropsOf(field, landing, undefined, undefined, {}, callbacks()).props.label);
    expect(labels).toEqual(expect.arrayContaining(['First name', 'Last name', 'Email address', 'Phone number']));
  });
});
