// @vitest-environment happy-dom
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BottomSheet } from '../../widgets/bottom-sheet';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <button ref={trigger} type="button" onClick={() => change(true)}>
        Open
      </button>
      <BottomSheet
        open={open}
        onOpenChange={change}
        title="Pricing Details"
        description="What is due today."
        closeButton
        returnFocus={trigger}
      >
        <p>Inside</p>
      </BottomSheet>
    </>
  );
}

const dialog = () => screen.getByRole<HTMLDialogElement>('dialog', { name: 'Pricing Details' });

describe('BottomSheet', () => {
  it('renders nothing on the server and while closed', () => {
    const html = renderToString(
      <BottomSheet open={false} onOpenChange={() => {}} title="T" description="D">
        x
      </BottomSheet>,
    );
    expect(html).toBe('');
  });

  it('opens as a modal dialog named and described by its title and description, and locks page scrolling', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
    expect(document.getElementById(dialog().getAttribute('aria-describedby')!)!.textContent).toBe('What is due today.');
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on Escape (the cancel event) and on a tap on the backdrop, not on a tap inside', () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.pointerDown(screen.getByText('Inside'));
    fireEvent.click(dialog());
    expect(screen.queryByRole('dialog')).not.toBeNull();
    // The backdrop: press and release on the dialog itself (its panel covers the rest of it).
    fireEvent.pointerDown(dialog());
    fireEvent.click(dialog());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('gives focus back to returnFocus when the browser did not (a tap on iOS does not focus the button)', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Close' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });
});
