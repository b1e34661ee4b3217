// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberWidget } from '../../widgets/number-widget';
import { renderWidget } from './render-widget';

afterEach(cleanup);

describe('NumberWidget (square footage)', () => {
  const schema = { type: ['integer', 'null'] as ('integer' | 'null')[], minimum: 250, maximum: 50000 };

  it('sends a number, not a string, and undefined when emptied', async () => {
    const { props } = renderWidget(NumberWidget, { schema, options: { step: 250 }, placeholder: '2500' });
    const input = screen.getByPlaceholderText('2500');
    await userEvent.type(input, '2500');
    expect(props.onChange).toHaveBeenLastCalledWith(2500);
    await userEvent.clear(input);
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('has the numeric keypad, the step of the step file and the schema limits', () => {
    renderWidget(NumberWidget, { schema, options: { step: 250 } });
    const input = screen.getByRole('spinbutton');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('step')).toBe('250');
    expect(input.getAttribute('min')).toBe('250');
    expect(input.getAttribute('max')).toBe('50000');
  });

  it('reports focus and blur with the numeric value', async () => {
    const { props } = renderWidget(NumberWidget, { schema, value: 1000 });
    await userEvent.click(screen.getByRole('spinbutton'));
    expect(props.onFocus).toHaveBeenCalledWith('root_field', 1000);
    await userEvent.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_field', 1000);
  });
});
