/** Fills the built template with what the renderer reads at start-up (brief: host page contract). */
import { escapeHtml, jsonForScript } from './escape-html';
import { ROOT_ELEMENT } from './load-host-template';

/** The serialized start-up props (SPEC section 3). */
export interface HostPageProps {
  booking: Record<string, unknown>;
  partner: Record<string, unknown>;
  location: Record<string, unknown> | null;
  settings: { googleApiKey: string | null; stripeAvailable: boolean };
}

export interface HostPageInput {
  template: string;
  title: string;
  csrfToken: string;
  /** '' when no card key is configured; the meta is always present. */
  stripePublishableKey: string;
  sentryDsn?: string;
  props: HostPageProps;
}

export function renderHostPage(input: HostPageInput): string {
  const metas = [
    `<meta name="csrf-token" content="${escapeHtml(input.csrfToken)}">`,
    `<meta name="stripe-publishable-key" content="${escapeHtml(input.stripePublishableKey)}">`,
    ...(input.sentryDsn ? [`<meta name="sentry-dsn" content="${escapeHtml(input.sentryDsn)}">`] : []),
  ].join('\n    ');
  const propsScript = `<script type="application/json" id="react-app-props">${jsonForScript(input.props)}</script>`;
  // Replacer functions, so `$&`-like sequences in the data are never read as replacement patterns.
  return input.template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(input.title)}</title>`)
    .replace('</head>', () => `  ${metas}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `${propsScript}\n    ${ROOT_ELEMENT}`);
}
