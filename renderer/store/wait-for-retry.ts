/**
 * Waits before the next save attempt: `ms`, or less when the browser says it is back online (docs/DECISIONS.md, Hardening: retry
 * at once on `online`). Rejects when `signal` aborts (the store was reset), so no stale loop keeps sending.
 */
export function waitForRetry(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    // The browser's `online` event; none outside a browser (the timer alone).
    const page = typeof window === 'undefined' ? null : window;
    const done = () => {
      clearTimeout(timer);
      page?.removeEventListener('online', done);
      signal.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      clearTimeout(timer);
      page?.removeEventListener('online', done);
      reject(signal.reason);
    };
    const timer = setTimeout(done, ms);
    page?.addEventListener('online', done);
    signal.addEventListener('abort', aborted, { once: true });
  });
}

/** A signal that aborts after `ms` or when `parent` aborts, whichever is first. */
export function timeoutSignal(ms: number, parent: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([timeout, parent]);
  // Browsers before AbortSignal.any (Safari < 17.4): the same, by hand.
  const controller = new AbortController();
  for (const source of [timeout, parent]) source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  return controller.signal;
}
