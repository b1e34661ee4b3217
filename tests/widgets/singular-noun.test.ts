import { describe, expect, it } from 'vitest';
import { singularNoun } from '../../widgets/singular-noun';

// Labels of the counters in docs/FUNNEL.md#screens-and-routes (living areas, other areas, specialty items).
describe('singularNoun names one counted thing', () => {
  it.each([
    ['Bedrooms', 'bedroom'],
    ['Living rooms', 'living room'],
    ['Storage closets', 'storage closet'],
    ['Patios', 'patio'],
    ['Attics', 'attic'],
    ['Washers and dryers', 'washer and dryer'],
    ['Ovens and stoves', 'oven and stove'],
    ['Large armoires', 'large armoire'],
    ['Patio furniture', 'patio furniture'],
    ['Baby grand pianos', 'baby grand piano'],
    ['Heavy safes', 'heavy safe'],
    ['Gym equipment', 'gym equipment'],
    ['Boxes', 'box'],
    ['Pool tables', 'pool table'],
    ['Glasses', 'glass'],
    ['Batteries', 'battery'],
  ])('%j -> %j', (label, one) => {
    expect(singularNoun(label)).toBe(one);
  });
});
