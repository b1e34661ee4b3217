import { describe, expect, it } from 'vitest';
import { findPartnerProblems } from '../../../core/check/find-partner-problems';
import { countFields } from '../../../core/count-fields';
import { funnelDefinition } from '../../../core/flow/funnel-definition';
import { bookingSchema } from '../../../core/generated/booking-schema';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { ItemFee } from '../../../core/pricing/partner-pricing';

const booking = {
  serviceType: 'full_service',
  originFloors: 1,
  originElevator: false,
  originDistanceToTruck: 50,
  originSquareFootage: 500,
  destinationFloors: 1,
  destinationElevator: false,
  destinationDistanceToTruck: 50,
  distance: 0,
  bedrooms: 1,
};
const whenPacking = { scope: 'booking.packing', schema: { const: true } };
const itemLine = (extra: Record<string, unknown>, fee: ItemFee) =>
  estimateBooking({ ...booking, ...extra }, { itemFees: { packingBoxes: fee } }, undefined, {
    packingBoxes: 'About how many boxes?',
  }).sections.find((s) => s.title === 'Specialty items') ?? null;

describe('pricing.itemFees: a fee per unit of any count field', () => {
  it.each<[string, Record<string, unknown>, ItemFee, number | null]>([
    ['an amount per unit', { packingBoxes: 10 }, 3, 30],
    ['with a condition that holds', { packing: true, packingBoxes: 10 }, { perUnit: 3, when: whenPacking }, 30],
    ['with a condition that does not hold', { packing: false, packingBoxes: 10 }, { perUnit: 3, when: whenPacking }, null],
    ['no units', { packingBoxes: 0 }, 3, null],
  ])('%s', (_case, extra, fee, cost) => {
    expect(itemLine(extra, fee)?.cost ?? null).toBe(cost);
  });

  it('labels the line item as the step labels the field', () => {
    expect(itemLine({ packingBoxes: 10 }, 3)?.line_items).toEqual([{ slug: 'packing-boxes', label: 'About how many boxes?', amount: 10 }]);
  });

  it('npm run check reports a fee for a field no step asks for with a count', () => {
    const counts = countFields(funnelDefinition, bookingSchema);
    const fields = { countFields: counts, yesNoFields: new Set<string>(), bookingSchema: {}, partnerSchema: {} };
    const problems = findPartnerProblems({ pricing: { itemFees: { grandPianos: 400, hotTubs: 3 } } }, new Map(), new Set(), fields);
    expect(problems).toEqual([
      {
        pointer: '/pricing/itemFees/hotTubs',
        message: `no step asks for a count named "hotTubs", so this fee would never be charged; fees are for: ${[...counts].join(', ')}`,
      },
    ]);
  });
});
