// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxGroupWidget } from '../../widgets/checkbox-group-widget';
import { renderWidget } from './render-widget';

afterEach(cleanup);

// docs/FUNNEL.md#business-constants: contact preference keys call, text, email, online.
const preference = {
  label: 'How would you like to receive your quote?',
  options: {
    options: [
      { value: 'call', label: 'Phone call' },
      { value: 'text', label: 'Text message' },
      { value: 'email', label: 'Email' },
      { value: 'online', label: 'Online' },
    ],
  },
};

describe('CheckboxGroupWidget', () => {
  it('is a fieldset named by its legend', () => {
    renderWidget(CheckboxGroupWidget, preference);
    const group = screen.getByRole('group', { name: preference.label });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelector('legend')?.textContent).toBe(preference.label);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  it.each([
    [
      ['Online', 'Phone call'],
      ['call', 'online'],
    ],
    [
      ['Email', 'Text message', 'Phone call'],
      ['call', 'text', 'email'],
    ],
    [['Online', 'Email', 'Online'], ['email']],
    [['Text message', 'Text message'], []],
  ])('ticking %j sends %j, in option order', async (clicks, value) => {
    const { props } = renderWidget(CheckboxGroupWidget, preference);
    for (const name of clicks) await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(props.onChange).toHaveBeenLastCalledWith(value);
  });

  it('shows the stored keys as ticked', () => {
    renderWidget(CheckboxGroupWidget, { ...preference, value: ['text', 'online'] });
    const ticked = screen.getAllByRole<HTMLInputElement>('checkbox').filter((c) => c.checked);
    expect(ticked.map((c) => c.value)).toEqual(['text', 'online']);
  });

  it('reports focus on entering and blur on leaving the group', async () => {
    const { props } = renderWidget(CheckboxGroupWidget, { ...preference, value: ['email'] });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(props.onFocus).toHaveBeenCalledTimes(1);
    expect(props.onBlur).not.toHaveBeenCalled();
    await userEvent.click(document.body);
    expect(props.onBlur).toHaveBeenCalledWith('root_field', ['email']);
  });
});
