import { useEffect, useId, useRef } from 'react';

/** A confirmation's words: its question, what follows, and the two choices. */
export interface ConfirmCopy {
  title: string;
  body: string;
  /** The safe choice (keep the booking, keep the answers): focused first, and what Escape does. */
  back: string;
  /** The choice that cannot be undone. */
  confirm: string;
}

/**
 * A confirmation before something that cannot be undone (restarting a booking, cancelling one): a modal on the native
 * <dialog> (top layer, inert page, focus returns to the button that opened it), with the safe choice focused first and
 * on Escape, so a stray tap or Enter never does it. While `busy` both choices wait. `danger` marks the confirm red.
 */
export function SafeConfirmDialog({
  open,
  copy,
  onBack,
  onConfirm,
  busy = false,
  danger = false,
  testId,
}: {
  open: boolean;
  copy: ConfirmCopy;
  onBack: () => void;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
  testId?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      back.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid={testId}
      // Escape, or the browser closing it: the same as the safe choice.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onBack();
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
          ref={back}
          type="button"
          onClick={onBack}
          disabled={busy}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {copy.back}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          className={`min-h-11 rounded-lg px-4 font-semibold ${danger ? 'bg-red-700 text-white hover:bg-red-800' : 'bg-brand text-brand-contrast hover:opacity-90'}`}
        >
          {copy.confirm}
        </button>
      </div>
    </dialog>
  );
}
