/**
 * Writes one outbox event and its deliveries, inside the caller's transaction (the conversion, the withdrawal or
 * the abandoned-lead scan), so the event exists exactly when the change it describes does. Deliveries are fixed
 * now, from the partner file as it is: each subscribed webhook, the partner's mailbox, and the customer for a
 * booking they paid for or saved (pay now, pay later).
 */
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/db-or-tx';
import type { DeliveryChannel } from '../../db/outbox-tables';
import type { ServerPartner } from '../../partners/server-partner';
import type { LeadEvent } from '../lead/lead';
import type { DeliveryEventType } from './delivery-event-type';
import { serializeStoredEvent } from './stored-event';
import { outboxDeliveries, outboxEvents } from '../../db/outbox-tables';

export interface OutboxEventInput {
  type: DeliveryEventType;
  bookingId: number;
  /** The booking's public reference: operators find its deliveries by it. */
  reference: string;
  partner: ServerPartner;
  /** The webhook body `{ type, timestamp, data }`, serialized here, once: every attempt sends these bytes. */
  body: LeadEvent;
  /** Whether the customer gets an email for this event (a converted pay-now or pay-later booking with an address). */
  toCustomer: boolean;
  /** The app's clock: when the event happened and its deliveries are first due. */
  at: Date;
  /** When its deliveries are first due, if later than `at` (a `booking.updated` waits for the edits that follow it). */
  dueAt?: Date;
}

/** The customer's deliveries name no address: it stays in the event's body, out of listings and logs. */
export const CUSTOMER_TARGET = 'customer';

/** A new event id: the `webhook-id` receivers de-duplicate on. */
export function newEventId(): string {
  return `evt_${randomUUID().replaceAll('-', '')}`;
}

export function deliveryTargets(partner: ServerPartner, type: DeliveryEventType, toCustomer: boolean) {
  const targets: { channel: DeliveryChannel; target: string }[] = [];
  for (const webhook of partner.delivery?.webhooks ?? []) {
    if (webhook.events.includes(type)) targets.push({ channel: 'webhook', target: webhook.url });
  }
  if (partner.delivery?.email) targets.push({ channel: 'partner_email', target: partner.delivery.email });
  if (toCustomer) targets.push({ channel: 'customer_email', target: CUSTOMER_TARGET });
  // The same URL listed twice gets one delivery.
  return targets.filter((t, i) => targets.findIndex((o) => o.channel === t.channel && o.target === t.target) === i);
}

/** The new event's id, or null when it was not written (an abandoned lead this booking already has). */
export async function enqueueEvent(db: DbOrTx, event: OutboxEventInput): Promise<string | null> {
  const id = newEventId();
  const inserted = await db
    .insert(outboxEvents)
    .values({
      id,
      type: event.type,
      bookingId: event.bookingId,
      reference: event.reference,
      partnerSlug: event.partner.slug,
      body: serializeStoredEvent(event.body),
      createdAt: event.at,
    })
    .onConflictDoNothing()
    .returning({ id: outboxEvents.id });
  if (inserted.length === 0) return null;
  const targets = deliveryTargets(event.partner, event.type, event.toCustomer);
  if (targets.length > 0) {
    const nextAttemptAt = event.dueAt ?? event.at;
    await db.insert(outboxDeliveries).values(targets.map((t) => ({ eventId: id, ...t, nextAttemptAt, createdAt: event.at })));
  }
  return id;
}
