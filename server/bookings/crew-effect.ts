/**
 * What a transition does to the booking's crew (./transitions.ts, CrewEffect), in the transaction that holds the
 * booking's row: the claim in `crew_claims` through the capacity desk, and the booking's `crew_state` (./crew-state.ts)
 * that the lead reports. A crew the slot no longer has throws RefusedError, which rolls the transition back.
 */
import type { Clock } from '../../core/clock';
import type { CapacityDesk } from '../capacity/capacity-desk';
import { conversionTakesCrew } from '../capacity/pay-later-takes-crew';
import type { CancellationMoney } from './cancellation-money';
import type { BookingRow } from '../db/booking-repository';
import type { ConversionTx } from '../db/conversion-transaction';
import { writeCrewState } from '../db/provisional-crews';
import type { BookingOutbox } from '../delivery/outbox/booking-outbox';
import { recordedConversion } from '../flow/conversion-verdict';
import type { ServerPartner } from '../partners/server-partner';
import { crewToTake, PROVISIONAL_CREW_LIMITS, type ProvisionalCrewLimits } from './crew-to-take';
import { holdsCrew } from './crew-state';
import { RefusedError } from './refused-error';
import type { CrewEffect } from './transitions';

/** What applying a transition works with (./apply-transition.ts). */
export interface TransitionDeps {
  capacity: CapacityDesk;
  outbox: BookingOutbox;
  clock: Clock;
  /** The caps on unconfirmed crews (./crew-to-take.ts); PROVISIONAL_CREW_LIMITS when left out. */
  provisionalLimits?: ProvisionalCrewLimits;
  /** Refunds and fees of a cancellation (./cancellation-money.ts); none without Stripe. */
  money?: CancellationMoney;
}

const slotOf = (row: BookingRow) => `${String(row.data.moveDate)} ${String(row.data.timeOfDay)}`;

async function takeCrew(deps: TransitionDeps, tx: ConversionTx, partner: ServerPartner, row: BookingRow): Promise<void> {
  const refused = await deps.capacity.take(tx, partner, row);
  if (refused) throw new RefusedError(refused);
}

/** The crew state written only when it changes: the row as it now stands. */
async function withCrewState(
  tx: ConversionTx,
  row: BookingRow,
  state: string,
  confirmBy: Date | null,
  heldBy: string | null = null,
): Promise<BookingRow> {
  const same = row.crewState === state && row.confirmBy?.getTime() === confirmBy?.getTime() && (row.data.crewHeldBy ?? null) === heldBy;
  return same ? row : writeCrewState(tx, row.id, { state, confirmBy, heldBy });
}

export async function applyCrewEffect(
  deps: TransitionDeps,
  tx: ConversionTx,
  effect: CrewEffect,
  partner: ServerPartner,
  before: BookingRow,
  after: BookingRow,
): Promise<BookingRow> {
  const takesCrew = conversionTakesCrew(partner, recordedConversion(after));
  switch (effect) {
    case 'take': {
      const crew = takesCrew
        ? await crewToTake(tx, partner, before, after, { limits: deps.provisionalLimits ?? PROVISIONAL_CREW_LIMITS, now: deps.clock.now() })
        : null;
      // No hold outlives a conversion that keeps no crew.
      if (!crew || crew.state === 'none') {
        await deps.capacity.release(tx, partner.slug, after.id);
        return withCrewState(tx, after, 'none', null, crew?.heldBy ?? null);
      }
      await takeCrew(deps, tx, partner, after);
      return withCrewState(tx, after, crew.state, crew.confirmBy);
    }
    case 'move':
      if (takesCrew && holdsCrew(after.crewState) && slotOf(before) !== slotOf(after)) await takeCrew(deps, tx, partner, after);
      return after;
    case 'firm':
      // Confirmed: the crew it has stays, or a released one is taken again while its slot is free.
      if (!takesCrew) return after;
      await takeCrew(deps, tx, partner, after);
      return withCrewState(tx, after, 'firm', null);
    case 'release':
      await deps.capacity.release(tx, partner.slug, after.id);
      return holdsCrew(after.crewState) ? withCrewState(tx, after, 'released', null) : after;
    case 'releaseHold':
      await deps.capacity.release(tx, partner.slug, after.id, 'hold');
      return after;
    case 'keep':
      return after;
  }
}
