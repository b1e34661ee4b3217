import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../core/format-money';

describe('formatMoney (docs/FUNNEL.md#business-constants: USD with up to 2 decimals; "Due today $0.00")', () => {
  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.5, '$1,234.50'],
    [99.999, '$100.00'],
    [1.005, '$1.01'],
    [1000000, '$1,000,000.00'],
    [-20, '-$20.00'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (bad) => {
    expect(() => formatMoney(bad)).toThrow('Not an amount of money');
  });
});
