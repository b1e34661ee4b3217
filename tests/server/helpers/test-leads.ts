/** Leads as the server builds them, from the step-by-step test bookings, and their schemas' validators. */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Booking } from '../../../core/booking';
import { estimateOf } from '../../../server/bookings/estimate-of';
import { bookingSession } from '../../../server/flow/booking-session';
import type { LeadConversion, LeadInput } from '../../../server/delivery/lead/build-lead';
import type { Lead, LeadEvent, LeadEventType } from '../../../server/delivery/lead/lead';
import type { ServerPartner } from '../../../server/partners/server-partner';
import { readJson } from '../../helpers/read-funnel-files';
import { testPartners } from './test-app';

/** The booking with the server's estimate, as a save stores it (server/bookings/prepare-save.ts). */
function withEstimate(data: Booking, partner: ServerPartner, today = new Date()): Booking {
  return { ...data, ...estimateOf(bookingSession(partner, { booking: data, today }), partner) };
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addSchema(readJson<object>('schemas/lead.schema.json'));
ajv.addSchema(readJson<object>('schemas/lead-event.schema.json'));
/** schemas/lead.schema.json, strict: a lead with one field too many fails. */
export const validateLead = ajv.getSchema('lead')!;
/** schemas/lead-event.schema.json: the webhook body. */
export const validateLeadEvent = ajv.getSchema('lead-event')!;

export function partnerBySlug(slug: string): ServerPartner {
  const partner = testPartners().find((p) => p.slug === slug);
  if (!partner) throw new Error(`No demo partner ${slug}`);
  return partner;
}

export const PAY_LATER: LeadConversion = { type: 'pay_later', unserviceableReason: null };
export const PAY_NOW: LeadConversion = { type: 'pay_now', unserviceableReason: null };

/** A lead input as the server has it: the stored booking priced by the server, stored a minute ago. */
export function leadInput(
  slug: string,
  fields: Record<string, unknown>,
  conversion: LeadConversion | null,
  overrides: Partial<LeadInput> = {},
): LeadInput {
  const partner = partnerBySlug(slug);
  // The test bookings are plain objects shaped as the funnel stores them (tests/server/helpers/test-bookings.ts).
  const priced = withEstimate(fields as Booking, partner);
  const now = new Date();
  return {
    booking: priced,
    reference: '7KQ2M9XD',
    partner,
    conversion,
    estimate: { total: priced.estimate ?? null, sections: priced.pricingSections ?? [] },
    createdAt: new Date(now.getTime() - 20 * 60_000),
    updatedAt: new Date(now.getTime() - 60_000),
    convertedAt: conversion ? now : null,
    ...overrides,
  };
}

/** A webhook body for the lead; throws unless it matches lead-event.schema.json, so every lead a test sends is a valid one. */
export function leadEvent(type: LeadEventType, lead: Lead, timestamp = new Date()): LeadEvent {
  const event: LeadEvent = { type, timestamp: timestamp.toISOString(), data: lead };
  if (!validateLeadEvent(event)) throw new Error(`Not a valid lead event: ${JSON.stringify(validateLeadEvent.errors)}`);
  return event;
}
