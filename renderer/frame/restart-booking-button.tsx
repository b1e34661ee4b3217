import { RestartIcon } from './icons';
import { Spinner } from './spinner';

/** 'Restart booking' ('Start a new quote' beside a converted booking): opens the confirmation; busy (spinner, disabled) from the confirmation until the page leaves. */
export function RestartBookingButton({ busy, label, onRestart }: { busy: boolean; label: string; onRestart: () => void }) {
  return (
    <button
      type="button"
      onClick={onRestart}
      disabled={busy}
      aria-busy={busy || undefined}
      // It asks before it clears anything (frame/safe-confirm-dialog.tsx).
      aria-haspopup="dialog"
      title={label}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 disabled:opacity-60"
    >
      {busy ? <Spinner className="size-4" /> : <RestartIcon className="size-4" />}
      {/* Phones show the icon only; the name stays for screen readers and the tooltip. */}
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}
