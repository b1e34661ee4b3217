import { describe, expect, it } from 'vitest';
import { slotStatus } from '../../../core/capacity/slot-status';

describe('slotStatus', () => {
  it.each([
    [3, 0, 'open'],
    [3, 1, 'open'],
    [3, 2, 'limited'],
    [3, 3, 'full'],
    [1, 0, 'limited'],
    [0, 0, 'full'],
    // A partner who lowered its crews below what is already taken.
    [2, 3, 'full'],
  ])('%i offered, %i used: %s', (offered, used, status) => {
    expect(slotStatus(offered, used)).toBe(status);
  });
});
