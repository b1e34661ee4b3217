/**
 * A booking's life as one table (docs/FUNNEL.md, "A booking's life"): every change of a booking is one of these
 * transitions, applied by one function under the booking's lock (./apply-transition.ts). Each names the states it may
 * start from (any other is refused with that state's refusal: ./transition-refusal.ts), whether it closes with the
 * reservation's online changes (`changesCutoffHours`), what it does to the booking's crew and which event the partner
 * receives. The table is the documentation: docs/FUNNEL.md prints it state by transition, and a test keeps the two equal.
 */
import type { Conversion } from '../../core/conversion';
import type { BookingState } from './booking-state';

/**
 * What a transition does to the booking's crew: `take` one of its date and time of day (when the partner's capacity
 * says the conversion keeps one: server/capacity/pay-later-takes-crew.ts; provisional or firm, or none past the caps:
 * ./crew-to-take.ts), `move` it with the date or time of day, `firm` it (a provisional crew becomes firm, a released
 * one is taken again while its slot is free), `release` it, `releaseHold` (a hold goes, a crew taken stays), or `keep`
 * it as it is.
 */
export type CrewEffect = 'take' | 'move' | 'firm' | 'release' | 'releaseHold' | 'keep';

export type PartnerEvent = 'booking.converted' | 'booking.updated' | 'booking.conversion_withdrawn' | 'booking.cancelled';

/** Every change of a booking; the compiler holds TRANSITIONS to exactly these. */
export const TRANSITION_NAMES = [
  'save',
  'edit',
  'convertPayLater',
  'convertUnserviceable',
  'payNow',
  'withdraw',
  'cancel',
  'partnerCancel',
  'confirm',
  'lapse',
  'restart',
  'acceptTerms',
  'placeDepot',
  'openByLink',
  'expire',
] as const;
export type TransitionName = (typeof TRANSITION_NAMES)[number];

export interface Transition {
  /** What it is, for people. */
  readonly summary: string;
  /** The states it may start from. */
  readonly from: readonly BookingState[];
  /** From these states the same request is another transition, with that transition's guards (e.g. a reservation's save is an edit). */
  readonly becomes?: Partial<Record<BookingState, TransitionName>>;
  /** Refused from a reservation once its online changes have closed. */
  readonly closesAtCutoff: boolean;
  readonly crew: CrewEffect;
  /** The partner's event, sent when the change is real (a conversion of the same type and reason sends none). */
  readonly event: PartnerEvent | null;
}

const UNRESERVED = ['open', 'unserviceable'] as const satisfies readonly BookingState[];
const LIVE = ['open', 'unserviceable', 'pay_later', 'pay_now'] as const satisfies readonly BookingState[];

export const TRANSITIONS = {
  save: {
    summary: 'A step saved before the booking converts (one statement; a hold of a slot it no longer has goes)',
    from: ['open'],
    becomes: { unserviceable: 'edit', pay_later: 'edit', pay_now: 'edit', cancelled: 'edit' },
    closesAtCutoff: false,
    crew: 'releaseHold',
    event: null,
  },
  edit: {
    summary: 'A step saved on a converted booking: the crew moves with the slot, or the conversion the flow no longer allows is withdrawn',
    from: ['unserviceable', 'pay_later', 'pay_now'],
    closesAtCutoff: true,
    crew: 'move',
    event: 'booking.updated',
  },
  convertPayLater: {
    summary:
      'Pay later: the details saved, a crew taken (provisional until confirmed, unless past the caps) unless the partner says noCrew',
    from: [...UNRESERVED, 'pay_later'],
    closesAtCutoff: true,
    crew: 'take',
    event: 'booking.converted',
  },
  convertUnserviceable: {
    summary: 'Unserviceable: a call-back lead with its reason; a reservation is edited instead',
    from: UNRESERVED,
    becomes: { pay_later: 'edit', pay_now: 'edit', cancelled: 'edit' },
    closesAtCutoff: false,
    crew: 'release',
    event: 'booking.converted',
  },
  payNow: {
    summary: "Pay now: Stripe's verified card on file, a crew taken",
    from: [...UNRESERVED, 'pay_later'],
    closesAtCutoff: true,
    crew: 'take',
    event: 'booking.converted',
  },
  withdraw: {
    summary: 'An edit the flow no longer allows as converted: the conversion cleared, the crew freed',
    from: ['unserviceable', 'pay_later'],
    closesAtCutoff: true,
    crew: 'release',
    event: 'booking.conversion_withdrawn',
  },
  cancel: {
    summary: 'The customer cancels their reservation: the crew freed, the conversion kept for the record',
    from: ['pay_later', 'pay_now'],
    closesAtCutoff: true,
    crew: 'release',
    event: 'booking.cancelled',
  },
  partnerCancel: {
    summary:
      "The partner cancels a reservation (npm run bookings -- cancel), at any time: the crew freed, the conversion kept, the partner's reason recorded",
    from: ['pay_later', 'pay_now'],
    closesAtCutoff: false,
    crew: 'release',
    event: 'booking.cancelled',
  },
  confirm: {
    summary: "The confirmation link's button: a provisional crew made firm, a released one taken again if its slot is free",
    from: ['pay_later'],
    closesAtCutoff: false,
    crew: 'firm',
    event: 'booking.updated',
  },
  lapse: {
    summary: 'A provisional crew not confirmed in time released (the lapse job, or the partner); the lead stays',
    from: ['pay_later'],
    closesAtCutoff: false,
    crew: 'release',
    event: 'booking.updated',
  },
  restart: {
    summary: 'Restart or start a new quote: the booking leaves the session (kept); a reservation and its link stand',
    from: [...LIVE, 'cancelled'],
    closesAtCutoff: false,
    crew: 'releaseHold',
    event: null,
  },
  acceptTerms: {
    summary: "The checkout's terms accepted with the card setup (no new revision)",
    from: [...UNRESERVED, 'pay_later'],
    closesAtCutoff: true,
    crew: 'keep',
    event: null,
  },
  placeDepot: {
    summary: 'The depot nearest the origin recorded (no new revision)',
    from: LIVE,
    closesAtCutoff: false,
    crew: 'keep',
    event: null,
  },
  openByLink: {
    summary: "A manage or resume link's button: the booking moves to this browser's session",
    from: LIVE,
    closesAtCutoff: false,
    crew: 'keep',
    event: null,
  },
  expire: {
    summary: 'An abandoned quote deleted with its session, after 31 days unseen (a background job, in bulk)',
    from: ['open', 'archived'],
    closesAtCutoff: false,
    crew: 'release',
    event: null,
  },
} as const satisfies Record<TransitionName, Transition>;

/** The transition each conversion the customer or Stripe asks for is. */
export const TRANSITION_OF_CONVERSION = {
  pay_later: 'convertPayLater',
  pay_now: 'payNow',
  unserviceable: 'convertUnserviceable',
} as const satisfies Record<Conversion['type'], TransitionName>;
