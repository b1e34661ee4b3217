/**
 * The one function that applies a transition of the booking table (./transitions.ts) to a booking whose row the caller
 * holds locked in `tx` (server/db/conversion-transaction.ts): its guards (./transition-refusal.ts), its write, its crew
 * and its partner event, all in that transaction. A refusal throws RefusedError, which rolls everything back: a refused
 * transition changes nothing.
 */
import type { Clock } from '../../core/clock';
import type { CapacityDesk } from '../capacity/capacity-desk';
import { conversionTakesCrew } from '../capacity/pay-later-takes-crew';
import type { BookingRow } from '../db/booking-repository';
import type { ConversionTx } from '../db/conversion-transaction';
import type { BookingOutbox } from '../delivery/outbox/booking-outbox';
import { recordedConversion } from '../flow/conversion-verdict';
import type { ServerPartner } from '../partners/server-partner';
import { RefusedError } from './refused-error';
import { transitionRefusal } from './transition-refusal';
import { TRANSITIONS, type TransitionName } from './transitions';

export interface TransitionDeps {
  capacity: CapacityDesk;
  outbox: BookingOutbox;
  clock: Clock;
}

/** The booking's write for the transition, on the locked row; it returns the row as it now stands. */
export type TransitionWrite = (tx: ConversionTx, locked: BookingRow) => Promise<BookingRow>;

const slotOf = (row: BookingRow) => `${String(row.data.moveDate)} ${String(row.data.timeOfDay)}`;

/** Throws RefusedError when the table refuses `name` on `locked` now. */
export function guardTransition(deps: TransitionDeps, name: TransitionName, locked: BookingRow, partner: ServerPartner): void {
  const refusal = transitionRefusal(name, locked, partner, deps.clock.now());
  if (refusal) throw new RefusedError(refusal);
}

/** What the transition does beside its write: the crew (./transitions.ts, CrewEffect) and the partner's event. */
export async function applyEffects(
  deps: TransitionDeps,
  tx: ConversionTx,
  name: TransitionName,
  partner: ServerPartner,
  before: BookingRow,
  after: BookingRow,
): Promise<void> {
  const { crew, event } = TRANSITIONS[name];
  const conversion = recordedConversion(after);
  const takesCrew = conversionTakesCrew(partner, conversion);
  // No hold outlives a conversion that keeps no crew.
  if (crew === 'take' && !takesCrew) await deps.capacity.release(tx, partner.slug, after.id);
  if ((crew === 'take' && takesCrew) || (crew === 'move' && takesCrew && slotOf(before) !== slotOf(after))) {
    const refused = await deps.capacity.take(tx, partner, after);
    if (refused) throw new RefusedError(refused);
  }
  if (crew === 'release') await deps.capacity.release(tx, partner.slug, after.id);
  if (crew === 'releaseHold') await deps.capacity.release(tx, partner.slug, after.id, 'hold');
  if (event === 'booking.updated') await deps.outbox.recordUpdate(tx, before, after);
  else if (event === 'booking.converted') {
    const changed = before.conversionType !== after.conversionType || before.unserviceableReason !== after.unserviceableReason;
    if (changed) await deps.outbox.record(tx, event, after);
  } else if (event) await deps.outbox.record(tx, event, after);
}

/** Guards, writes and applies the effects of `name` on the locked booking: the row as it now stands. */
export async function applyTransition(
  deps: TransitionDeps,
  tx: ConversionTx,
  name: TransitionName,
  partner: ServerPartner,
  locked: BookingRow,
  write: TransitionWrite,
): Promise<BookingRow> {
  guardTransition(deps, name, locked, partner);
  const after = await write(tx, locked);
  await applyEffects(deps, tx, name, partner, locked, after);
  return after;
}
