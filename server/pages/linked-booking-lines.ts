/**
 * What a manage or resume link's pages say of a booking, to whoever holds the screen (a scanner or a preview too):
 * whose it is, masked (the email, else the first name), and the move date in words. Never the answers themselves.
 */
import type { Booking } from '../../core/booking';
import { formatMoveDate } from '../../core/format-move-date';
import { maskEmail } from '../../core/mask-email';
import { maskFirstName } from '../../core/mask-first-name';
import { escapeHtml } from '../html/escape-html';

function moveDateInWords(moveDate: unknown): string {
  if (typeof moveDate !== 'string') return 'not chosen yet';
  try {
    return formatMoveDate(moveDate);
  } catch {
    return 'not chosen yet';
  }
}

/** "a•••@example.com, moving June 5, 2026": one line naming a booking. */
export function linkedBookingLine(data: Booking): string {
  const who = maskEmail(data.email) ?? maskFirstName(data.firstName);
  const when = `moving ${moveDateInWords(data.moveDate)}`;
  return escapeHtml(who ? `${who}, ${when}` : when);
}

/** The booking as a definition list: for whom, and the move date. */
export function linkedBookingList(data: Booking): string {
  const who = maskEmail(data.email) ?? maskFirstName(data.firstName) ?? 'not given yet';
  return `<dl>
  <dt>For</dt><dd>${escapeHtml(who)}</dd>
  <dt>Move date</dt><dd>${escapeHtml(moveDateInWords(data.moveDate))}</dd>
</dl>`;
}
