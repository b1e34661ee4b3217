import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../../../core/pricing/default-rates';
import { findPricingProblems } from '../../../core/pricing/find-pricing-problems';
import { resolvePricing } from '../../../core/pricing/resolve-pricing';

describe('resolvePricing', () => {
  it('gives the defaults when the partner has no pricing', () => {
    expect(resolvePricing()).toEqual(DEFAULT_RATES);
    expect(resolvePricing({})).toEqual(DEFAULT_RATES);
  });

  it('lays partner values over the defaults field by field', () => {
    const resolved = resolvePricing({
      truckFee: 0,
      travel: { charge: 'time', minutesPerMile: 3 },
      itemFees: { grandPianos: 650 },
      laborOnly: { minimumHours: 4 },
    });
    expect(resolved.truckFee).toBe(0);
    expect(resolved.travel).toEqual({ charge: 'time', freeMiles: 10, ratePerMile: 2, minutesPerMile: 3 });
    expect(resolved.itemFees.grandPianos).toBe(650);
    expect(resolved.itemFees.uprightPianos).toBe(DEFAULT_RATES.itemFees.uprightPianos);
    expect(resolved.laborOnly).toEqual({ hourlyRates: DEFAULT_RATES.laborOnly.hourlyRates, minimumHours: 4 });
    expect(resolved.hourlyRates).toEqual(DEFAULT_RATES.hourlyRates);
  });

  it('does not share the defaults with callers', () => {
    const resolved = resolvePricing({ itemFees: {} });
    resolved.itemFees.grandPianos = 1;
    expect(DEFAULT_RATES.itemFees.grandPianos).toBe(400);
  });
});

describe('findPricingProblems', () => {
  it.each([
    [{}, []],
    [{ hourlyRates: { '2': 100, '3': 100, '4': 100 } }, []],
    [
      { hourlyRates: { '2': 150, '3': 140, '4': 130 } },
      [
        'pricing.hourlyRates: the 3-mover rate (140) is below the 2-mover rate (150); a bigger crew must not cost less per hour',
        'pricing.hourlyRates: the 4-mover rate (130) is below the 3-mover rate (140); a bigger crew must not cost less per hour',
      ],
    ],
    [
      { laborOnly: { hourlyRates: { '2': 100, '3': 150, '4': 149 } } },
      ['pricing.laborOnly.hourlyRates: the 4-mover rate (149) is below the 3-mover rate (150); a bigger crew must not cost less per hour'],
    ],
  ])('%j', (pricing, problems) => {
    expect(findPricingProblems(pricing)).toEqual(problems);
  });
});
