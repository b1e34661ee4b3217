import { escapeHtml } from '../host-page/escape-html';

/** Where "back" leads from a page outside the funnel: the step of the partner funnel the visitor came from, when known. */
export interface BackLink {
  href: string;
  label: string;
  /** The partner whose funnel the visitor came from; the page is drawn in its brand. */
  slug?: string;
}

/** A step path of a funnel: letters, digits, dashes and slashes only, so nothing odd is echoed into a link. */
const STEP_PATH = /^\/partners\/([a-z0-9-]+)((?:\/[a-z0-9-]+)*)$/;

/**
 * The same-site Referer's partner and step, if it names a known partner: the funnel links here with a full
 * page load (docs/FUNNEL.md#screens-and-routes), and "back" returns to the very step (checkout, say).
 */
export function backLinkFromReferer(
  referer: string | undefined,
  host: string | undefined,
  partnerName: (slug: string) => string | undefined,
): BackLink {
  try {
    const url = new URL(referer ?? '');
    const match = STEP_PATH.exec(url.pathname);
    const slug = match?.[1];
    const name = slug && url.host === host ? partnerName(slug) : undefined;
    if (slug && name) {
      const step = match[2]?.startsWith('/book') ? match[2] : '/book';
      return { href: `/partners/${slug}${step}`, label: `Back to your ${name} booking`, slug };
    }
  } catch {
    // No or malformed Referer: fall through.
  }
  return { href: '/', label: 'Back to the start page' };
}

export function renderBackLink(link: BackLink): string {
  return `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
}
