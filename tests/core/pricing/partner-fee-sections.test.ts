import { describe, expect, it } from 'vitest';
import { estimateBooking } from '../../../core/pricing/estimate-booking';
import type { PartnerFee } from '../../../core/pricing/partner-pricing';
import type { FeeContext } from '../../../core/pricing/fee-context';

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
const SEATTLE = {
  partner: { state: 'WA' },
  query: {},
  location: { id: 7, city: 'Seattle' },
  serviceability: { serviceable: true, reason: null },
};
const section = (fee: PartnerFee, extra: Record<string, unknown> = {}, context: FeeContext | undefined = SEATTLE) =>
  estimateBooking({ ...booking, ...extra }, { fees: { fee } }, undefined, { packingBoxes: 'About how many boxes?' }, context).sections.find(
    (s) => s.title === fee.label,
  ) ?? null;

describe('pricing.fees: flat, on a yes/no answer, or per count, each with a condition over the whole context', () => {
  it.each<[string, PartnerFee, Record<string, unknown>, number | null]>([
    ['flat', { label: 'Fuel', amount: 25 }, {}, 25],
    ['on a yes/no answer, Yes', { label: 'Packing', amount: 150, answer: 'packing' }, { packing: true }, 150],
    ['on a yes/no answer, No', { label: 'Packing', amount: 150, answer: 'packing' }, { packing: false }, null],
    ['on a yes/no answer, unanswered or hidden (absent)', { label: 'Packing', amount: 150, answer: 'packing' }, {}, null],
    ['per count', { label: 'Boxes', perUnit: 3, count: 'packingBoxes' }, { packingBoxes: 10 }, 30],
    ['per count, none', { label: 'Boxes', perUnit: 3, count: 'packingBoxes' }, { packingBoxes: 0 }, null],
    ['on the booking', { label: 'Full', amount: 10, when: { scope: 'booking.serviceType', schema: { const: 'full_service' } } }, {}, 10],
    ['on the partner', { label: 'WA tax', amount: 12, when: { scope: 'partner.state', schema: { const: 'WA' } } }, {}, 12],
    ['on the depot', { label: 'City', amount: 20, when: { scope: 'location.city', schema: { const: 'Seattle' } } }, {}, 20],
    ['on another depot', { label: 'City', amount: 20, when: { scope: 'location.city', schema: { const: 'Tacoma' } } }, {}, null],
    ['on serviceability', { label: 'OK', amount: 5, when: { scope: 'serviceability.serviceable', schema: { const: true } } }, {}, 5],
  ])('%s', (_case, fee, extra, cost) => {
    expect(section(fee, extra)?.cost ?? null).toBe(cost);
  });

  it('names the count as the step labels it, and adds the fee to the total', () => {
    const fee: PartnerFee = { label: 'Boxes', perUnit: 3, count: 'packingBoxes' };
    expect(section(fee, { packingBoxes: 10 })?.line_items).toEqual([{ slug: 'packing-boxes', label: 'About how many boxes?', amount: 10 }]);
    const total = (fees: Record<string, PartnerFee>) =>
      estimateBooking({ ...booking, packingBoxes: 10 }, { fees }, undefined, {}, SEATTLE).total;
    expect(total({ fee }) - total({})).toBe(30);
  });

  it("judges an item fee's condition with the same context", () => {
    const pricing = { itemFees: { grandPianos: { perUnit: 400, when: { scope: 'location.city', schema: { const: 'Seattle' } } } } };
    const pianos = (context: FeeContext) =>
      estimateBooking({ ...booking, grandPianos: 1 }, pricing, undefined, {}, context).sections.find((s) => s.title === 'Specialty items');
    expect(pianos(SEATTLE)?.cost).toBe(400);
    expect(pianos({ ...SEATTLE, location: { id: 8, city: 'Tacoma' } })).toBeUndefined();
  });
});
