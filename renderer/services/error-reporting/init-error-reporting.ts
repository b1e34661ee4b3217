/** Once the browser is idle (the app has started and answered the first input), or after two seconds at most. */
function whenIdle(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * Error reporting is off unless the host page carries a `sentry-dsn` meta (docs/FUNNEL.md#calls).
 * The SDK (~138 KB gzip) is imported dynamically so pages without a DSN never download it, and only once the browser
 * is idle, so it is not among what the first input starts (landing budget); errors before it are kept and reported then.
 */
export async function initErrorReporting(dsn: string | null, win: Window = window): Promise<void> {
  if (!dsn) return;
  const early: unknown[] = [];
  const keepError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const keepRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  win.addEventListener('error', keepError);
  win.addEventListener('unhandledrejection', keepRejection);
  try {
    await whenIdle(win);
    const Sentry = await import('@sentry/browser');
    Sentry.init({ dsn });
    for (const error of early) Sentry.captureException(error);
  } catch (error) {
    // Reporting must never stop the funnel from starting.
    console.error(error);
  } finally {
    win.removeEventListener('error', keepError);
    win.removeEventListener('unhandledrejection', keepRejection);
  }
}
