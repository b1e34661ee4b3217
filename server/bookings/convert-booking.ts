/**
 * A conversion asked for by the customer (docs/FUNNEL.md, "Saving and conversions"): pay later, or unserviceable with
 * the save its step submits. Judged by the one verdict on the server's own figures, then recorded in the conversion
 * transaction only while the booking is still the session's current one at the revision judged (else 409 with the
 * current one): an edit landing after the check is never converted unjudged.
 */
import type { SavedBooking } from '../../core/booking-wire';
import type { Conversion } from '../../core/conversion';
import { findCurrentBooking, type BookingRow } from '../db/booking-repository';
import { inConversionTransaction } from '../db/conversion-transaction';
import { conversionVerdict } from '../flow/conversion-verdict';
import { API_MESSAGES } from '../http/api-messages';
import type { DeskDeps, Visit } from './desk-deps';
import { staleAnswer, type DeskAnswer } from './desk-answer';
import { prepareSave } from './prepare-save';
import { judgeBooking } from './judge-booking';
import { refusedAnswer } from './refused-answer';
import { transitionFor, transitionRefusal } from './transition-refusal';
import { TRANSITION_OF_CONVERSION } from './transitions';
import { writeOrCreateBooking } from './write-or-create-booking';

export async function convertBooking(deps: DeskDeps, visit: Visit, conversion: Conversion, copy?: SavedBooking): Promise<DeskAnswer> {
  return copy ? convertWithSave(deps, visit, conversion, copy) : convertStored(deps, visit, conversion);
}

/** Pay later: the stored booking, its rules relative to today judged today (the customer converts now). */
async function convertStored(deps: DeskDeps, visit: Visit, conversion: Conversion): Promise<DeskAnswer> {
  const { partner, session } = visit;
  const now = deps.clock.now();
  const current = session.stored ? await findCurrentBooking(deps.db, session.id, partner.slug) : null;
  // The table's refusal first (a card on file, cancelled, changes closed): the flow's verdict would be beside the point.
  const refused = current
    ? transitionRefusal(transitionFor(TRANSITION_OF_CONVERSION[conversion.type], current), current, partner, now)
    : null;
  if (refused) return { refusal: refused };
  // Before the first save there is no booking: the flow's refusal of an empty one says where to go.
  const refusal = await judgeBooking(deps.routeFigures, partner, current?.data ?? {}, conversion, now, { datesJudgedToday: true });
  if (refusal) return { refusal };
  if (!current) return { refusal: { status: 404, messages: [API_MESSAGES.bookingMissing] } };
  return recordAsJudged(deps, visit, current, conversion, { conversionType: conversion.type });
}

/** Unserviceable: the step's save and the conversion, the reason the server derives itself and no other. */
async function convertWithSave(deps: DeskDeps, visit: Visit, conversion: Conversion, copy: SavedBooking): Promise<DeskAnswer> {
  const { partner, session } = visit;
  const current = session.stored ? await findCurrentBooking(deps.db, session.id, partner.slug) : null;
  // A reservation (or a cancelled one) is not re-converted: its save is an edit, with the edit's guards and events.
  if (current && copy.reference === current.reference && transitionFor(TRANSITION_OF_CONVERSION[conversion.type], current) === 'edit') {
    const edited = await deps.save(visit, copy, copy.currentStep ?? null);
    // Withdrawn by the edit (the flow no longer allows the reservation): now an open booking, converted as asked.
    if (!('booking' in edited) || edited.booking.conversionType !== null) return edited;
    return convertWithSave(deps, visit, conversion, { ...copy, reference: edited.booking.reference, revision: edited.booking.revision });
  }
  const prepared = await prepareSave(copy, partner, deps.routeFigures, deps.clock.now(), conversion);
  const firstSave = current === null && copy.reference === undefined && copy.revision === 0;
  // A stale copy is told so first; the session names the booking, the copy's reference says which one it was of.
  if (!firstSave && (current?.reference !== copy.reference || current?.revision !== copy.revision))
    return staleAnswer(copy.reference, current);
  const refusal = conversionVerdict(prepared.session, conversion);
  if (refusal) return { refusal };
  const payload = {
    conversionType: conversion.type,
    ...(conversion.type === 'unserviceable' && { unserviceableReason: conversion.reason }),
  };
  if (!firstSave)
    return recordAsJudged(deps, visit, current!, conversion, { ...payload, currentStep: copy.currentStep ?? null }, prepared.data);
  // Stored first, then converted like any other booking (the save and the conversion are two events).
  const base = {
    sessionId: session.id,
    partnerSlug: partner.slug,
    reference: null,
    baseRevision: 0,
    data: prepared.data,
    now: deps.clock.now(),
  };
  const created = await writeOrCreateBooking(deps.db, deps.sessions, session, {
    ...base,
    kind: 'save',
    eventPayload: { currentStep: copy.currentStep ?? null },
  });
  if (!created.ok) return staleAnswer(copy.reference, created.current);
  return recordAsJudged(deps, visit, created.booking, conversion, { ...payload, currentStep: copy.currentStep ?? null });
}

async function recordAsJudged(
  deps: DeskDeps,
  visit: Visit,
  judged: BookingRow,
  conversion: Conversion,
  eventPayload: Record<string, unknown>,
  data?: BookingRow['data'],
): Promise<DeskAnswer> {
  return refusedAnswer(async () => {
    const converted = await inConversionTransaction(deps.db, judged.id, async (tx, locked) => {
      if (!locked || locked.archivedAt !== null || locked.revision !== judged.revision) return null;
      return deps.recordConversion(tx, locked, conversion, eventPayload, data, visit.clientBucket);
    });
    if (converted) return { booking: converted };
    return staleAnswer(judged.reference, await findCurrentBooking(deps.db, judged.sessionId, judged.partnerSlug));
  });
}
