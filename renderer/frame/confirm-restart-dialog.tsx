import { useEffect, useId, useRef } from 'react';
import { useFrameCopy } from './frame-copy';

/**
 * "Start over? Your answers will be cleared." A modal on the native <dialog> (top layer, inert page,
 * Escape cancels, focus returns to the Restart button), with Cancel focused first: a stray tap or Enter
 * never wipes a booking.
 */
export function ConfirmRestartDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const copy = useFrameCopy();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Escape, or the browser closing it: the same as Cancel.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {copy.restartConfirmTitle}
      </h2>
      <p id={bodyId} className="mt-2 text-slate-700">
        {copy.restartConfirmBody}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancel}
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {copy.restartCancel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="min-h-11 rounded-lg bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90"
        >
          {copy.restartConfirm}
        </button>
      </div>
    </dialog>
  );
}
