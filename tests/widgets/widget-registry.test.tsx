// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { getWidget, type FieldTemplateProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { WidgetName } from '../../core/registry-names';
import { WIDGET_NAMES } from '../../core/registry-names';
import { widgetRegistry, widgetsWithOwnLabel } from '../../widgets/widget-registry';

afterEach(cleanup);

describe('widgetRegistry', () => {
  it('has a component for every widget name a step may use, and nothing else', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual([...WIDGET_NAMES].sort());
  });

  // RJSF refuses a React.lazy object ("Unsupported widget definition"); lazy widgets are wrapped.
  it.each([...WIDGET_NAMES])('%s is a component RJSF accepts', (name) => {
    expect(() => getWidget({ type: 'string' }, name, widgetRegistry)).not.toThrow();
    expect(typeof widgetRegistry[name]).toBe('function');
  });

  it('lists only known names as labelling themselves', () => {
    for (const name of widgetsWithOwnLabel) expect(WIDGET_NAMES).toContain(name);
  });
});

/** The FieldTemplate contract in miniature: no `<label>` for widgets that label themselves. */
function FieldTemplate(p: FieldTemplateProps) {
  const ownLabel = widgetsWithOwnLabel.has(p.uiSchema?.['ui:widget'] as WidgetName);
  return (
    <div>
      {p.displayLabel && !ownLabel && <label htmlFor={p.id}>{p.label}</label>}
      {p.children}
    </div>
  );
}

describe('the widgets inside an RJSF Form', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      originFloors: { type: ['integer', 'null'], title: 'Number of floors', enum: [1, 2, 3, 4, 5] },
      originElevator: { type: ['boolean', 'null'], title: 'Do you need an elevator?' },
      bedrooms: { type: ['integer', 'null'], title: 'Bedrooms', minimum: 0 },
    },
  };
  const uiSchema: UiSchema = {
    originFloors: {
      'ui:widget': 'select',
      'ui:placeholder': 'Select floors',
      'ui:options': { options: [1, 2, 3, 4, 5].map((n) => ({ value: n, label: n === 5 ? '5+' : String(n) })) },
    },
    originElevator: { 'ui:widget': 'yesNo', 'ui:options': { tooltip: 'Movers use the elevator.' } },
    bedrooms: { 'ui:widget': 'counter' },
  };

  it('keeps value types through RJSF and reports blur with the field id', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgetRegistry}
        templates={{ FieldTemplate }}
        onChange={onChange}
        onBlur={onBlur}
        noHtml5Validate
        showErrorList={false}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Number of floors' }), '5+');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one bedroom' }));
    expect(onChange.mock.lastCall?.[0].formData).toEqual({ originFloors: 5, originElevator: false, bedrooms: 1 });
    expect(onBlur).toHaveBeenCalledWith('root_originFloors', 5);
    expect(onBlur).toHaveBeenCalledWith('root_originElevator', false);
  });

  it('drives a checkbox group as an RJSF multi-select array (uniqueItems + items.enum)', async () => {
    const onChange = vi.fn();
    const arraySchema: RJSFSchema = {
      type: 'object',
      properties: {
        contactPreference: {
          type: 'array',
          title: 'How would you like to receive your quote?',
          uniqueItems: true,
          items: { type: 'string', enum: ['call', 'text', 'email', 'online'] },
        },
      },
    };
    const options = [
      { value: 'call', label: 'Phone call' },
      { value: 'text', label: 'Text message' },
      { value: 'email', label: 'Email' },
      { value: 'online', label: 'Online' },
    ];
    render(
      <Form
        schema={arraySchema}
        uiSchema={{ contactPreference: { 'ui:widget': 'checkboxGroup', 'ui:options': { options } } }}
        validator={validator}
        widgets={widgetRegistry}
        templates={{ FieldTemplate }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Online' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phone call' }));
    expect(onChange.mock.lastCall?.[0].formData).toEqual({ contactPreference: ['call', 'online'] });
    expect(screen.getByRole('group', { name: 'How would you like to receive your quote?' })).toBeTruthy();
  });
});
