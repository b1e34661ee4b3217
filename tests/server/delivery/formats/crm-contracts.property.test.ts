/**
 * Contract tests per CRM format: random complete bookings' leads (fast-check, every value the lead schema allows for
 * what varies between bookings), each in every format, each body held to its CRM's published rules (crm-contracts.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLeadFormat } from '../../../../core/lead-format/apply-lead-format';
import type { EnumMapOverrides } from '../../../../core/lead-format/lead-format';
import { buildLead } from '../../../../server/delivery/lead/build-lead';
import type { Lead } from '../../../../server/delivery/lead/lead';
import { loadLeadFormats } from '../../../../server/partners/load-lead-formats';
import { COMPLETE_BOOKING } from '../../helpers/test-bookings';
import { leadInput, PAY_LATER, validateLead } from '../../helpers/test-leads';
import { granotProblems, smartMovingProblems, supermoveProblems } from './crm-contracts';

const { formats } = loadLeadFormats();
const BASE: Lead = buildLead(leadInput('bayside-movers', COMPLETE_BOOKING, PAY_LATER));
const PROPERTY_TYPES = [
  'studio_apartment',
  'apartment',
  'single_family_house',
  'duplex',
  'condominium',
  'townhome',
  'warehouse',
  'office',
] as const;

const name = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,39}$/);
const zip = fc.stringMatching(/^\d{5}(-\d{4})?$/);
const day = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const side = fc.record({
  postalCode: zip,
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  floors: fc.constantFrom(1, 2, 3, 4, 5),
  elevator: fc.boolean(),
});

/** A complete booking's lead: the base booking with what varies from one customer to the next. */
const completeLead: fc.Arbitrary<Lead> = fc
  .record({
    firstName: name,
    lastName: name,
    email: fc.constantFrom('ann@example.com', 'o.brien+moves@mail.example.org', 'x@y.co'),
    phone: fc.stringMatching(/^\([2-9]\d{2}\) [2-9]\d{2}-\d{4}$/),
    preferences: fc.uniqueArray(fc.constantFrom('call', 'text', 'email', 'online'), { maxLength: 4 }),
    serviceType: fc.constantFrom('full_service', 'labor_only'),
    date: day,
    timeOfDay: fc.constantFrom('morning', 'afternoon'),
    origin: side,
    destination: side,
    bedrooms: fc.integer({ min: 0, max: 99 }),
    notes: fc.option(fc.string({ maxLength: 200 })),
    utm: fc.option(fc.stringMatching(/^[a-z0-9_]{1,20}$/)),
  })
  .map((v): Lead => {
    const { destination, ...rest } = BASE;
    const laborOnly = v.serviceType === 'labor_only';
    return {
      ...rest,
      contact: { firstName: v.firstName, lastName: v.lastName, email: v.email, phone: v.phone, preferences: v.preferences },
      serviceType: v.serviceType,
      move: {
        date: v.date,
        timeOfDay: v.timeOfDay,
        arrivalWindow: v.timeOfDay === 'morning' ? { start: '08:00', end: '12:00' } : { start: '12:00', end: '16:00' },
      },
      origin: { ...BASE.origin, ...v.origin },
      ...(!laborOnly && { destination: { ...destination, ...v.destination } }),
      rooms: { ...BASE.rooms, bedrooms: v.bedrooms },
      notes: v.notes,
      marketing: v.utm ? { utm_source: v.utm } : {},
    };
  });

const event = fc.record({ type: fc.constantFrom('booking.converted', 'booking.abandoned'), data: completeLead });
const RUNS = { numRuns: 150 };

describe('CRM contracts over random complete bookings', () => {
  it('the generator makes leads the lead schema accepts', () => {
    fc.assert(
      fc.property(completeLead, (lead) => validateLead(lead) === true),
      { numRuns: 50 },
    );
  });

  it('Granot: every Tier 1 field present, pickupdate1 as MM/DD/YYYY of the move date, a published move-size code', () => {
    fc.assert(
      fc.property(event, (e) => {
        const { body, missing } = applyLeadFormat(formats.get('granot')!, e);
        expect(missing).toEqual([]);
        expect(granotProblems(body)).toEqual([]);
        const [year, month, dayOfMonth] = e.data.move!.date!.split('-');
        expect(body.pickupdate1).toBe(`${month}/${dayOfMonth}/${year}`);
      }),
      RUNS,
    );
  });

  it("Supermove: move_size always one of the partner's configured values, the format's or the partner's own", () => {
    const own: EnumMapOverrides = {
      'project.jobs.0.move_size': { map: { '0': 'Studio Apt', '1': 'One BR', '2': 'Two BR', '3': 'Three BR' }, otherwise: 'Large Home' },
    };
    const format = formats.get('supermove')!;
    const defaults = format.fields.find((field) => field.target === 'project.jobs.0.move_size')!.transform as {
      map: Record<string, string>;
      otherwise: string;
    };
    fc.assert(
      fc.property(event, (e) => {
        const standard = applyLeadFormat(format, e);
        expect(standard.missing).toEqual([]);
        expect(supermoveProblems(standard.body, [...Object.values(defaults.map), defaults.otherwise])).toEqual([]);
        const configured = applyLeadFormat(format, e, 'create', own);
        expect(supermoveProblems(configured.body, ['Studio Apt', 'One BR', 'Two BR', 'Three BR', 'Large Home'])).toEqual([]);
      }),
      RUNS,
    );
  });

  it("SmartMoving: its required fields present, MoveDate as YYYYMMDD, the customer's opt-in sent", () => {
    fc.assert(
      fc.property(event, (e) => {
        const { body, missing } = applyLeadFormat(formats.get('smartmoving')!, e);
        expect(missing).toEqual([]);
        expect(smartMovingProblems(body)).toEqual([]);
        expect(body.MoveDate).toBe(e.data.move!.date!.replaceAll('-', ''));
      }),
      RUNS,
    );
  });
});
