/** Fills the built template with what the renderer reads at start-up (docs/FUNNEL.md#screens-and-routes). */
import { APP_PROPS_ID } from '../../core/boot-globals';
import type { HostProps } from '../../core/booking-wire';
import { funnelDescription } from '../../core/copy/funnel-description';
import { themeStyle } from '../../core/theme/theme-variables';
import { escapeHtml, jsonForScript } from '../html/escape-html';
import { ROOT_ELEMENT } from './load-host-template';

/** The serialized start-up props (docs/FUNNEL.md#saving-and-conversions), as the renderer reads them. */
export type HostPageProps = HostProps;

export interface HostPageInput {
  template: string;
  title: string;
  csrfToken: string;
  /** '' when no card key is configured; the meta is always present. */
  stripePublishableKey: string;
  sentryDsn?: string;
  props: HostPageProps;
  /**
   * This response's CSP nonce (server/security): put on the template's <script> tags. The props script is a
   * data block (type application/json) that CSP does not govern, so it keeps the contract's exact tag.
   */
  nonce?: string;
  /** The server-rendered page for `#react-app` (server/host-page/render-step-page.ts); '' leaves the root empty. */
  appHtml?: string;
  /** The admin preview: a visible "Preview" label above the page, and no search engine indexes it. */
  preview?: boolean;
}

/**
 * Above the app's root, so React never touches it: a preview of the complete page must not pass for a real
 * confirmation in a screenshot or a shared link. Inline style: the built CSS holds only the app's classes.
 */
const PREVIEW_LABEL =
  '<p data-preview-label style="margin:0;padding:6px 12px;background:#111827;color:#fff;font:600 14px/1.4 system-ui,sans-serif;text-align:center;letter-spacing:0.08em;text-transform:uppercase">Preview</p>';

export function renderHostPage(input: HostPageInput): string {
  const { partner } = input.props;
  const description = escapeHtml(funnelDescription(partner));
  const metas = [
    // Search results and link previews (a shared booking link shows the partner's name and words).
    `<meta name="description" content="${description}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(partner.name)}">`,
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="csrf-token" content="${escapeHtml(input.csrfToken)}">`,
    `<meta name="stripe-publishable-key" content="${escapeHtml(input.stripePublishableKey)}">`,
    ...(input.sentryDsn ? [`<meta name="sentry-dsn" content="${escapeHtml(input.sentryDsn)}">`] : []),
    ...(input.preview ? ['<meta name="robots" content="noindex, nofollow">'] : []),
  ].join('\n    ');
  const propsScript = `<script type="application/json" id="${APP_PROPS_ID}">${jsonForScript(input.props)}</script>`;
  // Replacer functions, so `$&`-like sequences in the data are never read as replacement patterns.
  // Only the trusted template's tags get the nonce, before any data is inserted into the page.
  const template = input.nonce ? input.template.replace(/<script\b/g, () => `<script nonce="${escapeHtml(input.nonce!)}"`) : input.template;
  return (
    template
      // The partner's colours and font from the first paint: the browser keeps these values (renderer/theme).
      .replace(/<html\b([^>]*)>/, (_tag, attributes: string) => `<html${attributes} style="${escapeHtml(themeStyle(partner.theme))}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(input.title)}</title>`)
      .replace('</head>', () => `  ${metas}\n  </head>`)
      .replace(
        ROOT_ELEMENT,
        () =>
          `${input.preview ? `${PREVIEW_LABEL}\n    ` : ''}${propsScript}\n    ${ROOT_ELEMENT.replace('></', () => `>${input.appHtml ?? ''}</`)}`,
      )
  );
}
