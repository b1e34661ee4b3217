import { useEffect, useId, useRef } from 'react';

/** The dialog's words, from the manage step's copy. */
export interface CancelDialogCopy {
  title: string;
  body: string;
  confirm: string;
  keep: string;
}

/**
 * "Cancel your booking?" A modal on the native <dialog> (top layer, inert page, Escape keeps the booking, focus
 * returns to the Cancel button), with Keep focused first: a stray tap or Enter never cancels a move. While the
 * request is on its way both buttons wait.
 */
export function CancelBookingDialog({
  open,
  busy,
  copy,
  onKeep,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  copy: CancelDialogCopy;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      keep.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="cancel-booking-dialog"
      // Escape, or the browser closing it: the same as Keep.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onKeep();
      }}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {copy.title}
      </h2>
      <p id={bodyId} className="mt-2 text-slate-700">
        {copy.body}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={keep}
          type="button"
          onClick={onKeep}
          disabled={busy}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {copy.keep}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
        >
          {copy.confirm}
        </button>
      </div>
    </dialog>
  );
}
