// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextWidget } from '../../widgets/text-widget';
import { EmailWidget } from '../../widgets/email-widget';
import { TextareaWidget } from '../../widgets/textarea-widget';
import { renderWidget } from './render-widget';

afterEach(cleanup);

describe('TextWidget', () => {
  it('sends the typed string, and undefined once emptied', async () => {
    const { props } = renderWidget(TextWidget, { placeholder: 'First name' });
    const input = screen.getByPlaceholderText('First name');
    await userEvent.type(input, 'Ann');
    expect(props.onChange).toHaveBeenLastCalledWith('Ann');
    await userEvent.clear(input);
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('reports focus and blur with its id and value', async () => {
    const { props } = renderWidget(TextWidget, { value: 'Ann' });
    await userEvent.click(screen.getByRole('textbox'));
    expect(props.onFocus).toHaveBeenCalledWith('root_field', 'Ann');
    await userEvent.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_field', 'Ann');
  });

  it("uses the step's autoComplete hint", () => {
    renderWidget(TextWidget, { options: { autoComplete: 'given-name' } });
    expect(screen.getByRole('textbox')).toHaveProperty('autocomplete', 'given-name');
  });

  it.each([
    [undefined, null, null],
    [[], null, null],
    [['Please provide your first name'], 'true', 'root_field__error'],
  ])('with rawErrors %j: aria-invalid %j, aria-describedby %j', (rawErrors, invalid, describedBy) => {
    renderWidget(TextWidget, { rawErrors });
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe(invalid);
    expect(input.getAttribute('aria-describedby')).toBe(describedBy);
  });
});

describe('EmailWidget', () => {
  it('is an email input with the email autofill hint, sending the trimmed address', async () => {
    const { props } = renderWidget(EmailWidget);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    await userEvent.type(input, 'ann@example.com ');
    expect(props.onChange).toHaveBeenLastCalledWith('ann@example.com');
  });
});

describe('TextareaWidget', () => {
  it('shows the placeholder, sends the notes and undefined when cleared', async () => {
    const { props } = renderWidget(TextareaWidget, { placeholder: 'e.g. We have a piano', options: { rows: 6 } });
    const area = screen.getByPlaceholderText('e.g. We have a piano');
    expect(area.getAttribute('rows')).toBe('6');
    await userEvent.type(area, 'Hi');
    expect(props.onChange).toHaveBeenLastCalledWith('Hi');
    await userEvent.clear(area);
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_field', undefined);
  });
});
