/**
 * The Content-Security-Policy of our pages (docs/PERFORMANCE.md: strict, no 'unsafe-eval'). Scripts: our own
 * bundles ('self'), the nonce of the page, Stripe.js and the Maps JavaScript API, nothing else. Outside hosts
 * are exactly the ones Stripe and Google document for what the browser calls:
 * - Stripe.js: script and frame https://js.stripe.com, frame https://hooks.stripe.com (3-D Secure),
 *   connect https://api.stripe.com.
 * - Maps JavaScript API (Places data API and Geocoder): scripts from https://maps.googleapis.com, its calls to
 *   maps.googleapis.com and places.googleapis.com, images from maps.gstatic.com / maps.googleapis.com. No Routes
 *   host: the browser makes no Routes call, the server computes the distance (server/distance/route-figures.ts).
 * style-src needs 'unsafe-inline' (and so carries no nonce, which would switch 'unsafe-inline' off): the
 * page's CSS is inlined, and the plain server pages carry a small inline <style>. Inline styles cannot run script, so scripts stay strictly nonce/host-bound.
 */
export const STRIPE_HOSTS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export const GOOGLE_HOSTS = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
} as const;

/** Sources one page adds to the policy's directives (request.cspExtras): a partner's embedding sites, the demo site's funnel. */
export type PolicyExtras = Partial<Record<'frame-ancestors' | 'script-src' | 'frame-src', readonly string[]>>;

export interface PagePolicyInput {
  nonce: string;
  /** SENTRY_DSN: the browser reports to its origin, so connect-src must allow exactly that origin. */
  sentryDsn?: string;
  extras?: PolicyExtras;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { protocol, host } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [`${protocol}//${host}`] : [];
  } catch {
    return [];
  }
}

function serialize(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The policy of an HTML page (host page, legal pages, error pages). */
export function pageContentSecurityPolicy({ nonce, sentryDsn, extras = {} }: PagePolicyInput): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...STRIPE_HOSTS.script, ...GOOGLE_HOSTS.script, ...(extras['script-src'] ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...GOOGLE_HOSTS.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE_HOSTS.connect, ...GOOGLE_HOSTS.connect, ...originOf(sentryDsn)],
    // 'self': the partner admin preview frames the funnel's own pages at phone and desktop width.
    'frame-src': ["'self'", ...STRIPE_HOSTS.frame, ...(extras['frame-src'] ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // Only our own pages (that preview) and the partner's listed sites (embed.allowedOrigins, on its funnel
    // pages) may frame a page; no other site can (clickjacking).
    'frame-ancestors': ["'self'", ...(extras['frame-ancestors'] ?? [])],
  });
}

/** JSON, files and anything else that is not a page: nothing may run or be framed. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = serialize({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
});
