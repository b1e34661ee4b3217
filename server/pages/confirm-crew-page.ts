/**
 * The pages of a pay-later booking's confirmation link (docs/PARTNERS.md, Capacity): the GET shows the booking and one
 * button, and changes nothing (mail scanners and link previews fetch links); the button's POST confirms the time slot
 * (server/bookings/confirm-crew.ts) and shows how it went.
 */
import type { Booking } from '../../core/booking';
import { FORM_TOKEN_FIELD } from '../../core/posted-form-names';
import { displayPartnerPhone } from '../../core/partner-phone';
import { escapeHtml } from '../html/escape-html';
import type { ServerPartner } from '../partners/server-partner';
import { linkedBookingList } from './linked-booking-lines';
import { partnerPageBrand } from './partner-page-brand';
import { renderSimplePage } from './render-simple-page';

/** The button's words: the tests press it by name. */
export const CONFIRM_CREW_BUTTON = 'Confirm my booking';

export function renderConfirmCrewPage(page: { partner: ServerPartner; action: string; formToken: string; booking: Booking }): string {
  const name = escapeHtml(page.partner.name);
  const body = `<h1>Confirm your booking</h1>
<p>Your time slot with ${name} is held until you confirm it. Press the button to confirm your booking.</p>
${linkedBookingList(page.booking)}
<form method="post" action="${escapeHtml(page.action)}">
  <input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(page.formToken)}">
  <button type="submit">${CONFIRM_CREW_BUTTON}</button>
</form>`;
  return renderSimplePage('Confirm your booking', body, partnerPageBrand(page.partner));
}

/** After the button: confirmed, or the slot went to someone else since it was released. */
export function renderCrewConfirmedPage(partner: ServerPartner, confirmed: boolean, managePath: string): string {
  const name = escapeHtml(partner.name);
  const phone = escapeHtml(displayPartnerPhone(partner.phone));
  const body = confirmed
    ? `<h1>Your booking is confirmed</h1>\n<p>Your time slot with ${name} is yours. ${name} will be in touch before your move.</p>`
    : `<h1>That time slot is no longer free</h1>\n<p>Your booking with ${name} is kept, but its time slot was taken since it was released. Choose another time on <a href="${escapeHtml(managePath)}">your booking's page</a>, or call ${name} at ${phone}.</p>`;
  return renderSimplePage(confirmed ? 'Your booking is confirmed' : 'That time slot is no longer free', body, partnerPageBrand(partner));
}
