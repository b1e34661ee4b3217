import type { BookingRow } from '../../db/booking-repository';
import type { PaymentMovement } from '../../db/payment-movements';
import type { LeadChange, LeadEvent } from '../lead/lead';
import type { ServerPartner } from '../../partners/server-partner';
import type { DeliveryEventType } from './delivery-event-type';

/**
 * The webhook body of an event about a booking row (`{ type, timestamp, data: lead }`) as a value: compared as it is,
 * and serialized once, when enqueue-event.ts stores it. lead-event-body.ts builds it with the lead builder.
 * `changes`: a `booking.updated` event's list of what changed (the lead's `changes`); `movements`: the booking's money
 * movements (the lead's `payment`), read in the event's transaction.
 */
export type BookingEventBody = (
  type: DeliveryEventType,
  row: BookingRow,
  partner: ServerPartner,
  at: Date,
  changes?: readonly LeadChange[],
  movements?: readonly PaymentMovement[],
) => LeadEvent;
