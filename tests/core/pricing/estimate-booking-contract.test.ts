import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../core/booking';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { PricingInput } from '../../../core/pricing/pricing-input';
import { pricingSectionDisplay, type PricingSection as DisplayedSection } from '../../../core/pricing-section-display';
import bookingSchema from '../../../schemas/booking.schema.json';

// The estimate is stored on the booking and displayed by core/pricing-section-display.ts:
// its output must fit both, and both booking shapes must be accepted as input.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(bookingSchema);
const validSection = ajv.getSchema('booking#/definitions/pricingSection')!;

const everyFee: PricingInput = {
  serviceType: 'full_service',
  bedrooms: 2,
  livingRooms: 1,
  originFloors: 5,
  originElevator: false,
  originDistanceToTruck: 500,
  originSquareFootage: 1000,
  destinationFloors: 3,
  destinationElevator: false,
  destinationDistanceToTruck: 200,
  distance: 40,
  grandPianos: 1,
  babyGrandPianos: 1,
  ridingLawnMowers: 2,
};

describe('estimateBooking output contract', () => {
  it('fits booking.schema.json pricingSection, line-item slugs included', () => {
    const estimate = estimateBooking(everyFee)!;
    expect(estimate.sections.map((section) => section.title)).toEqual([
      'Labor',
      'Truck fee',
      'Mileage',
      'Stairs',
      'Long carry',
      'Specialty items',
    ]);
    // 625.50 + truck 150 + (40 - 10) x 2 = 60 + stairs (4 + 2) x 40 = 240
    // + long carry (5 + 2) x 50 = 350 + pianos 400 + 300 + mowers 2 x 75 = 850 -> 2275.50
    expect(estimate.total).toBe(2275.5);
    for (const section of estimate.sections) {
      expect([section.title, validSection(section), validSection.errors ?? null]).toEqual([section.title, true, null]);
    }
  });

  it('is displayed by pricingSectionDisplay: labor with its value, fees as counted items', () => {
    const sections: DisplayedSection[] = estimateBooking(everyFee)!.sections;
    const views = sections.map(pricingSectionDisplay);
    // 2 x 3 + 2.5 = 8.5 mover-hours (1000 sq ft = 8): 2 movers, 4.25 -> 4.5 h x 139 = 625.50
    expect(views[0]).toMatchObject({ title: 'Labor', subtitle: '2 movers · 4.5 hours', value: '$625.50' });
    expect(views.find((view) => view.title === 'Specialty items')?.subtitle).toMatch(
      /Grand pianos, Baby grand pianos, Riding lawn mowers \(2\)$/,
    );
  });

  it('takes a booking as input', () => {
    const booking = { ...everyFee, originElevator: false, destinationElevator: true } as Booking;
    expect(estimateBooking(booking)?.total).toBeGreaterThan(0);
  });
});
