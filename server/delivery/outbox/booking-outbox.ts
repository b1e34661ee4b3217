/**
 * What the booking desk (server/bookings/booking-desk.ts) writes into the outbox: the event of a conversion, a
 * withdrawal, an edit or a cancellation, with the lead as the row stands, in the same transaction as the change.
 * A cancellation or withdrawal takes in the booking's untried `booking.updated` (fold-pending-updates.ts), and after
 * one no update writes to the customer (docs/LEADS.md, "Event order"). Built once per app from its partners and clock.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Clock } from '../../../core/clock';
import type { BookingRow } from '../../db/booking-repository';
import type { ServerPartner } from '../../partners/server-partner';
import type { LeadChange } from '../lead/lead';
import { leadChanges, mergeLeadChanges } from '../lead/lead-changes';
import type { BookingEventBody } from './booking-event-body';
import type { DeliveryEventType } from './delivery-event-type';
import type { DbOrTx } from '../../db/db-or-tx';
import { listMovements, type PaymentMovement } from '../../db/payment-movements';
import { CUSTOMER_TARGET, enqueueEvent } from './enqueue-event';
import { pendingUpdates } from './fold-pending-updates';
import { serializeStoredEvent } from './stored-event';
import { storedLeadChanges } from './stored-lead-changes';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

/**
 * Edits of a converted booking this close together reach the partner as one `booking.updated` (docs/LEADS.md): the
 * default of UPDATE_MERGE_SECONDS.
 */
export const UPDATE_MERGE_MS = 60_000;

/** Changes the customer's calendar invite and confirmation must follow. */
const CUSTOMER_FIELDS = /^(move\.(date|timeOfDay|arrivalWindow)|origin\.address|destination\.address)(\.|$)/;

export interface BookingOutbox {
  /** Writes the event about `row` (as it stands after the change) with `tx`; its id, or null for a partner no longer configured. */
  record(
    tx: DbOrTx,
    type: 'booking.converted' | 'booking.conversion_withdrawn' | 'booking.cancelled',
    row: BookingRow,
  ): Promise<string | null>;
  /**
   * An edit of a converted booking: `booking.updated` with what changed in its lead, merged into the one an edit less
   * than a minute earlier wrote while none of its deliveries has been tried. Nothing when the lead did not change.
   */
  recordUpdate(tx: DbOrTx, before: BookingRow, after: BookingRow): Promise<string | null>;
}

/** The customer is written to for a move they reserved, saved or cancelled, with an address to write to. */
function mailsCustomer(type: DeliveryEventType, row: BookingRow): boolean {
  if (!row.data.email) return false;
  if (type === 'booking.cancelled') return true;
  return type === 'booking.converted' && (row.conversionType === 'pay_now' || row.conversionType === 'pay_later');
}

/** When the booking's latest event of this type was written, or null. */
async function latest(tx: DbOrTx, bookingId: number, type: DeliveryEventType): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<Date | string | null>`max(${outboxEvents.createdAt})` })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.bookingId, bookingId), eq(outboxEvents.type, type)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * A withdrawal writes to the customer when the conversion it withdraws did: their calendar holds the move, and the
 * withdrawal's invite cancels it. The row itself no longer says which conversion it had.
 */
async function customerWasToldOfConversion(tx: DbOrTx, bookingId: number): Promise<boolean> {
  const [converted] = await tx
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.bookingId, bookingId), eq(outboxEvents.type, 'booking.converted')))
    .orderBy(desc(outboxEvents.createdAt), desc(outboxEvents.id))
    .limit(1);
  if (!converted) return false;
  const [mail] = await tx
    .select({ id: outboxDeliveries.id })
    .from(outboxDeliveries)
    .where(and(eq(outboxDeliveries.eventId, converted.id), eq(outboxDeliveries.channel, 'customer_email')))
    .limit(1);
  return Boolean(mail);
}

/**
 * Whether the customer may be written to about a new event: never after a cancellation (it is final), and not about
 * an update after a withdrawal that no conversion followed.
 */
async function customerMayHear(tx: DbOrTx, type: DeliveryEventType, bookingId: number): Promise<boolean> {
  if (await latest(tx, bookingId, 'booking.cancelled')) return false;
  if (type !== 'booking.updated') return true;
  const withdrawn = await latest(tx, bookingId, 'booking.conversion_withdrawn');
  const converted = await latest(tx, bookingId, 'booking.converted');
  return !withdrawn || (converted !== null && converted > withdrawn);
}

function mailsCustomerOfUpdate(row: BookingRow, changes: readonly LeadChange[]): boolean {
  const saved = row.conversionType === 'pay_now' || row.conversionType === 'pay_later';
  // A crew released unconfirmed is told to the customer with the manage link (docs/LEADS.md, "What the customer receives").
  const released = (change: LeadChange) => change.field === 'crew' && change.after === 'released';
  return saved && Boolean(row.data.email) && changes.some((change) => CUSTOMER_FIELDS.test(change.field) || released(change));
}

/** The booking's money movements for its lead; none to read for a booking that never paid now. */
const movementsOf = (tx: DbOrTx, row: BookingRow) => (row.paymentTerms ? listMovements(tx, row.id) : Promise.resolve([]));

export function createBookingOutbox(options: {
  partners: ReadonlyMap<string, ServerPartner>;
  clock: Clock;
  body: BookingEventBody;
  /** How long an update waits for the edits that follow it (UPDATE_MERGE_MS unless set). */
  updateMergeMs?: number;
}): BookingOutbox {
  const mergeMs = options.updateMergeMs ?? UPDATE_MERGE_MS;
  const leadOf = (row: BookingRow, partner: ServerPartner, at: Date, movements: readonly PaymentMovement[]) =>
    options.body('booking.updated', row, partner, at, undefined, movements).data;

  return {
    async record(tx, type, row) {
      const partner = options.partners.get(row.partnerSlug);
      if (!partner) return null;
      const at = options.clock.now();
      const movements = await movementsOf(tx, row);
      if (type === 'booking.converted') {
        const toCustomer = mailsCustomer(type, row) && (await customerMayHear(tx, type, row.id));
        const body = options.body(type, row, partner, at, undefined, movements);
        return enqueueEvent(tx, { type, bookingId: row.id, reference: row.reference, partner, body, toCustomer, at });
      }
      // A cancellation or withdrawal: the update still waiting its minute goes in it, not after it.
      const folded = await pendingUpdates(tx, row.id);
      const toCustomer =
        (await customerMayHear(tx, type, row.id)) &&
        (type === 'booking.cancelled'
          ? mailsCustomer(type, row)
          : Boolean(row.data.email) && (await customerWasToldOfConversion(tx, row.id)));
      const body = options.body(type, row, partner, at, folded.changes.length > 0 ? folded.changes : undefined, movements);
      const id = await enqueueEvent(tx, { type, bookingId: row.id, reference: row.reference, partner, body, toCustomer, at });
      if (id) await folded.supersede(id);
      return id;
    },

    async recordUpdate(tx, before, after) {
      const partner = options.partners.get(after.partnerSlug);
      if (!partner) return null;
      const at = options.clock.now();
      const movements = await movementsOf(tx, after);
      const changes = leadChanges(leadOf(before, partner, at, movements), leadOf(after, partner, at, movements));
      if (changes.length === 0) return null;
      const [pending] = await tx
        .select({ id: outboxEvents.id, body: outboxEvents.body })
        .from(outboxEvents)
        .where(
          and(
            eq(outboxEvents.bookingId, after.id),
            eq(outboxEvents.type, 'booking.updated'),
            gt(outboxEvents.createdAt, new Date(at.getTime() - mergeMs)),
            sql`not exists (select 1 from ${outboxDeliveries} d where d.event_id = ${outboxEvents.id} and (d.attempts > 0 or d.status <> 'pending'))`,
            // Only the booking's latest event takes an edit in: an update merged behind a later event (a conversion
            // written since) would reach the partner before it, and the later event's older lead would be the last word.
            sql`not exists (select 1 from ${outboxEvents} later where later.booking_id = ${outboxEvents.bookingId} and later.id <> ${outboxEvents.id} and later.created_at >= ${outboxEvents.createdAt})`,
          ),
        )
        .orderBy(desc(outboxEvents.createdAt))
        .limit(1)
        .for('update');
      const customerMayHearOfIt = await customerMayHear(tx, 'booking.updated', after.id);
      if (!pending) {
        const body = options.body('booking.updated', after, partner, at, changes, movements);
        const dueAt = new Date(at.getTime() + mergeMs);
        const toCustomer = customerMayHearOfIt && mailsCustomerOfUpdate(after, changes);
        return enqueueEvent(tx, {
          type: 'booking.updated',
          bookingId: after.id,
          reference: after.reference,
          partner,
          body,
          toCustomer,
          at,
          dueAt,
        });
      }
      // A body less than a minute old is never yet dropped (purge-outbox-bodies.ts); the type allows it.
      const earlier = storedLeadChanges(pending.body);
      const merged = mergeLeadChanges(earlier, changes);
      await tx
        .update(outboxEvents)
        .set({ body: serializeStoredEvent(options.body('booking.updated', after, partner, at, merged, movements)) })
        .where(eq(outboxEvents.id, pending.id));
      if (customerMayHearOfIt && mailsCustomerOfUpdate(after, merged)) {
        const [first] = await tx.select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, pending.id)).limit(1);
        if (first) {
          await tx
            .insert(outboxDeliveries)
            .values({
              eventId: pending.id,
              channel: 'customer_email',
              target: CUSTOMER_TARGET,
              nextAttemptAt: first.nextAttemptAt,
              createdAt: at,
            })
            .onConflictDoNothing();
        }
      }
      return pending.id;
    },
  };
}
