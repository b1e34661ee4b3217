import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../core/capacity/calendar-date';
import { dayPriceDifferences } from '../../../core/pricing/day-price-differences';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { PartnerCapacity } from '../../../core/capacity/partner-capacity';
import type { PricingInput } from '../../../core/pricing/pricing-input';
import { MAN_HOUR_WEIGHTS } from '../../../core/pricing/man-hour-weights';

/** Two counted rooms, from the rate table that weighs them. */
const [FIRST_ROOM = 'bedrooms', SECOND_ROOM = 'bathrooms'] = Object.keys(MAN_HOUR_WEIGHTS);
import { EXAMPLE_CAPACITY } from '../capacity/capacity-fixtures';

const cents = (dollars: number) => Math.round(dollars * 100);

/** A booking with enough details to price: full service or labor only, some rooms, any route. */
const pricedBooking: fc.Arbitrary<PricingInput> = fc.record({
  serviceType: fc.constantFrom('full_service', 'labor_only'),
  originFloors: fc.integer({ min: 1, max: 5 }),
  originElevator: fc.boolean(),
  originDistanceToTruck: fc.constantFrom(50, 100, 300),
  originSquareFootage: fc.integer({ min: 1, max: 40 }).map((steps) => steps * 250),
  destinationFloors: fc.integer({ min: 1, max: 5 }),
  destinationElevator: fc.boolean(),
  destinationDistanceToTruck: fc.constantFrom(50, 100, 300),
  distance: fc.double({ min: 0, max: 300, noNaN: true }),
  [FIRST_ROOM]: fc.integer({ min: 1, max: 6 }),
  [SECOND_ROOM]: fc.nat({ max: 4 }),
});
/** Any day of two years, so every weekday, month and month end comes up. */
const day = fc.nat({ max: 730 }).map((offset) => addDays('2026-12-01', offset));

const dayPriceDifference = (booking: PricingInput, capacity: PartnerCapacity, date: string) =>
  dayPriceDifferences(booking, undefined, capacity, [date])[0]!;

describe('dayPriceDifferences', () => {
  it("makes two days' estimates differ by exactly their two differences, to the cent", () => {
    fc.assert(
      fc.property(pricedBooking, day, day, (booking, first, second) => {
        const total = (date: string) => cents(estimateBooking({ ...booking, moveDate: date }, undefined, EXAMPLE_CAPACITY)!.total);
        const difference = (date: string) => cents(dayPriceDifference(booking, EXAMPLE_CAPACITY, date));
        expect(total(first) - total(second)).toBe(difference(first) - difference(second));
        expect(total(first) - cents(estimateBooking(booking)!.total)).toBe(difference(first));
      }),
      { numRuns: 100 },
    );
  });

  it('is the rule percent of the labor part only', () => {
    const booking = fc.sample(pricedBooking, { numRuns: 1, seed: 7 })[0]!;
    const labor = estimateBooking(booking)!.sections[0]!.cost!;
    // 2027-07-30: a summer Friday in the last five days of July, 10 + 20 + 15 percent.
    expect(dayPriceDifference(booking, EXAMPLE_CAPACITY, '2027-07-30')).toBe(Math.round(labor * 45) / 100);
  });

  it('answers each date in order, days of one percent alike', () => {
    const booking = fc.sample(pricedBooking, { numRuns: 1, seed: 7 })[0]!;
    const dates = ['2026-12-08', '2026-12-11', '2026-12-12', '2026-12-27'];
    const one = dates.map((date) => dayPriceDifference(booking, EXAMPLE_CAPACITY, date));
    expect(dayPriceDifferences(booking, undefined, EXAMPLE_CAPACITY, dates)).toEqual(one);
    expect([one[0], one[1] === one[2], one[3]! > one[1]!]).toEqual([0, true, true]);
  });

  // Before the flow says a booking can be priced the server sends 0 without asking (server/capacity/partner-availability.ts).
  it('is 0 without price rules', () => {
    const booking = fc.sample(pricedBooking, { numRuns: 1, seed: 7 })[0]!;
    expect(dayPriceDifference(booking, { ...EXAMPLE_CAPACITY, priceRules: [] }, '2026-12-11')).toBe(0);
  });
});
