/**
 * Which crew a conversion that keeps one takes (docs/PARTNERS.md, Capacity; docs/DECISIONS.md, "A crew is held only
 * by a real customer"): pay now a firm one; pay later a provisional one until `confirm_by` with `payLater` "confirmed"
 * (the default) or a firm one with "takesCrew". Pay later takes none past the caps on unconfirmed crews: at most
 * `perContact` per email and per phone for the partner, `perAddress` per client bucket (IPv6 by /64). Past a cap the
 * booking still converts, as a lead with `crew: "none"`: nobody is refused for sharing an address.
 */
import { partnerToday } from '../../core/capacity/partner-today';
import { timeZoneOf } from '../../core/capacity/time-zone-of';
import { confirmBy } from '../capacity/confirm-by';
import { payLaterCrewOf } from '../capacity/pay-later-takes-crew';
import type { BookingRow } from '../db/booking-repository';
import type { ConversionTx } from '../db/conversion-transaction';
import { unconfirmedCrewsBeside } from '../db/provisional-crews';
import type { ServerPartner } from '../partners/server-partner';
import type { CrewState } from './crew-state';

/** Unconfirmed crews one customer may hold at once (server settings PROVISIONAL_CREWS_PER_CONTACT and _PER_ADDRESS). */
export interface ProvisionalCrewLimits {
  perContact: number;
  perAddress: number;
}

export const PROVISIONAL_CREW_LIMITS: ProvisionalCrewLimits = { perContact: 1, perAddress: 3 };

export interface CrewToTake {
  state: Extract<CrewState, 'none' | 'provisional' | 'firm'>;
  confirmBy: Date | null;
}

export async function crewToTake(
  tx: ConversionTx,
  partner: ServerPartner,
  before: BookingRow,
  after: BookingRow,
  { limits, now }: { limits: ProvisionalCrewLimits; now: Date },
): Promise<CrewToTake> {
  if (after.conversionType === 'pay_now') return { state: 'firm', confirmBy: null };
  // A pay-later booking converted again keeps the crew it has, provisional or firm.
  if (before.crewState === 'firm') return { state: 'firm', confirmBy: null };
  if (before.crewState === 'provisional' && before.confirmBy) return { state: 'provisional', confirmBy: before.confirmBy };
  const mode = payLaterCrewOf(partner);
  const counts = await unconfirmedCrewsBeside(tx, {
    partnerSlug: partner.slug,
    bookingId: after.id,
    email: typeof after.data.email === 'string' ? after.data.email : null,
    phone: typeof after.data.phone === 'string' ? after.data.phone : null,
    clientBucket: after.clientBucket,
    firmPayLaterCounts: mode === 'takesCrew',
    today: partnerToday(now, timeZoneOf(partner)),
  });
  const capped = counts.sameEmail >= limits.perContact || counts.samePhone >= limits.perContact || counts.sameBucket >= limits.perAddress;
  if (capped) return { state: 'none', confirmBy: null };
  return mode === 'takesCrew'
    ? { state: 'firm', confirmBy: null }
    : { state: 'provisional', confirmBy: confirmBy(partner, after.data, now) };
}
