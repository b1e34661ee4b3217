/** Where the processing page goes when its countdown ends. */
export type ProcessingTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/**
 * The partner's submission redirect address when it has one and the booking sets no override, carrying
 * `carries` (the recorded status, the booking reference) as query parameters so the partner's page can
 * greet the booking; otherwise `nextPath`, the processing step's next edge (the complete page, keeping the
 * query string: status, redirect_status...). See docs/FUNNEL.md, "Screens and routes".
 */
export function processingTarget(args: {
  submissionRedirectUrl: string | null | undefined;
  submissionRedirectOverride: unknown;
  nextPath: string;
  carries?: Readonly<Record<string, string | null | undefined>>;
}): ProcessingTarget {
  const overridden =
    args.submissionRedirectOverride !== undefined &&
    args.submissionRedirectOverride !== null &&
    args.submissionRedirectOverride !== false &&
    args.submissionRedirectOverride !== '';
  if (args.submissionRedirectUrl && !overridden)
    return { kind: 'external', url: withQuery(args.submissionRedirectUrl, args.carries ?? {}) };
  return { kind: 'internal', path: args.nextPath };
}

/** `url` (absolute, or a path on this site) with `values` added to its query; empty values are left out. */
function withQuery(url: string, values: Readonly<Record<string, string | null | undefined>>): string {
  const entries = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  if (entries.length === 0) return url;
  const [beforeHash, hash] = url.split('#', 2);
  const query = new URLSearchParams(entries).toString();
  return `${beforeHash}${beforeHash!.includes('?') ? '&' : '?'}${query}${hash === undefined ? '' : `#${hash}`}`;
}
