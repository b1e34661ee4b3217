import { APP_PROPS_ID, APP_ROOT_ID } from '../../core/boot-globals';
import type { HostProps } from '../../core/booking-wire';

export type { HostProps } from '../../core/booking-wire';

/** Everything the app needs from the host page before it renders. */
export interface HostPage {
  root: HTMLElement;
  props: HostProps;
  csrfToken: string;
  /** '' when no card key is configured; pay now is then shown unavailable. */
  stripePublishableKey: string;
  sentryDsn: string | null;
}

export const STRIPE_KEY_MISSING = 'Stripe Publishable key not found in DOM';
export const ROOT_MISSING = `Root element with id '${APP_ROOT_ID}' was not found in the DOM`;

/** Read the host page; throws the start-up errors of docs/FUNNEL.md#errors word for word. */
export function readHostPage(doc: Document): HostPage {
  const stripeMeta = doc.querySelector<HTMLMetaElement>('meta[name="stripe-publishable-key"]');
  if (!stripeMeta) throw new Error(STRIPE_KEY_MISSING);
  const root = doc.getElementById(APP_ROOT_ID);
  if (!root) throw new Error(ROOT_MISSING);
  const csrfToken = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
  const sentryDsn = doc.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content || null;
  const propsText = doc.getElementById(APP_PROPS_ID)?.textContent ?? '';
  return { root, props: parseProps(propsText), csrfToken, stripePublishableKey: stripeMeta.content, sentryDsn };
}

function parseProps(text: string): HostProps {
  // The server writes these props from the same HostProps type (server/host-page/render-host-page.ts); the checks below catch a page without them.
  const raw = JSON.parse(text || '{}') as Partial<HostProps>;
  if (!raw.booking || !raw.partner) throw new Error(`${APP_PROPS_ID} must carry a booking and a partner`);
  return {
    booking: raw.booking,
    partner: raw.partner,
    location: raw.location ?? null,
    today: raw.today ?? '',
    settings: { googleApiKey: raw.settings?.googleApiKey ?? null, stripeAvailable: raw.settings?.stripeAvailable ?? false },
    ...(raw.previewBooking && { previewBooking: raw.previewBooking }),
    ...(raw.refusedSubmit && { refusedSubmit: raw.refusedSubmit }),
  };
}
