// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { flowFile } from '../../../core/generated/funnel-files';
import { ProgressStepper, stepperStates } from '../../../renderer/frame/progress-stepper';
import { inStore, loadStore, partners } from '../support/frame-fixture';

afterEach(cleanup);

const groups = flowFile.groups;

describe('stepperStates', () => {
  // docs/FUNNEL.md#screens-and-routes: Move Info, Origin, Destination, Contents, Checkout.
  it.each([
    ['moveInfo', ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']],
    ['origin', ['past', 'current', 'upcoming', 'upcoming', 'upcoming']],
    ['destination', ['past', 'past', 'current', 'upcoming', 'upcoming']],
    ['contents', ['past', 'past', 'past', 'current', 'upcoming']],
    ['checkout', ['past', 'past', 'past', 'past', 'current']],
  ])('current group %s', (current, expected) => {
    expect(stepperStates(groups, current)).toEqual(expected);
  });

  it('refuses a group flow.json does not have', () => {
    expect(() => stepperStates(groups, 'payment')).toThrow("Unknown progress group 'payment'");
  });
});

describe('ProgressStepper', () => {
  it('labels the groups of flow.json in order', () => {
    render(inStore(loadStore(partners.bayside), <ProgressStepper groups={groups} currentGroup="destination" />));
    const items = within(screen.getByRole('navigation', { name: 'Booking progress' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(' (completed)', ''))).toEqual([
      'Move Info',
      'Origin',
      'Destination',
      '4Contents',
      '5Checkout',
    ]);
  });

  it('puts a truck and aria-current=step on the current group and checks on past ones', () => {
    render(inStore(loadStore(partners.bayside), <ProgressStepper groups={groups} currentGroup="contents" />));
    const items = screen.getAllByRole('listitem');
    const current = items.filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toBe('Contents');
    expect(current[0]!.querySelector('[data-icon="truck"]')).not.toBeNull();
    for (const past of items.slice(0, 3)) {
      expect(past.querySelector('[data-icon="check"]')).not.toBeNull();
      expect(past.textContent).toContain('(completed)');
    }
    expect(items[4]!.querySelector('[data-icon]')).toBeNull();
    expect(items[4]!.hasAttribute('aria-current')).toBe(false);
  });
});
