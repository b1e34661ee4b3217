/**
 * The stored webhook body of an event about a booking: `{ type, timestamp, data: lead }` (schemas/lead-event.schema.json),
 * the lead built from the row as it stands in the event's transaction (server/delivery/lead/build-lead.ts).
 */
import { isOneOf } from '../../../core/is-one-of';
import { isUnserviceableReason } from '../../../core/unserviceable-reasons';
import { CREW_STATES } from '../../bookings/crew-state';
import type { LeadConversion } from '../lead/build-lead';
import { buildLead } from '../lead/build-lead';
import type { LeadEvent } from '../lead/lead';
import type { BookingEventBody } from './booking-event-body';

const CONVERSION_TYPES: readonly string[] = ['pay_now', 'pay_later', 'unserviceable'] satisfies LeadConversion['type'][];

export const leadEventBody: BookingEventBody = (type, row, partner, at, changes) => {
  const conversion: LeadConversion | null =
    row.conversionType && CONVERSION_TYPES.includes(row.conversionType)
      ? {
          // CONVERSION_TYPES.includes just checked it.
          type: row.conversionType as LeadConversion['type'],
          unserviceableReason: isUnserviceableReason(row.unserviceableReason) ? row.unserviceableReason : null,
        }
      : null;
  const lead = buildLead({
    booking: row.data,
    reference: row.reference,
    partner,
    conversion,
    estimate: { total: row.data.estimate ?? null, sections: row.data.pricingSections ?? [] },
    crew: isOneOf(CREW_STATES, row.crewState) ? row.crewState : 'none',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    convertedAt: conversion ? at : null,
    cancellation: row.cancelledAt ? { by: row.cancelledBy === 'partner' ? 'partner' : 'customer', reason: row.cancelReason } : null,
  });
  const event: LeadEvent = { type, timestamp: at.toISOString(), data: changes ? { ...lead, changes: [...changes] } : lead };
  return JSON.stringify(event);
};
