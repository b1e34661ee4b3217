// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconChoiceWidget } from '../../widgets/icon-choice-widget';
import { renderWidget } from './render-widget';
import { widgetProps } from './widget-props';

afterEach(cleanup);

const serviceType = {
  label: 'Service type',
  options: {
    options: [
      { value: 'full_service', label: 'Full service', description: 'Movers and a 26-foot truck.', icon: 'truck' },
      { value: 'labor_only', label: 'Labor only', description: 'Loading or unloading.', icon: 'boxes' },
    ],
  },
};

describe('IconChoiceWidget', () => {
  it('is a labelled radio group of cards with decorative icons', () => {
    const { container } = renderWidget(IconChoiceWidget, serviceType);
    expect(screen.getByRole('radiogroup', { name: 'Service type' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Full service/ })).toBeTruthy();
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((svg) => expect(svg.getAttribute('aria-hidden')).toBe('true'));
  });

  it('sends the chosen value and checks its card', async () => {
    const { props } = renderWidget(IconChoiceWidget, serviceType);
    await userEvent.click(screen.getByText('Labor only'));
    expect(props.onChange).toHaveBeenLastCalledWith('labor_only');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Labor only/ }).checked).toBe(true);
  });

  it('is one tab stop, and the arrow keys move the choice (native radios sharing one name)', async () => {
    const { props } = renderWidget(IconChoiceWidget, { ...serviceType, value: 'full_service' });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Full service/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(props.onChange).toHaveBeenLastCalledWith('labor_only');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Labor only/ }));
    await userEvent.tab();
    expect(props.onBlur).toHaveBeenCalledTimes(1);
  });

  it('reports focus and blur for the group as a whole', async () => {
    const { props } = renderWidget(IconChoiceWidget, { ...serviceType, value: 'full_service' });
    await userEvent.tab();
    expect(props.onFocus).toHaveBeenCalledWith('root_field', 'full_service');
    await userEvent.tab();
    expect(props.onBlur).toHaveBeenCalledWith('root_field', 'full_service');
  });

  it('hides the label visually but keeps the group name with hideLabel', () => {
    renderWidget(IconChoiceWidget, { ...serviceType, options: { ...serviceType.options, hideLabel: true } });
    expect(screen.getByRole('radiogroup', { name: 'Service type' })).toBeTruthy();
    expect(screen.getByText('Service type').closest('.sr-only')).toBeTruthy();
  });

  it('throws on an icon name it cannot draw', () => {
    const options = { options: [{ value: 'x', label: 'X', icon: 'rocket' }] };
    expect(() => render(<IconChoiceWidget {...widgetProps({ options })} />)).toThrow(/Unknown icon 'rocket'/);
  });

  it('marks the group invalid with its error when errors are shown', () => {
    renderWidget(IconChoiceWidget, { ...serviceType, rawErrors: ['Please select a service type'] });
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe('root_field__error');
  });
});
