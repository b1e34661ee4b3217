import { useLocation } from 'react-router';
import { isRecord } from '../../core/is-record';
import { useFunnelStore } from '../store/use-funnel-store';

const NONE: string[] = [];

/**
 * Why the customer was sent back here: the server refused a conversion and named this step to
 * finish, or refused this step's form sent without the app as a whole (a slot just taken, pay now without the card
 * form: RefusedSubmit.messages). Shown above the step until they move on, with the gap the heading keeps below itself
 * (never touching it); an alert, so screen readers read it at once.
 */
export function RefusalNotice({ stepId }: { stepId: string }) {
  // Router state survives reloads and history: read as unknown, narrowed before use.
  const state: unknown = useLocation().state;
  const refusal: unknown = isRecord(state) ? state.refusal : undefined;
  const posted = useFunnelStore((s) => (s.refusedStep === stepId ? (s.refusedMessages ?? NONE) : NONE));
  const messages = Array.isArray(refusal) ? refusal.filter((m): m is string => typeof m === 'string') : posted;
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-800 sm:mb-8"
      data-testid="refusal-notice"
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
