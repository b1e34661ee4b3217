import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Partner } from '../../core/partner';
import { createApiClient } from '../api/api-client';
import { FunnelApp } from '../app/funnel-app';
import { initErrorReporting } from '../services/error-reporting/init-error-reporting';
import { initFunnelStore, useFunnelStore, type Location } from '../store/funnel-store';
import { initialBooking } from './initial-booking';
import { readHostPage } from './read-host-page';
import { setStripePublishableKey } from './stripe-publishable-key';

/** Start the funnel from the host page (docs/FUNNEL.md#screens-and-routes); the start-up errors of docs/FUNNEL.md#errors throw. */
export function mountApp(doc: Document = document): void {
  const page = readHostPage(doc);
  void initErrorReporting(page.sentryDsn);
  // docs/FUNNEL.md#calls: the data layer exists on every page, with or without a tag manager.
  window.dataLayer ??= [];
  setStripePublishableKey(page.stripePublishableKey);

  const partner = page.props.partner as unknown as Partner;
  const { booking, fromQuery } = initialBooking(page.props.booking, window.location.search);
  initFunnelStore({
    booking,
    partner,
    location: page.props.location as Location | null,
    settings: page.props.settings,
    api: createApiClient({ csrfToken: page.csrfToken, partnerSlug: partner.slug }),
  });
  if (Object.keys(fromQuery).length > 0) useFunnelStore.getState().editBooking(fromQuery);

  createRoot(page.root).render(
    <StrictMode>
      <FunnelApp />
    </StrictMode>,
  );
}
