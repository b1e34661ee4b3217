/** The legal pages every partner has, each in its brand (server/routes/plain-page-routes.ts); the accessibility statement too. */
export const LEGAL_PAGES = ['terms', 'privacy-policy', 'accessibility'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** '/partners/{slug}/terms': where the funnel and the emails link a partner's legal pages. */
export function legalPagePath(slug: string, page: LegalPage): string {
  return `/partners/${slug}/${page}`;
}

/**
 * `{partner}` at the start of a link a step file writes (`{partner}/terms`) stands for '/partners/{slug}';
 * without a partner (nothing to brand it) it is the site's own page ('/terms').
 */
export function partnerHref(href: string, slug: string | undefined): string {
  if (!href.startsWith('{partner}/')) return href;
  const rest = href.slice('{partner}'.length);
  return slug ? `/partners/${slug}${rest}` : rest;
}
