import { useLocation } from 'react-router';
import { isRecord } from '../../core/is-record';

/**
 * Why the customer was sent back here: the server refused a conversion and named this step to
 * finish. Shown above the step until they move on, with the gap the heading keeps below itself (never touching it);
 * an alert, so screen readers read it at once.
 */
export function RefusalNotice() {
  // Router state survives reloads and history: read as unknown, narrowed before use.
  const state: unknown = useLocation().state;
  const refusal: unknown = isRecord(state) ? state.refusal : undefined;
  const messages = Array.isArray(refusal) ? refusal.filter((m): m is string => typeof m === 'string') : [];
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
