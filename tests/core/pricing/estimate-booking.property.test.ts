import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { PartnerPricing } from '../../../core/pricing/partner-pricing';
import type { PricingInput } from '../../../core/pricing/pricing-input';
import { countFields } from '../../../core/count-fields';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { bookingSchema } from '../../../core/generated/booking-schema';

/** Every counter the steps ask for (rooms, specialty items, and any a new step adds). */
const COUNT_FIELDS = [...countFields(funnelDefinition, bookingSchema, 'counter')];
const elevator = fc.constantFrom(true, false);
const yards = fc.constantFrom(50, 100, 200, 300, 400, 500);
const floors = fc.integer({ min: 1, max: 5 });

/** A booking to price: any contents, any property details. */
const pricedBooking: fc.Arbitrary<PricingInput> = fc
  .record({
    serviceType: fc.constantFrom('full_service', 'labor_only'),
    originFloors: floors,
    originElevator: elevator,
    originDistanceToTruck: yards,
    originSquareFootage: fc.integer({ min: 1, max: 200 }).map((steps) => steps * 250),
    destinationFloors: floors,
    destinationElevator: elevator,
    destinationDistanceToTruck: yards,
    distance: fc.double({ min: 0, max: 300, noNaN: true }),
    counts: fc.record(Object.fromEntries(COUNT_FIELDS.map((field) => [field, fc.nat({ max: 6 })]))),
  })
  .map(({ counts, ...details }) => ({ ...details, ...counts }));

/** Valid partner rates: crew rates that do not fall as the crew grows, any fees. */
const crewRates = fc
  .tuple(fc.integer({ min: 1, max: 40_000 }), fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }))
  .map(([two, step3, step4]) => ({ '2': two / 100, '3': (two + step3) / 100, '4': (two + step3 + step4) / 100 }));
const dollars = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100);
const partnerPricing: fc.Arbitrary<PartnerPricing | undefined> = fc.option(
  fc.record(
    {
      hourlyRates: crewRates,
      truckFee: dollars,
      minimumHours: fc.integer({ min: 0, max: 16 }).map((halves) => halves / 2),
      travel: fc.oneof(
        fc.record({ charge: fc.constant('mileage' as const), freeMiles: fc.nat({ max: 50 }), ratePerMile: dollars }),
        fc.record({ charge: fc.constant('time' as const), freeMiles: fc.nat({ max: 50 }), minutesPerMile: fc.nat({ max: 5 }) }),
      ),
      itemFees: fc.record({ grandPianos: dollars, refrigerators: dollars, gymEquipment: dollars }, { requiredKeys: [] }),
      stairs: fc.record({ feePerFloor: dollars }),
      longCarry: fc.record({ freeYards: fc.constantFrom(0, 50, 100), feePer100Yards: dollars }),
      laborOnly: fc.record({ hourlyRates: crewRates, minimumHours: fc.integer({ min: 0, max: 8 }) }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

function totalOf(booking: PricingInput, pricing: PartnerPricing | undefined): number {
  const estimate = estimateBooking(booking, pricing);
  if (!estimate) throw new Error('expected a priced booking');
  return estimate.total;
}

describe('estimateBooking properties', () => {
  it.each(COUNT_FIELDS)('never gets cheaper when one more %s is added', (field) => {
    fc.assert(
      fc.property(pricedBooking, partnerPricing, (booking, pricing) => {
        const more = { ...booking, [field]: Number(booking[field] ?? 0) + 1 };
        expect(totalOf(more, pricing)).toBeGreaterThanOrEqual(totalOf(booking, pricing));
      }),
      { numRuns: 150 },
    );
  });

  it('never gets cheaper as the route gets longer', () => {
    fc.assert(
      fc.property(pricedBooking, partnerPricing, fc.double({ min: 0, max: 100, noNaN: true }), (booking, pricing, extra) => {
        const longer = { ...booking, distance: (booking.distance ?? 0) + extra };
        expect(totalOf(longer, pricing)).toBeGreaterThanOrEqual(totalOf(booking, pricing));
      }),
    );
  });

  it('is never negative, in whole cents, and its total is the sum of its sections', () => {
    fc.assert(
      fc.property(pricedBooking, partnerPricing, (booking, pricing) => {
        const estimate = estimateBooking(booking, pricing);
        expect(estimate).not.toBeNull();
        const sectionCents = estimate!.sections.map((section) => section.cost * 100);
        for (const cents of sectionCents) {
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(Math.abs(cents - Math.round(cents))).toBeLessThan(1e-6);
        }
        const sumCents = sectionCents.reduce((sum, cents) => sum + Math.round(cents), 0);
        expect(Math.round(estimate!.total * 100)).toBe(sumCents);
        expect(estimate!.total).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('charges more for stairs without an elevator than with one', () => {
    fc.assert(
      fc.property(pricedBooking, (booking) => {
        const walkUp = { ...booking, originFloors: 5, originElevator: false };
        const withElevator = { ...booking, originFloors: 5, originElevator: true };
        expect(totalOf(walkUp, undefined)).toBeGreaterThan(totalOf(withElevator, undefined));
      }),
    );
  });
});
