/** Where the processing page goes when its countdown ends. */
export type ProcessingTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/**
 * The partner's submission redirect address when it has one and the booking sets no override;
 * otherwise `nextPath`, the processing step's next edge (the complete page, keeping the query
 * string: status, redirect_status...). See docs/FUNNEL.md, "Screens and routes".
 */
export function processingTarget(args: {
  submissionRedirectUrl: string | null | undefined;
  submissionRedirectOverride: unknown;
  nextPath: string;
}): ProcessingTarget {
  const overridden =
    args.submissionRedirectOverride !== undefined &&
    args.submissionRedirectOverride !== null &&
    args.submissionRedirectOverride !== false &&
    args.submissionRedirectOverride !== '';
  if (args.submissionRedirectUrl && !overridden) return { kind: 'external', url: args.submissionRedirectUrl };
  return { kind: 'internal', path: args.nextPath };
}
