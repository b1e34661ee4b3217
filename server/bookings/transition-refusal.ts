/**
 * The guards of the transition table (./transitions.ts) on the booking as it stands, locked: the one place that says
 * which state refuses which change, and with which message. A refused transition changes nothing.
 */
import type { Refusal } from '../../core/refusal';
import type { BookingRow } from '../db/booking-repository';
import { API_MESSAGES } from '../http/api-messages';
import type { ServerPartner } from '../partners/server-partner';
import { bookingStateOf, isReserved, type BookingState } from './booking-state';
import { cancelsForAFee } from './cancellation-money';
import { CARD_ALREADY_ON_FILE_MESSAGE } from './card-on-file-message';
import { changesClosedRefusal } from './changes-closed-refusal';
import { TRANSITIONS, type TransitionName } from './transitions';

const conflict = (message: string): Refusal => ({ status: 409, messages: [message] });

/** Why a booking in `state` cannot take a transition that does not start there. */
const REFUSAL_OF_STATE: Record<BookingState, Refusal> = {
  open: conflict(API_MESSAGES.bookingStale),
  unserviceable: conflict(API_MESSAGES.bookingStale),
  pay_later: conflict(API_MESSAGES.bookingStale),
  // A conversion never goes down: a card on file is not turned into pay later, a second card or a call-back lead.
  pay_now: conflict(CARD_ALREADY_ON_FILE_MESSAGE),
  cancelled: conflict(API_MESSAGES.bookingCancelled),
  archived: { status: 404, messages: [API_MESSAGES.bookingMissing] },
};

/** Where a transition says it better than its state does. */
const REFUSAL_OF_TRANSITION: Partial<Record<TransitionName, Partial<Record<BookingState, Refusal>>>> = {
  cancel: { open: conflict(API_MESSAGES.nothingToCancel), unserviceable: conflict(API_MESSAGES.nothingToCancel) },
  partnerCancel: { open: conflict(API_MESSAGES.nothingToCancel), unserviceable: conflict(API_MESSAGES.nothingToCancel) },
};

/** The transition a request for `name` is on this booking: the table's `becomes` (a reservation's save is an edit). */
export function transitionFor(
  name: TransitionName,
  row: Pick<BookingRow, 'conversionType' | 'cancelledAt' | 'archivedAt'>,
): TransitionName {
  const transition = TRANSITIONS[name];
  const becomes: Partial<Record<BookingState, TransitionName>> = 'becomes' in transition ? transition.becomes : {};
  return becomes[bookingStateOf(row)] ?? name;
}

/** Null when `name` may run on `locked` now; else the refusal the customer is shown. */
export function transitionRefusal(name: TransitionName, locked: BookingRow, partner: ServerPartner, now: Date): Refusal | null {
  const transition = TRANSITIONS[name];
  const state = bookingStateOf(locked);
  const allowed: readonly BookingState[] = transition.from;
  if (!allowed.includes(state)) return REFUSAL_OF_TRANSITION[name]?.[state] ?? REFUSAL_OF_STATE[state];
  // A reservation's online changes close before its move; an unserviceable booking was never reserved. A customer's
  // cancel whose terms name a late fee stays open: it keeps the fee shown (./cancellation-money.ts).
  if (name === 'cancel' && cancelsForAFee(locked)) return null;
  if (transition.closesAtCutoff && isReserved(state)) return changesClosedRefusal(locked.data, partner, now);
  return null;
}
