/**
 * The webhook body of an event about a booking, as a value (serialized once, by enqueue-event.ts): `{ type, timestamp, data: lead }` (schemas/lead-event.schema.json),
 * the lead built from the row as it stands in the event's transaction (server/delivery/lead/build-lead.ts).
 */
import { isOneOf } from '../../../core/is-one-of';
import { isUnserviceableReason } from '../../../core/unserviceable-reasons';
import { leadSchema } from '../../../core/generated/lead-schema';
import type { LeadConversion } from '../lead/build-lead';
import { buildLead } from '../lead/build-lead';
import type { LeadEvent } from '../lead/lead';
import type { BookingEventBody } from './booking-event-body';
import { leadPayment } from './lead-payment';

const CONVERSION_TYPES = ['pay_now', 'pay_later', 'unserviceable'] as const satisfies LeadConversion['type'][];

const isConversionType = (type: string | null): type is LeadConversion['type'] => CONVERSION_TYPES.some((known) => known === type);

const CREW_STATES = leadSchema.properties.crew.enum;

export const leadEventBody: BookingEventBody = (type, row, partner, at, changes, movements = []) => {
  const conversion: LeadConversion | null = isConversionType(row.conversionType)
    ? {
        type: row.conversionType,
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
    payment: leadPayment(row.paymentTerms, movements),
  });
  const event: LeadEvent = { type, timestamp: at.toISOString(), data: changes ? { ...lead, changes: [...changes] } : lead };
  return event;
};
