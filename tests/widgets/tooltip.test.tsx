// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from '../../widgets/tooltip';

afterEach(cleanup);

const text = 'How far is your front door from where the movers can park their truck?';

function setup() {
  render(
    <>
      <Tooltip id="hint" text={text} about="Distance to truck" />
      <button type="button">Elsewhere</button>
    </>,
  );
  return {
    button: screen.getByRole('button', { name: 'More information about Distance to truck' }),
    tip: () => document.getElementById('hint')!,
  };
}

describe('Tooltip', () => {
  it('describes its button with the hint even while closed', () => {
    const { button, tip } = setup();
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(tip().hidden).toBe(true);
    expect(tip().textContent).toBe(text);
    expect(tip().className).toContain('max-w-[230px]');
  });

  it.each(['{Enter}', ' '])('opens with the keyboard (%s) and closes with Escape', async (key) => {
    const { button, tip } = setup();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard(key);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('tooltip').textContent).toBe(text);
    await userEvent.keyboard('{Escape}');
    expect(tip().hidden).toBe(true);
  });

  it('toggles with a tap and closes on a tap elsewhere', async () => {
    const { button, tip } = setup();
    const tap = (target: Element) => userEvent.pointer({ keys: '[TouchA]', target });
    await tap(button);
    expect(tip().hidden).toBe(false);
    await tap(button);
    expect(tip().hidden).toBe(true);
    await tap(button);
    await tap(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(tip().hidden).toBe(true);
  });

  it('opens on mouse hover, closes on leaving unless clicked, and a second click closes it', async () => {
    const { button, tip } = setup();
    await userEvent.hover(button);
    expect(tip().hidden).toBe(false);
    await userEvent.unhover(button);
    expect(tip().hidden).toBe(true);
    await userEvent.click(button);
    await userEvent.unhover(button);
    expect(tip().hidden).toBe(false);
    await userEvent.click(button);
    expect(tip().hidden).toBe(true);
  });

  it('closes when focus moves on', async () => {
    const { button, tip } = setup();
    await userEvent.click(button);
    await userEvent.tab();
    expect(tip().hidden).toBe(true);
  });
});
