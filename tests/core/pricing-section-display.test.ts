import { describe, expect, it } from 'vitest';
import { pricingSectionDisplay, type PricingSection } from '../../core/pricing-section-display';

describe('pricingSectionDisplay (SPEC section 3: labor shows display_value or formatted cost; fees list items as "x{amount}")', () => {
  it.each<[string, PricingSection, ReturnType<typeof pricingSectionDisplay>]>([
    [
      'labor with display_value',
      { type: 'labor', title: 'Labor', subtitle: '3 movers', display_value: '$150/hr', cost: 600, line_items: [] },
      { title: 'Labor', subtitle: '3 movers', value: '$150/hr', lines: [] },
    ],
    [
      'labor without display_value',
      { type: 'labor', title: 'Labor', cost: 1234.5, line_items: [] },
      { title: 'Labor', subtitle: null, value: '$1,234.50', lines: [] },
    ],
    [
      'fees',
      {
        type: 'fees',
        title: 'Fees',
        subtitle: null,
        cost: 80,
        line_items: [
          { slug: 'stairs', label: 'Stairs', amount: 2 },
          { slug: 'long_carry', label: 'Long carry', amount: 1 },
        ],
      },
      {
        title: 'Fees',
        subtitle: null,
        value: null,
        lines: [
          { label: 'Stairs', value: 'x2' },
          { label: 'Long carry', value: 'x1' },
        ],
      },
    ],
  ])('%s', (_case, section, expected) => {
    expect(pricingSectionDisplay(section)).toEqual(expected);
  });

  it('refuses an unknown section type', () => {
    const bad = { type: 'taxes', title: 'Taxes', line_items: [] } as unknown as PricingSection;
    expect(() => pricingSectionDisplay(bad)).toThrow('Unknown pricing section type "taxes"');
  });
});
