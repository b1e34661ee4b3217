import { describe, expect, it } from 'vitest';
import { maskFirstName } from '../../core/mask-first-name';

describe('maskFirstName', () => {
  it.each([
    ['Dana', 'D•••'],
    ['  Élodie', 'É•••'],
    // One character of the name, even outside the Basic Multilingual Plane.
    ['𝒜da', '𝒜•••'],
    ['', null],
    ['   ', null],
    [null, null],
    [42, null],
  ])('%s → %s', (name, masked) => {
    expect(maskFirstName(name)).toBe(masked);
  });
});
