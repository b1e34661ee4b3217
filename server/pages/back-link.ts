import { escapeHtml } from '../html/escape-html';

/** Where "back" leads from a page outside the funnel. */
export interface BackLink {
  href: string;
  label: string;
}

/** A step path of a funnel: letters, digits, dashes and slashes only, so nothing odd is echoed into a link. */
const STEP_PATH = /^\/partners\/([a-z0-9-]+)(\/book(?:\/[a-z0-9-]+)*)$/;

/**
 * Back from a partner's legal page to its funnel: the very step the visitor came from when the same-site
 * Referer names one of this partner's steps (checkout, say), else the funnel's first page. A bookmarked or
 * shared link has no Referer and still leads to the partner's funnel.
 */
export function partnerBackLink(slug: string, partnerName: string, referer: string | undefined, host: string | undefined): BackLink {
  let step = '/book';
  try {
    const url = new URL(referer ?? '');
    const match = STEP_PATH.exec(url.pathname);
    if (match && match[1] === slug && url.host === host) step = match[2]!;
  } catch {
    // No or malformed Referer: the funnel's first page.
  }
  return { href: `/partners/${slug}${step}`, label: `Back to your ${partnerName} booking` };
}

/** The neutral pages' way back: the start page. */
export const START_PAGE_LINK: BackLink = { href: '/', label: 'Back to the start page' };

export function renderBackLink(link: BackLink): string {
  return `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
}
