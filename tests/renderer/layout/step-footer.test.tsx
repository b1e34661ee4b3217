// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StepFooter } from '../../../renderer/layout/step-footer';

afterEach(cleanup);

describe('StepFooter', () => {
  it('shows Back only when there is somewhere to go back to', () => {
    const onBack = vi.fn();
    const { rerender } = render(<StepFooter onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    rerender(<StepFooter />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it.each([
    [false, false, false, false],
    [true, false, true, true],
    [false, true, true, false],
    [true, true, true, true],
  ])('loading %s, disabled %s: Next disabled %s, spinner %s', (loading, disabled, isDisabled, spinner) => {
    render(<StepFooter loading={loading} disabled={disabled} />);
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.type).toBe('submit');
    expect(next.disabled).toBe(isDisabled);
    expect(screen.queryByTestId('spinner') !== null).toBe(spinner);
  });

  it('takes the step’s own label', () => {
    render(<StepFooter nextLabel="Get your Quote" />);
    expect(screen.getByRole('button', { name: 'Get your Quote' })).toBeDefined();
  });
});
