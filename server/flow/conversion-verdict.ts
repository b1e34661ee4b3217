/**
 * The one answer to "may this booking convert, or keep the conversion it has" (docs/FUNNEL.md, "What the server
 * checks"). The flow is the law: a conversion stands only where the flow's own edges lead the booking, finished, to
 * it; pay later and pay now stand only on terms the customer accepted; a card on file is never withdrawn by an edit, so an edit
 * that would undo pay now is refused instead. Judged on a session whose booking carries the conversion asked for
 * (`sessionOfConversion`), with the server's figures, never the browser's.
 */
import type { Booking } from '../../core/booking';
import type { Conversion } from '../../core/conversion';
import type { FunnelSession } from '../../core/flow/funnel-session';
import type { Refusal } from '../../core/refusal';
import { isUnserviceableReason } from '../../core/unserviceable-reasons';
import { API_MESSAGES } from '../http/api-messages';
import type { ServerPartner } from '../partners/server-partner';
import { bookingSession } from './booking-session';

/** When the booking is one the funnel can serve online but the browser asked to record it as unserviceable. */
export const SERVICEABLE_MOVE_MESSAGE = "Good news: we can book this move online. Let's finish your booking.";

/** The conversion a booking row records, or null when it records none (or one no longer known). */
export function recordedConversion(row: { conversionType: string | null; unserviceableReason: string | null }): Conversion | null {
  if (row.conversionType === 'pay_later' || row.conversionType === 'pay_now') return { type: row.conversionType };
  if (row.conversionType === 'unserviceable' && isUnserviceableReason(row.unserviceableReason))
    return { type: 'unserviceable', reason: row.unserviceableReason };
  return null;
}

/** The booking as the flow must see it to judge `conversion`: the checkout's answer is the conversion asked for. */
export function withConversion(data: Record<string, unknown>, conversion: Conversion | null): Record<string, unknown> {
  return { ...data, conversionType: conversion && conversion.type !== 'unserviceable' ? conversion.type : null };
}

/** The session a verdict on `conversion` reads (`data` with the server's figures, `depot` the server's). */
export function sessionOfConversion(
  partner: ServerPartner,
  data: Booking,
  depot: Record<string, unknown> | null,
  conversion: Conversion | null,
  today: Date,
): FunnelSession {
  return bookingSession(partner, { booking: withConversion(data, conversion), location: depot, today });
}

/** Whether the stored booking records the checkout's terms as accepted, with the server's time. */
export function hasAcceptedTerms(data: Record<string, unknown>): boolean {
  return data.termsAccepted === true && typeof data.termsAcceptedAt === 'string';
}

/**
 * Null when `conversion` may stand for the session's booking, else why not. `keeping`: the booking already has this
 * conversion and an edit is being saved (pay now is then refused with "call us" rather than withdrawn; the terms it
 * converted on stand).
 */
export function conversionVerdict(session: FunnelSession, conversion: Conversion, { keeping = false } = {}): Refusal | null {
  const refusal = flowRefusal(session, conversion) ?? (keeping ? null : termsRefusal(session, conversion));
  if (!refusal || !keeping || conversion.type !== 'pay_now') return refusal;
  return { ...refusal, messages: [API_MESSAGES.payNowKept] };
}

function flowRefusal(session: FunnelSession, conversion: Conversion): Refusal | null {
  const { funnel } = session;
  const path = session.path();
  const serviceability = session.context.serviceability;
  const stepAt = (stepId: string) => ({ step: stepId, path: funnel.steps[stepId]!.path });
  const edge = path.conversion;
  if (edge?.convert === 'unserviceable') {
    const reason = serviceability?.reason ?? null;
    if (conversion.type === 'unserviceable' && conversion.reason === reason) return null;
    const reasonText = funnel.steps[edge.to]?.copy?.[`reason.${reason}`];
    return { messages: [reasonText ?? SERVICEABLE_MOVE_MESSAGE], ...stepAt(edge.from), unserviceableReason: reason };
  }
  if (conversion.type === 'unserviceable' && serviceability?.serviceable) {
    const next = path.firstUnfinished?.stepId ?? path.steps.at(-1)!;
    return { messages: [SERVICEABLE_MOVE_MESSAGE], ...stepAt(next), unserviceableReason: null };
  }
  if (path.firstUnfinished) return { messages: path.firstUnfinished.messages, ...stepAt(path.firstUnfinished.stepId) };
  if (conversion.type === 'pay_later' && edge?.convert === 'pay_later') return null;
  if (conversion.type === 'pay_now' && path.steps.some((stepId) => 'conversionType' in funnel.steps[stepId]!.fields)) return null;
  // The flow's edges end before this conversion (e.g. a step order no edge leads through).
  return { messages: [SERVICEABLE_MOVE_MESSAGE], ...stepAt(path.steps.at(-1)!) };
}

/** Pay later and pay now stand only on terms the customer accepted at the checkout (the card setup records them with its call). */
function termsRefusal(session: FunnelSession, conversion: Conversion): Refusal | null {
  if (conversion.type === 'unserviceable' || hasAcceptedTerms(session.context.booking)) return null;
  const checkout = session.funnel.steps.checkout!;
  // The checkout's own words for it (schemas/steps/checkout.json), as the browser shows them under its button.
  return { messages: [checkout.copy?.termsRequired ?? 'Accept the terms to continue.'], step: checkout.id, path: checkout.path };
}
