import { describe, expect, it } from 'vitest';
import { previewBooking } from '../../../server/pages/preview-booking';
import { partnerBySlug } from '../helpers/test-leads';

const NOW = new Date('2026-11-26T18:00:00Z');

describe('the preview sample, priced by the server', () => {
  it("applies the capacity's price rules for the sample's move date", () => {
    const bayside = partnerBySlug('bayside-movers');
    const everyDay = {
      ...bayside,
      capacity: { ...bayside.capacity!, priceRules: [{ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], percent: 50 }] },
    };
    const withoutRules = { ...bayside, capacity: { ...bayside.capacity!, priceRules: [] } };
    const ruled = previewBooking(everyDay, NOW);
    expect(ruled.pricingSections).toContainEqual(expect.objectContaining({ title: 'Move date rate', subtitle: '+50% of labor' }));
    expect(ruled.estimate!).toBeGreaterThan(previewBooking(withoutRules, NOW).estimate!);
  });

  it("charges the partner's own fees, judged with the sample's context", () => {
    const bayside = partnerBySlug('bayside-movers');
    const fees = {
      fuel: { label: 'Fuel surcharge', amount: 25, when: { scope: 'location.id', schema: { const: bayside.locations[0]!.id } } },
    };
    const priced = previewBooking({ ...bayside, pricing: { ...bayside.pricing, fees } }, NOW);
    expect(priced.pricingSections).toContainEqual(expect.objectContaining({ title: 'Fuel surcharge', cost: 25 }));
    expect(priced.estimate! - previewBooking(bayside, NOW).estimate!).toBe(25);
  });

  it('moves the sample five weeks after the partner today', () => {
    expect(previewBooking(partnerBySlug('summit-moving'), NOW).moveDate).toBe('2026-12-31');
  });
});
