import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRecord } from '../../core/is-record';
import type { AppDb } from '../db/app-database';
import { activeHoldByReference } from '../db/crew-claims';

/** A stored booking as the API sends it: it has a reference (never its database id) and a revision. */
const isStoredBooking = (value: unknown): value is Record<string, unknown> & { reference: string } =>
  isRecord(value) && typeof value.reference === 'string' && typeof value.revision === 'number';

/**
 * preSerialization hook of /api/v1: every booking answer (a booking, or a refusal carrying the current one) gets the
 * booking's active hold, `hold: { expiresAt }` or null, so the checkout's countdown is the server's in every tab
 * (docs/FUNNEL.md, "Holding the time slot"). One indexed read, only on answers that carry a booking without one.
 */
export function createActiveHoldHook(db: AppDb) {
  return async function attachActiveHold(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
    if (!isRecord(payload)) return payload;
    const booking = isStoredBooking(payload) ? payload : isStoredBooking(payload.booking) ? payload.booking : null;
    // No booking, or one whose hold its desk call read already (a save's own statement reads it).
    if (!booking || booking.hold !== undefined) return payload;
    const withHold = { ...booking, hold: await activeHoldByReference(db, booking.reference, request.server.clock.now()) };
    return booking === payload ? withHold : { ...payload, booking: withHold };
  };
}
