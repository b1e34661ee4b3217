// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeOfDayWidget } from '../../widgets/time-of-day-widget';
import { renderWidget } from './render-widget';

afterEach(cleanup);

// docs/FUNNEL.md#screens-and-routes: morning 8AM to Noon; afternoon Noon to 4PM.
const timeOfDay = {
  label: 'What time of day is best?',
  options: {
    options: [
      { value: 'morning', label: 'Morning', description: '8AM to Noon' },
      { value: 'afternoon', label: 'Afternoon', description: 'Noon to 4PM' },
    ],
  },
};

describe('TimeOfDayWidget', () => {
  it.each([
    ['Morning', '8AM to Noon', 'morning'],
    ['Afternoon', 'Noon to 4PM', 'afternoon'],
  ])('%s (%s) sends %j', async (label, hours, value) => {
    const { props } = renderWidget(TimeOfDayWidget, timeOfDay);
    expect(screen.getByRole('radiogroup', { name: 'What time of day is best?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: `${label} ${hours}` }));
    expect(props.onChange).toHaveBeenLastCalledWith(value);
  });

  it('shows the stored answer as checked', () => {
    renderWidget(TimeOfDayWidget, { ...timeOfDay, value: 'afternoon' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Afternoon/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Morning/ }).checked).toBe(false);
  });

  it('throws without options rather than rendering an empty group', () => {
    expect(() => renderWidget(TimeOfDayWidget, { options: {} })).toThrow(/no options/);
  });
});
