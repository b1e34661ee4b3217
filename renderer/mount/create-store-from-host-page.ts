import { toBookingPatch } from '../../core/booking-patch';
import { createApiClient } from '../api/api-client';
import { createFunnelStore } from '../store/create-funnel-store';
import type { FunnelStore } from '../store/funnel-state';
import { splitHold } from '../store/split-hold';
import { initialBooking } from './initial-booking';
import type { HostPage } from './read-host-page';

/**
 * The app's store from the host page's props, the same on the server (per request) and in the browser
 * (per mount), so hydration sees the same state. Query parameters merged into the booking, and the answers of a form
 * the server refused, count as edits, so the next save stores them. Touches no browser API.
 */
export function createStoreFromHostPage(page: Pick<HostPage, 'props' | 'csrfToken' | 'stripePublishableKey'>, search: string): FunnelStore {
  const partner = page.props.partner;
  const { booking: server, hold } = splitHold(page.props.booking);
  const { booking, fromQuery } = initialBooking(server, search);
  // What a refused form carried stays the customer's, unsaved, as if typed into the app.
  const refused = page.props.refusedSubmit ? toBookingPatch(page.props.refusedSubmit.answers) : {};
  const edits = { ...fromQuery, ...refused };
  const store = createFunnelStore({
    // In the first state too: the server's rendering and the browser's hydration read that one (zustand's server snapshot).
    booking: { ...booking, ...edits },
    partner,
    location: page.props.location,
    settings: page.props.settings,
    stripePublishableKey: page.stripePublishableKey,
    csrfToken: page.csrfToken,
    hold: hold ?? null,
    today: page.props.today,
    ...(page.props.previewBooking && { previewBooking: page.props.previewBooking }),
    ...(page.props.insightsReport && { insightsReport: page.props.insightsReport }),
    ...(page.props.refusedSubmit && { refusedStep: page.props.refusedSubmit.stepId }),
    ...(page.props.refusedSubmit?.messages && { refusedMessages: page.props.refusedSubmit.messages }),
    api: createApiClient({ csrfToken: page.csrfToken, partnerSlug: partner.slug }),
  });
  // Counted as edits, so the next save stores them.
  if (Object.keys(edits).length > 0) store.getState().editBooking(edits);
  return store;
}
