import { describe, expect, it } from 'vitest';
import { pricingSectionDisplay, type PricingSection } from '../../core/pricing-section-display';
import { estimateBooking } from '../../core/pricing/estimate-booking';

describe('pricingSectionDisplay (labor shows display_value or formatted cost; fee items sit in the subtitle, counted above 1 as "name (count)")', () => {
  it.each<[string, PricingSection, ReturnType<typeof pricingSectionDisplay>]>([
    [
      'labor with display_value',
      { type: 'labor', title: 'Labor', subtitle: '3 movers', display_value: '$150/hr', cost: 600, line_items: [] },
      { title: 'Labor', subtitle: '3 movers', value: '$150/hr' },
    ],
    [
      'labor without display_value',
      { type: 'labor', title: 'Labor', cost: 1234.5, line_items: [] },
      { title: 'Labor', subtitle: null, value: '$1,234.50' },
    ],
    [
      'fees with display_value and items',
      {
        type: 'fees',
        title: 'Stairs',
        subtitle: '3 floors without an elevator',
        display_value: '$120.00',
        cost: 120,
        line_items: [
          { slug: 'origin-stairs', label: 'Origin', amount: 2 },
          { slug: 'destination-stairs', label: 'Destination', amount: 1 },
        ],
      },
      {
        title: 'Stairs',
        subtitle: '3 floors without an elevator: Origin (2), Destination',
        value: '$120.00',
      },
    ],
    [
      'fees with a cost only',
      { type: 'fees', title: 'Truck fee', cost: 150, line_items: [] },
      { title: 'Truck fee', subtitle: null, value: '$150.00' },
    ],
    [
      'fees with neither cost nor display_value',
      { type: 'fees', title: 'Fees', subtitle: null, cost: null, line_items: [{ slug: 'grand-pianos', label: 'Grand pianos', amount: 3 }] },
      { title: 'Fees', subtitle: 'Grand pianos (3)', value: null },
    ],
  ])('%s', (_case, section, expected) => {
    expect(pricingSectionDisplay(section)).toEqual(expected);
  });

  it("shows a value for every section the estimate engine makes (fee sections' cost was once dropped)", () => {
    const estimate = estimateBooking({
      serviceType: 'full_service',
      originFloors: 3,
      originElevator: false,
      originDistanceToTruck: 200,
      originSquareFootage: 1000,
      destinationFloors: 1,
      destinationElevator: true,
      destinationDistanceToTruck: 50,
      distance: 40,
      bedrooms: 2,
      grandPianos: 1,
    })!;
    const views = estimate.sections.map(pricingSectionDisplay);
    expect(views.map((v) => v.title)).toEqual(['Labor', 'Truck fee', 'Mileage', 'Stairs', 'Long carry', 'Specialty items']);
    expect(views.map((v) => v.value)).toEqual(estimate.sections.map((s) => s.display_value));
    expect(views.every((v) => /^\$\d/.test(v.value ?? ''))).toBe(true);
    expect(views.find((v) => v.title === 'Specialty items')?.subtitle).toMatch(/Grand pianos$/);
    expect(views.find((v) => v.title === 'Stairs')?.subtitle).toBe('2 floors without an elevator: Current home (2)');
  });

  it('refuses an unknown section type', () => {
    const bad = { type: 'taxes', title: 'Taxes', line_items: [] } as unknown as PricingSection;
    expect(() => pricingSectionDisplay(bad)).toThrow('Unknown pricing section type "taxes"');
  });
});
