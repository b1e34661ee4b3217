// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { SelectWidget } from '../../widgets/select-widget';
import { renderWidget } from './render-widget';

afterEach(cleanup);

// docs/FUNNEL.md#business-constants: carry distance options (yards) 50 ... 500 in bands.
const distance = {
  label: 'Distance to truck',
  placeholder: 'Select distance',
  schema: { type: ['integer', 'null'] } as RJSFSchema,
  options: {
    tooltip: 'How far is your front door from where the movers can park their truck?',
    options: [
      { value: 50, label: '0-50 yards' },
      { value: 100, label: '50-100 yards' },
      { value: 500, label: '400-500 yards' },
    ],
  },
};

describe('SelectWidget', () => {
  it('is a native select labelled by its own label, with the placeholder first', () => {
    renderWidget(SelectWidget, distance);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Distance to truck' });
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.text)).toEqual(['Select distance', '0-50 yards', '50-100 yards', '400-500 yards']);
    expect(select.value).toBe('');
  });

  it.each([
    [{ type: ['integer', 'null'] }, '50-100 yards', 100],
    [{ type: 'number' }, '400-500 yards', 500],
    [{ type: 'string' }, '50-100 yards', '100'],
  ])('with schema %j, choosing %j sends %j', async (schema, label, value) => {
    const { props } = renderWidget(SelectWidget, { ...distance, schema: schema as RJSFSchema });
    await userEvent.selectOptions(screen.getByRole('combobox'), label);
    expect(props.onChange).toHaveBeenLastCalledWith(value);
  });

  it('converts string enum options of a number field to numbers', async () => {
    const { props } = renderWidget(SelectWidget, {
      ...distance,
      options: { enumOptions: [{ value: '2', label: '2' }] },
    });
    await userEvent.selectOptions(screen.getByRole('combobox'), '2');
    expect(props.onChange).toHaveBeenLastCalledWith(2);
  });

  it('sends undefined for the placeholder', async () => {
    const { props } = renderWidget(SelectWidget, { ...distance, value: 100 });
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('100');
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Select distance');
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('reports focus and blur with numeric values', async () => {
    const { props } = renderWidget(SelectWidget, { ...distance, value: 50 });
    await userEvent.click(screen.getByRole('combobox'));
    expect(props.onFocus).toHaveBeenCalledWith('root_field', 50);
    await userEvent.click(document.body);
    expect(props.onBlur).toHaveBeenCalledWith('root_field', 50);
  });

  it('is described by its error, when shown, and by its tooltip', () => {
    renderWidget(SelectWidget, { ...distance, rawErrors: ['Please provide the distance from the truck to your door'] });
    const select = screen.getByRole('combobox');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('root_field__error root_field__tooltip');
  });
});
