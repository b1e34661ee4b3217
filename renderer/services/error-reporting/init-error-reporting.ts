/**
 * Error reporting is off unless the host page carries a `sentry-dsn` meta (docs/FUNNEL.md#calls).
 * The SDK is imported dynamically so pages without a DSN never download it (landing budget).
 */
export async function initErrorReporting(dsn: string | null): Promise<void> {
  if (!dsn) return;
  try {
    const Sentry = await import('@sentry/browser');
    Sentry.init({ dsn });
  } catch (error) {
    // Reporting must never stop the funnel from starting.
    console.error(error);
  }
}
