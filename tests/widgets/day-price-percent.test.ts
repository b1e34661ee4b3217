import { expect, it } from 'vitest';
import { dayPricePercent } from '../../widgets/day-price-percent';

it.each([
  [10, '+10%'],
  [15, '+15%'],
  [-5, '-5%'],
  [0, null],
  [0.4, null],
  [Number.NaN, null],
])('dayPricePercent(%s) is %s', (percent, shown) => {
  expect(dayPricePercent(percent)).toBe(shown);
});
