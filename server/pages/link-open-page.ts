/**
 * The page a manage or resume link shows on a GET (docs/FUNNEL.md, "Manage and resume links"): what it opens, and one
 * button whose POST moves the booking to this browser. The GET itself changes nothing, so a mail scanner, a link
 * preview or another site that fetches the link takes no booking away from anyone. When this browser holds another
 * unfinished quote of the partner, the page says so and that the quote is kept.
 */
import type { Booking } from '../../core/booking';
import { escapeHtml } from '../html/escape-html';
import type { ServerPartner } from '../partners/server-partner';
import { FORM_TOKEN_FIELD } from '../../core/posted-form-names';
import { linkedBookingLine, linkedBookingList } from './linked-booking-lines';
import { partnerPageBrand } from './partner-page-brand';
import { renderSimplePage } from './render-simple-page';

export interface LinkOpenPage {
  partner: ServerPartner;
  purpose: 'manage' | 'resume';
  /** The link's own address: the form posts back to it. */
  action: string;
  formToken: string;
  booking: Booking;
  /** This browser's other unfinished quote of the partner, if it holds one. */
  otherUnfinished?: Booking;
}

/** The button's words: the tests and the browser walks press it by name. */
export const OPEN_LINK_BUTTON = { manage: 'Open my booking', resume: 'Continue my quote' } as const;

const TITLES = { manage: 'Open your booking', resume: 'Continue your moving quote' } as const;

export function renderLinkOpenPage({ partner, purpose, action, formToken, booking, otherUnfinished }: LinkOpenPage): string {
  const name = escapeHtml(partner.name);
  const what = purpose === 'manage' ? `your booking with ${name}` : `your moving quote with ${name}`;
  const other = otherUnfinished
    ? `<p class="note">This browser also has an unfinished quote with ${name} (${linkedBookingLine(otherUnfinished)}). It is kept:
the next page gives you a link back to it.</p>\n`
    : '';
  const body = `<h1>${TITLES[purpose]}</h1>
<p>This link opens ${what} in this browser.</p>
${linkedBookingList(booking)}
${other}<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(formToken)}">
  <button type="submit">${OPEN_LINK_BUTTON[purpose]}</button>
</form>
<p>If it is open on another device, that device starts a new quote, and gets it back through this link.</p>`;
  return renderSimplePage(TITLES[purpose], body, partnerPageBrand(partner));
}
