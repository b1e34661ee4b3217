// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CounterWidget } from '../../widgets/counter-widget';
import { renderWidget } from './render-widget';

afterEach(cleanup);

const counter = { label: 'Bedrooms', schema: { type: ['integer', 'null'] as ('integer' | 'null')[] } };

describe('CounterWidget', () => {
  it('names its buttons after one counted thing and its group after the label', () => {
    renderWidget(CounterWidget, counter);
    expect(screen.getByRole('button', { name: 'Remove one bedroom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add one bedroom' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Bedrooms' })).toBeTruthy();
  });

  it('counts up and down with numbers, shown in a polite live output', async () => {
    const { props } = renderWidget(CounterWidget, counter);
    const output = screen.getByRole('status');
    expect(output.getAttribute('aria-live')).toBe('polite');
    expect(output.textContent).toMatch(/^0/);
    await userEvent.click(screen.getByRole('button', { name: 'Add one bedroom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one bedroom' }));
    expect(props.onChange).toHaveBeenLastCalledWith(2);
    expect(output.textContent).toMatch(/^2/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove one bedroom' }));
    expect(props.onChange).toHaveBeenLastCalledWith(1);
  });

  // The bounds are the booking schema's (bedrooms: 0 to 99), never a cap of the widget's own.
  const bedrooms = { ...counter, schema: { ...counter.schema, minimum: 0, maximum: 99 } };
  it.each([
    [0, 'Remove one bedroom'],
    [99, 'Add one bedroom'],
  ])('stays at %i: %s is aria-disabled, keeps focus and sends nothing', async (value, name) => {
    const { props } = renderWidget(CounterWidget, { ...bedrooms, value });
    const button = screen.getByRole('button', { name });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(props.onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('counts past 99 when the schema allows it (packing boxes up to 200)', async () => {
    const { props } = renderWidget(CounterWidget, { label: 'Boxes', schema: { type: 'integer', minimum: 0, maximum: 200 }, value: 199 });
    await userEvent.click(screen.getByRole('button', { name: 'Add one box' }));
    expect(props.onChange).toHaveBeenLastCalledWith(200);
    expect(screen.getByRole('button', { name: 'Add one box' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('respects a tighter schema maximum', async () => {
    const { props } = renderWidget(CounterWidget, { ...counter, schema: { type: 'integer', maximum: 2 }, value: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Add one bedroom' }));
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('takes a unit from the widget options', () => {
    renderWidget(CounterWidget, { label: 'Washers and dryers', options: { unit: 'washer or dryer' } });
    expect(screen.getByRole('button', { name: 'Add one washer or dryer' })).toBeTruthy();
  });

  it('reports focus when entering and blur when leaving the group, not between its buttons', async () => {
    const { props } = renderWidget(CounterWidget, { ...counter, value: 1 });
    await userEvent.tab();
    expect(props.onFocus).toHaveBeenCalledWith('root_field', 1);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add one bedroom' }));
    expect(props.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_field', 1);
    expect(props.onFocus).toHaveBeenCalledTimes(1);
  });

  it("shows the field's description (a safe's weight band) under its label and reads it as the group's description", () => {
    renderWidget(CounterWidget, { label: 'Light safes', uiSchema: { 'ui:description': '150-500 lbs' } });
    const group = screen.getByRole('group', { name: 'Light safes' });
    const description = screen.getByText('150-500 lbs');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(description.id);
  });
});
