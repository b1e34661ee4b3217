// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneWidget } from '../../widgets/phone-widget';
import { renderWidget } from './render-widget';
import { widgetProps } from './widget-props';

afterEach(cleanup);

describe('PhoneWidget', () => {
  it('is a national tel input with the numeric keypad', () => {
    renderWidget(PhoneWidget);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
  });

  it('masks while typing and sends the masked text', async () => {
    const { props } = renderWidget(PhoneWidget);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '5551234567');
    expect(input.value).toBe('(555) 123-4567');
    expect(props.onChange).toHaveBeenLastCalledWith('(555) 123-4567');
  });

  it('drops a pasted +1 country code', async () => {
    const { props } = renderWidget(PhoneWidget);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('+1 (555) 123-4567');
    expect(props.onChange).toHaveBeenLastCalledWith('(555) 123-4567');
  });

  it('deletes digit by digit with Backspace, down to undefined', async () => {
    const { props } = renderWidget(PhoneWidget, { value: '(555) 1' });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(input, '{Backspace}');
    expect(input.value).toBe('(555');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input.value).toBe('');
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('reports focus and blur with the masked value', async () => {
    const { props } = renderWidget(PhoneWidget, { value: '(555) 123-4567' });
    await userEvent.click(screen.getByRole('textbox'));
    expect(props.onFocus).toHaveBeenCalledWith('root_field', '(555) 123-4567');
    await userEvent.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_field', '(555) 123-4567');
  });

  it('refuses a mask it does not implement', () => {
    expect(() => render(<PhoneWidget {...widgetProps({ options: { mask: '999-999-9999' } })} />)).toThrow(/mask/);
  });
});
