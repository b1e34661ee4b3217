import { useEffect, useRef, useState } from 'react';
import { useFunnelStore } from '../store/use-funnel-store';
import { SAVE_NOTICE_COPY } from './save-notice-copy';

/** How long "Your answers are saved." stays after a retried save went through. */
const SAVED_NOTICE_MS = 4000;

/**
 * A short, non-blocking notice while a failed save waits to be sent again (docs/FUNNEL.md#saving-and-conversions), then a brief
 * confirmation once it went through. A polite live region that is always in the page (so screen
 * readers announce the text when it appears); it never takes focus or blocks the form.
 */
export function SaveNotice() {
  const retry = useFunnelStore((s) => s.saveRetry);
  const saveState = useFunnelStore((s) => s.saveState);
  const [saved, setSaved] = useState(false);
  const wasRetrying = useRef(false);

  useEffect(() => {
    if (retry) {
      wasRetrying.current = true;
      setSaved(false);
      return undefined;
    }
    if (!wasRetrying.current || saveState !== 'idle') return undefined;
    wasRetrying.current = false;
    setSaved(true);
    const timer = setTimeout(() => setSaved(false), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [retry, saveState]);

  const text = retry ? SAVE_NOTICE_COPY[retry.reason] : saved ? SAVE_NOTICE_COPY.saved : '';
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 embedded:top-[calc(var(--embed-view-top,0px)+0.75rem)] flex justify-center px-4"
    >
      {text && (
        <p className="pointer-events-auto max-w-md rounded-lg bg-slate-900 px-4 py-2 text-center text-sm text-white shadow-lg">{text}</p>
      )}
    </div>
  );
}
