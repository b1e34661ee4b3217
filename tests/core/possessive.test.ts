import { describe, expect, it } from 'vitest';
import { possessive } from '../../core/possessive';

describe('possessive', () => {
  it.each([
    ['Summit Moving', "Summit Moving's"],
    ['Bayside Movers', "Bayside Movers'"],
    ['Harbor Hauling', "Harbor Hauling's"],
    ['bayside-movers', "bayside-movers'"],
    ['Dana', "Dana's"],
  ])('%s', (name, expected) => {
    expect(possessive(name)).toBe(expected);
  });
});
