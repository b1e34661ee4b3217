import { useRestartDialog } from '../layout/use-restart-dialog';

/** A view's `newQuote` button (manage, complete): Restart's confirmation, then this browser starts a new quote. */
export function NewQuoteButton({ label, className }: { label: string; className: string }) {
  const restart = useRestartDialog();
  return (
    <>
      <button type="button" className={className} disabled={restart.busy} aria-haspopup="dialog" onClick={restart.ask}>
        {label}
      </button>
      {restart.dialog}
    </>
  );
}
