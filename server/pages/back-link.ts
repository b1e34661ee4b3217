import { escapeHtml } from '../host-page/escape-html';

/** Where "back" leads from a page outside the funnel: the partner funnel the visitor came from, when known. */
export interface BackLink {
  href: string;
  label: string;
}

/** The same-site Referer's partner, if it names a known one; the funnel links here with a full page load (docs/FUNNEL.md#screens-and-routes). */
export function backLinkFromReferer(
  referer: string | undefined,
  host: string | undefined,
  partnerName: (slug: string) => string | undefined,
): BackLink {
  try {
    const url = new URL(referer ?? '');
    const slug = /^\/partners\/([^/]+)/.exec(url.pathname)?.[1];
    const name = slug && url.host === host ? partnerName(slug) : undefined;
    if (slug && name) return { href: `/partners/${slug}/book`, label: `Back to your ${name} booking` };
  } catch {
    // No or malformed Referer: fall through.
  }
  return { href: '/', label: 'Back to the start page' };
}

export function renderBackLink(link: BackLink): string {
  return `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
}
