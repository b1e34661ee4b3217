import { describe, expect, it } from 'vitest';
import { costBreakdownLine } from '../../core/cost-breakdown-line';

describe('costBreakdownLine (docs/FUNNEL.md#screens-and-routes: count above 1 shows as "name (count)")', () => {
  it.each([
    [
      { name: 'Movers', cost: 300, count: 2 },
      { label: 'Movers (2)', value: '$300.00' },
    ],
    [
      { name: 'Movers', cost: 150, count: 1 },
      { label: 'Movers', value: '$150.00' },
    ],
    [
      { name: 'Truck', cost: 99.5 },
      { label: 'Truck', value: '$99.50' },
    ],
    [
      { name: 'Stairs', cost: 0, count: 0 },
      { label: 'Stairs', value: '$0.00' },
    ],
    [
      { name: 'Labor', cost: 480, count: 3, display_value: '4 hours' },
      { label: 'Labor (3)', value: '4 hours' },
    ],
    [
      { name: 'Free boxes', count: null, cost: null },
      { label: 'Free boxes', value: '$0.00' },
    ],
  ])('%j -> %j', (item, expected) => {
    expect(costBreakdownLine(item)).toEqual(expected);
  });
});
