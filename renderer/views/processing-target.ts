/** Where the processing page goes when its countdown ends. */
export type ProcessingTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/**
 * docs/FUNNEL.md#screens-and-routes: the partner's submission redirect address when it has one and the booking sets
 * no override; otherwise the complete page, keeping the query string (status, redirect_status...).
 */
export function processingTarget(args: {
  submissionRedirectUrl: string | null | undefined;
  submissionRedirectOverride: unknown;
  completePath: string;
  search: string;
}): ProcessingTarget {
  const overridden = args.submissionRedirectOverride !== undefined && args.submissionRedirectOverride !== null && args.submissionRedirectOverride !== false && args.submissionRedirectOverride !== '';
  if (args.submissionRedirectUrl && !overridden) return { kind: 'external', url: args.submissionRedirectUrl };
  return { kind: 'internal', path: `${args.completePath}${args.search}` };
}
