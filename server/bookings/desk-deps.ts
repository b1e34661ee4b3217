/**
 * What the booking desk works with, apart from the desk itself: its collaborators, who asks, and how a conversion is
 * recorded. The desk's steps (convert, cancel, edit) take these without importing the desk, so the desk and its
 * steps import one way.
 */
import type { SavedBooking } from '../../core/booking-wire';
import type { Clock } from '../../core/clock';
import type { Conversion } from '../../core/conversion';
import type { DeviceClass } from '../../core/insights/insight-vocabulary';
import type { CapacityDesk } from '../capacity/capacity-desk';
import type { AppDb } from '../db/app-database';
import type { BookingRow } from '../db/booking-repository';
import type { ConversionTx } from '../db/conversion-transaction';
import type { BookingOutbox } from '../delivery/outbox/booking-outbox';
import type { ComputeRouteFigures } from '../distance/route-figures';
import type { ServerPartner } from '../partners/server-partner';
import type { VisitorSession, VisitorSessions } from '../sessions/visitor-sessions';
import type { CancellationMoney } from './cancellation-money';
import type { ProvisionalCrewLimits } from './crew-to-take';
import type { DeskAnswer } from './desk-answer';

/** Who asks: the visitor's session (CSRF checked) and the partner of the call. */
export interface Visit {
  session: VisitorSession;
  partner: ServerPartner;
  /** The client's address, hashed, for the consent a save records (server/consent/with-consent.ts). */
  clientHash?: string;
  /**
   * The client's address bucket (IPv6 by /64), hashed (server/security/client-bucket.ts): a conversion records it on
   * the booking, and the caps on unconfirmed crews count by it (./crew-to-take.ts).
   */
  clientBucket?: string;
  /** The browser's class (core/insights/device-class.ts), counted with a first save in the partner's insights. */
  device?: DeviceClass;
}

export interface BookingDeskDeps {
  db: AppDb;
  sessions: VisitorSessions;
  partners: ReadonlyMap<string, ServerPartner>;
  capacity: CapacityDesk;
  outbox: BookingOutbox;
  routeFigures: ComputeRouteFigures;
  clock: Clock;
  /** The caps on unconfirmed crews (./crew-to-take.ts); PROVISIONAL_CREW_LIMITS when left out. */
  provisionalLimits?: ProvisionalCrewLimits;
  /** Refunds and fees of a cancellation (./cancellation-money.ts); none without Stripe. */
  money?: CancellationMoney;
}

/**
 * Records `conversion` on the locked booking in `tx` through the transition table (./transitions.ts): its guards, its
 * crew (taken, or a hold released when the conversion keeps none) and, when the conversion changed,
 * `booking.converted` for the partner. A refusal throws RefusedError (409, 422): nothing of it is stored.
 */
export type RecordConversion = (
  tx: ConversionTx,
  locked: BookingRow,
  conversion: Conversion,
  eventPayload: Record<string, unknown>,
  data?: BookingRow['data'],
  clientBucket?: string,
) => Promise<BookingRow>;

/** The desk's save, which a conversion of a reservation is (an edit: ./transitions.ts, `becomes`). */
export type SaveBooking = (visit: Visit, copy: SavedBooking, currentStep: string | null) => Promise<DeskAnswer>;

export type DeskDeps = BookingDeskDeps & { recordConversion: RecordConversion; save: SaveBooking };
