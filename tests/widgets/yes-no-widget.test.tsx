// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YesNoWidget } from '../../widgets/yes-no-widget';
import { renderWidget } from './render-widget';

afterEach(cleanup);

const elevator = {
  label: 'Do you need an elevator to access your home?',
  options: { tooltip: 'Let us know if the movers will need to use an elevator to reach your home.' },
};

describe('YesNoWidget', () => {
  it.each([
    ['Yes', true],
    ['No', false],
  ])('%s sends %j', async (name, value) => {
    const { props } = renderWidget(YesNoWidget, elevator);
    await userEvent.click(screen.getByRole('radio', { name }));
    expect(props.onChange).toHaveBeenLastCalledWith(value);
  });

  // The answer is the booking's boolean; anything else is no answer yet.
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [undefined, null],
    [null, null],
    ['yes', null],
  ])('value %j shows %j checked', (value, checked) => {
    renderWidget(YesNoWidget, { ...elevator, value });
    const radios = screen.getAllByRole<HTMLInputElement>('radio').filter((r) => r.checked);
    expect(radios.map((r) => r.labels?.[0]?.textContent ?? '')).toEqual(checked ? [checked] : []);
  });

  it('names the group by its question only, and describes it with the tooltip', () => {
    renderWidget(YesNoWidget, elevator);
    const group = screen.getByRole('radiogroup', { name: elevator.label });
    expect(group.getAttribute('aria-describedby')).toBe('root_field__tooltip');
    expect(document.getElementById('root_field__tooltip')?.textContent).toBe(elevator.options.tooltip);
  });

  it('reports blur with the answer when focus leaves the group', async () => {
    const { props } = renderWidget(YesNoWidget, { ...elevator, value: false });
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(props.onFocus).toHaveBeenCalledWith('root_field', false);
    await userEvent.click(document.body);
    expect(props.onBlur).toHaveBeenCalledWith('root_field', true);
  });
});
