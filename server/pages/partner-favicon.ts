/** The partner's tab icon (server/routes/partner-favicon-route.ts), linked from its host page: no request for /favicon.ico. */
export function partnerFaviconPath(slug: string): string {
  return `/partners/${encodeURIComponent(slug)}/favicon.svg`;
}

/** The host page with its <link rel="icon"> at the end of the head. */
export function withPartnerFavicon(html: string, slug: string): string {
  return html.replace('</head>', () => `  <link rel="icon" type="image/svg+xml" href="${partnerFaviconPath(slug)}">\n  </head>`);
}
