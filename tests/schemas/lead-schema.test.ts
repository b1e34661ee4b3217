/** schemas/lead.schema.json stays in step with the booking it describes (docs/LEADS.md). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKETING_FIELDS } from '../../core/marketing-fields';
import type { LeadEventType } from '../../server/delivery/lead/lead';
import { readJson, ROOT } from '../helpers/read-funnel-files';
import { validateLead } from '../server/helpers/test-leads';

type Node = {
  properties: Record<string, Node>;
  definitions: Record<string, Node>;
  enum?: unknown[];
  items?: Node;
  anyOf?: Node[];
  description?: string;
};
const lead = readJson<Node>('schemas/lead.schema.json');
const event = readJson<Node>('schemas/lead-event.schema.json');
const booking = readJson<Node>('schemas/booking.schema.json');
const withoutDescription = ({ description: _description, ...rest }: Node) => rest;

const EVENT_TYPES = {
  'booking.converted': true,
  'booking.conversion_withdrawn': true,
  'booking.updated': true,
  'booking.cancelled': true,
  'booking.abandoned': true,
} satisfies Record<LeadEventType, true>;

describe('lead.schema.json', () => {
  it('defines pricing sections exactly as the booking does', () => {
    expect(withoutDescription(lead.definitions.pricingSection!)).toEqual(withoutDescription(booking.definitions.pricingSection!));
  });

  it.each<[string, unknown[] | undefined, unknown[] | undefined]>([
    ['service type', lead.properties.serviceType!.enum, booking.properties.serviceType!.enum],
    ['time of day', lead.properties.move!.properties.timeOfDay!.enum, booking.properties.timeOfDay!.enum],
    ['property type', lead.definitions.propertyType!.enum, booking.properties.originPropertyType!.enum],
    ['floors', lead.definitions.floors!.enum, booking.properties.originFloors!.enum],
    ['distance to truck', lead.definitions.distanceToTruckYards!.enum, booking.properties.originDistanceToTruck!.enum],
    ['contact preference', lead.properties.contact!.properties.preferences!.items!.enum, booking.properties.contactPreference!.items!.enum],
    ['unserviceable reason', lead.properties.conversion!.anyOf![0]!.properties.unserviceableReason!.enum, booking.properties.unserviceableReason!.enum],
  ])('%s: the same choices as the booking', (_name, inLead, inBooking) => {
    expect(inLead).toEqual(inBooking);
  });

  it('counts every room and specialty item the booking has, and its marketing parameters', () => {
    const bookingKeys = Object.keys(booking.properties);
    const counts = [...Object.keys(lead.properties.rooms!.properties), ...Object.keys(lead.properties.specialtyItems!.properties)];
    const bookingCounts = bookingKeys.filter((key) => booking.properties[key]!.description?.startsWith('How many'));
    expect(counts.sort()).toEqual(bookingCounts.sort());
    expect(Object.keys(lead.properties.marketing!.properties)).toEqual([...MARKETING_FIELDS]);
    expect(MARKETING_FIELDS.filter((key) => !bookingKeys.includes(key))).toEqual([]);
  });

  it('the webhook body names the three event types', () => {
    expect(event.properties.type!.enum).toEqual(Object.keys(EVENT_TYPES));
  });
});

describe('docs/LEADS.md', () => {
  const guide = fs.readFileSync(path.join(ROOT, 'docs/LEADS.md'), 'utf8');

  it('its example is a valid lead', () => {
    const example = /## An example[\s\S]*?```json\n([\s\S]*?)\n```/.exec(guide)?.[1];
    expect(example).toBeDefined();
    expect(validateLead(JSON.parse(example!)), JSON.stringify(validateLead.errors)).toBe(true);
  });

  it('schemas/lead.example.json, the lead of a test event, is a valid lead', () => {
    const example = readJson<Record<string, unknown>>('schemas/lead.example.json');
    expect(validateLead(example), JSON.stringify(validateLead.errors)).toBe(true);
    expect(Object.keys(example.answers as object).length).toBeGreaterThan(0);
  });

  it.each([
    ...Object.keys(lead.properties),
    ...Object.keys(lead.definitions.address!.properties),
    ...Object.keys(lead.properties.contact!.properties).map((key) => `contact.${key}`),
    ...Object.keys(lead.properties.move!.properties).map((key) => `move.${key}`),
  ])('explains `%s`', (field) => {
    // `partner.slug`, `contact.email`, or `.lastName` in the row that starts with `contact.firstName`.
    expect(guide).toMatch(new RegExp(`\`(${field}|${field.replace(/^\w+\./, '.')})[\`.]`));
  });
});
