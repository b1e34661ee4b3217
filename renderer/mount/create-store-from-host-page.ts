import { createApiClient } from '../api/api-client';
import { createFunnelStore } from '../store/create-funnel-store';
import type { FunnelStore } from '../store/funnel-state';
import { splitHold } from '../store/split-hold';
import { initialBooking } from './initial-booking';
import type { HostPage } from './read-host-page';

/**
 * The app's store from the host page's props, the same on the server (per request) and in the browser
 * (per mount), so hydration sees the same state. Query parameters merged into the booking count as
 * edits, so the next save stores them. Touches no browser API.
 */
export function createStoreFromHostPage(page: Pick<HostPage, 'props' | 'csrfToken' | 'stripePublishableKey'>, search: string): FunnelStore {
  const partner = page.props.partner;
  const { booking: server, hold } = splitHold(page.props.booking);
  const { booking, fromQuery } = initialBooking(server, search);
  const store = createFunnelStore({
    booking,
    partner,
    location: page.props.location,
    settings: page.props.settings,
    stripePublishableKey: page.stripePublishableKey,
    hold: hold ?? null,
    today: page.props.today,
    ...(page.props.previewBooking && { previewBooking: page.props.previewBooking }),
    api: createApiClient({ csrfToken: page.csrfToken, partnerSlug: partner.slug }),
  });
  if (Object.keys(fromQuery).length > 0) store.getState().editBooking(fromQuery);
  return store;
}
