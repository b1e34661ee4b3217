/**
 * The one function that applies a transition of the booking table (./transitions.ts) to a booking whose row the caller
 * holds locked in `tx` (server/db/conversion-transaction.ts): its guards (./transition-refusal.ts), its write, its crew,
 * a cancellation's money (./cancellation-money.ts) and its partner event, all in that transaction. A refusal throws RefusedError, which rolls everything back: a refused
 * transition changes nothing.
 */
import type { BookingRow } from '../db/booking-repository';
import type { ConversionTx } from '../db/conversion-transaction';
import type { ServerPartner } from '../partners/server-partner';
import { applyCrewEffect, type TransitionDeps } from './crew-effect';
import { RefusedError } from './refused-error';
import { changesClosedRefusal } from './changes-closed-refusal';
import { transitionRefusal } from './transition-refusal';
import { TRANSITIONS, type TransitionName } from './transitions';

/** The booking's write for the transition, on the locked row; it returns the row as it now stands. */
export type TransitionWrite = (tx: ConversionTx, locked: BookingRow) => Promise<BookingRow>;

/** Throws RefusedError when the table refuses `name` on `locked` now. */
export function guardTransition(deps: TransitionDeps, name: TransitionName, locked: BookingRow, partner: ServerPartner): void {
  const refusal = transitionRefusal(name, locked, partner, deps.clock.now());
  if (refusal) throw new RefusedError(refusal);
}

/**
 * What the transition does beside its write: the crew (./crew-effect.ts) and the partner's event. The row as it then
 * stands (its crew state written).
 */
export async function applyEffects(
  deps: TransitionDeps,
  tx: ConversionTx,
  name: TransitionName,
  partner: ServerPartner,
  before: BookingRow,
  written: BookingRow,
): Promise<BookingRow> {
  const { crew, event } = TRANSITIONS[name];
  const after = await applyCrewEffect(deps, tx, crew, partner, before, written);
  // A cancellation's refund and fee, from the amounts stored with the booking, before the partner hears of it.
  if (event === 'booking.cancelled' && deps.money)
    await deps.money.settle(tx, after, changesClosedRefusal(before.data, partner, deps.clock.now()) !== null, partner);
  if (event === 'booking.updated') await deps.outbox.recordUpdate(tx, before, after);
  else if (event === 'booking.converted') {
    const changed = before.conversionType !== after.conversionType || before.unserviceableReason !== after.unserviceableReason;
    // The same conversion again can still change the lead (a released crew taken back): the partner hears of that.
    if (changed) await deps.outbox.record(tx, event, after);
    else await deps.outbox.recordUpdate(tx, before, after);
  } else if (event) await deps.outbox.record(tx, event, after);
  return after;
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
  return applyEffects(deps, tx, name, partner, locked, await write(tx, locked));
}
