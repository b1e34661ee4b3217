import { MARKETING_FIELDS } from '../../../core/marketing-fields';
import type { Booking } from '../../../core/booking';
import { fieldsOnPath } from '../../../core/flow/fields-on-path';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { bookingSession } from '../../flow/booking-session';
import flow from '../../../schemas/flow.json';
import { summaryStep } from '../../../core/flow/summary-step';
import type { UnserviceableReason } from '../../../core/unserviceable-reasons';
import type { ServerPartner } from '../../partners/server-partner';
import type { Lead } from './lead';
import { leadAnswers } from './lead-answers';
import { leadConsent } from './lead-consent';
import { resolveFrameCopy } from '../../../core/copy/apply-partner-copy';

/** A recorded conversion: the booking row's columns. */
export interface LeadConversion {
  type: 'pay_now' | 'pay_later' | 'unserviceable';
  unserviceableReason: UnserviceableReason | null;
}

/** Everything a lead is built from: the stored booking and what the server keeps beside it. */
export interface LeadInput {
  /** The booking as stored (`bookings.data`). */
  booking: Booking;
  /** The booking's public reference (8 characters of Crockford base32). */
  reference: string;
  partner: ServerPartner;
  /** The row's conversion columns; null when the booking is not converted (abandoned, withdrawn). */
  conversion: LeadConversion | null;
  /** The server's estimate (server/bookings/estimate-of.ts): its total and sections, as stored with the booking. */
  estimate: { total: number | null; sections: NonNullable<Booking['pricingSections']> };
  /** The booking's crew (server/bookings/crew-state.ts: `bookings.crew_state`); "none" when left out. */
  crew?: Lead['crew'];
  createdAt: Date;
  updatedAt: Date;
  convertedAt?: Date | null;
  /** A cancelled reservation: who cancelled it and the partner's reason (the lead's `cancellation`); absent otherwise. */
  cancellation?: NonNullable<Lead['cancellation']> | null;
  /** A pay-now booking's money (the lead's `payment`): the terms shown, its movements; absent otherwise. */
  payment?: NonNullable<Lead['payment']> | null;
}

type Side = 'origin' | 'destination';
/** The booking fields both ends have, after their `origin`/`destination` prefix. */
type SideField =
  | 'Address'
  | 'Street'
  | 'UnitNumber'
  | 'City'
  | 'State'
  | 'PostalCode'
  | 'Country'
  | 'Lat'
  | 'Lng'
  | 'PropertyType'
  | 'Floors'
  | 'Elevator'
  | 'DistanceToTruck';
type Fields = ReadonlySet<string>;

/**
 * The lead of a booking (schemas/lead.schema.json, docs/LEADS.md). Only what the booking's path asked
 * is sent: the fields of steps the booking walks, as the funnel shows them (core/flow/fields-on-path.ts),
 * walked as of the event (the conversion, else the last save) so a later day never changes it.
 */
export function buildLead(input: LeadInput): Lead {
  const { booking, partner, conversion } = input;
  const asOf = input.convertedAt ?? input.updatedAt;
  // The walk sees the conversion the row records, as the server's conversion check does (withConversion, server/flow/conversion-verdict.ts).
  const walked = { ...booking, conversionType: conversion && conversion.type !== 'unserviceable' ? conversion.type : null };
  const session = bookingSession(partner, {
    booking: walked,
    location: booking.location ? { ...booking.location } : null,
    today: asOf,
  });
  const onPath = fieldsOnPath(session);
  const on = (field: string) => onPath.has(field);
  const rooms = countsOn(ROOM_FIELDS, booking, onPath);
  const specialtyItems = countsOn(SPECIALTY_ITEM_FIELDS, booking, onPath);
  return {
    version: 1,
    reference: input.reference,
    partner: { slug: partner.slug, name: partner.name },
    contact: {
      firstName: booking.firstName ?? null,
      lastName: booking.lastName ?? null,
      email: booking.email ?? null,
      phone: booking.phone ?? null,
      preferences: on('contactPreference') ? (booking.contactPreference ?? []) : [],
    },
    // Always sent: the landing page sets it for partners whose funnel never asks (docs/LEADS.md).
    serviceType: booking.serviceType ?? null,
    ...(on('moveDate') && { move: moveOf(booking) }),
    ...(on('originAddress') && { origin: sideOf(booking, 'origin', onPath) }),
    ...(on('destinationAddress') && { destination: sideOf(booking, 'destination', onPath) }),
    distanceMiles: booking.distance ?? null,
    depot: depotOf(booking, partner),
    ...(rooms && { rooms }),
    ...(specialtyItems && { specialtyItems }),
    ...(on('notes') && { notes: booking.notes ?? null }),
    answers: leadAnswers(session),
    estimate: {
      total: input.estimate.total,
      currency: 'USD',
      nonBinding: true,
      wording: resolveFrameCopy(partner.copy).nonBindingEstimate,
      sections: input.estimate.sections,
    },
    consent: leadConsent(booking),
    conversion: conversion && {
      type: conversion.type,
      unserviceableReason: conversion.type === 'unserviceable' ? conversion.unserviceableReason : null,
    },
    crew: input.crew ?? 'none',
    marketing: Object.fromEntries(MARKETING_FIELDS.flatMap((key) => (booking[key] ? [[key, booking[key]]] : []))),
    createdAt: input.createdAt.toISOString(),
    updatedAt: input.updatedAt.toISOString(),
    convertedAt: conversion && input.convertedAt ? input.convertedAt.toISOString() : null,
    ...(input.cancellation && { cancellation: input.cancellation }),
    ...(input.payment && { payment: input.payment }),
  };
}

function moveOf(booking: Booking): NonNullable<Lead['move']> {
  const timeOfDay = booking.timeOfDay ?? null;
  return { date: booking.moveDate ?? null, timeOfDay, arrivalWindow: timeOfDay && flow.constants.timeOfDayHours[timeOfDay] };
}

/** One end of the move: the address and its parts once its step was walked, each property detail its path shows. */
function sideOf(booking: Booking, side: Side, onPath: Fields): NonNullable<Lead['origin']> {
  const value = <F extends SideField>(suffix: F) => booking[`${side}${suffix}` as const];
  const shown = (suffix: string) => onPath.has(`${side}${suffix}`);
  const origin = side === 'origin';
  return {
    address: value('Address') ?? null,
    street: value('Street') ?? null,
    ...(shown('UnitNumber') && { unitNumber: value('UnitNumber') ?? null }),
    city: value('City') ?? null,
    state: value('State') ?? null,
    postalCode: value('PostalCode') ?? null,
    country: value('Country') ?? null,
    lat: value('Lat') ?? null,
    lng: value('Lng') ?? null,
    ...(shown('PropertyType') && { propertyType: value('PropertyType') ?? null }),
    ...(shown('Floors') && { floors: value('Floors') ?? null }),
    ...(origin && shown('SquareFootage') && { squareFootage: booking.originSquareFootage ?? null }),
    ...(shown('Elevator') && { elevator: value('Elevator') ?? null }),
    ...(shown('DistanceToTruck') && { distanceToTruckYards: value('DistanceToTruck') ?? null }),
  };
}

/** The counters the path shows, field -> count (an untouched counter reads 0, as on screen); null when it shows none. */
/** The fields of a summary block (schemas/steps/summary.json): the lead groups counts as the summary does. */
function blockFields(blockId: string): readonly (keyof Booking & string)[] {
  const block = summaryStep(funnelDefinition).summaryBlocks?.find((candidate) => candidate.id === blockId);
  if (!block) throw new Error(`The summary has no "${blockId}" block for the lead to read`);
  // The step lint holds every summary block field to a booking property.
  return block.fields as (keyof Booking & string)[];
}

/** Rooms and specialty items as the summary's "contents" and "specialtyItems" blocks list them. */
const ROOM_FIELDS = blockFields('contents');
const SPECIALTY_ITEM_FIELDS = blockFields('specialtyItems');

function countsOn(fields: readonly (keyof Booking & string)[], booking: Booking, onPath: Fields): Record<string, number> | null {
  const shown = fields.filter((field) => onPath.has(field));
  return shown.length === 0 ? null : Object.fromEntries(shown.map((field) => [field, countOf(booking[field])]));
}

function countOf(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/** The depot serving the booking: the one the booking stores, else the partner's by id. */
function depotOf(booking: Booking, partner: ServerPartner): Lead['depot'] {
  const depot = booking.location ?? partner.locations.find((location) => location.id === booking.locationId);
  return depot ? { id: depot.id, name: depot.name, city: depot.city, state: depot.state } : null;
}
