/** The save notice's texts (docs/DECISIONS.md, Hardening): short, and saying that nothing is lost. */
export const SAVE_NOTICE_COPY = {
  offline: "Connection lost — your answers are kept and will be saved when you're back online.",
  server: "We couldn't save just now — your answers are kept and we'll keep trying.",
  saved: 'Your answers are saved.',
} as const;
