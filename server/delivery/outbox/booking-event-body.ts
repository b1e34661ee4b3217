import type { BookingRow } from '../../db/booking-repository';
import type { ServerPartner } from '../../partners/server-partner';
import type { DeliveryEventType } from './delivery-event-type';

/**
 * The webhook body of an event about a booking row (`{ type, timestamp, data: lead }`), serialized once and
 * stored; lead-event-body.ts builds it with the lead builder, tests may pass their own.
 */
export type BookingEventBody = (type: DeliveryEventType, row: BookingRow, partner: ServerPartner, at: Date) => string;
