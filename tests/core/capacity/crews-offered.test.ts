import { describe, expect, it } from 'vitest';
import { crewsOffered } from '../../../core/capacity/crews-offered';
import type { TimeOfDay } from '../../../core/capacity/partner-capacity';
import { EXAMPLE_CAPACITY } from './capacity-fixtures';

describe('crewsOffered', () => {
  it.each<[string, string, TimeOfDay, number]>([
    ['a Tuesday uses the default', '2026-12-08', 'morning', 3],
    ['a Tuesday afternoon', '2026-12-08', 'afternoon', 2],
    ['a Sunday overrides it', '2026-12-06', 'morning', 0],
    ['a Monday overrides it', '2026-12-07', 'morning', 1],
    ['a Monday afternoon offers none', '2026-12-07', 'afternoon', 0],
    ['a blackout offers none', '2026-12-25', 'morning', 0],
  ])('%s: %s %s has %i', (_, date, timeOfDay, crews) => {
    expect(crewsOffered(EXAMPLE_CAPACITY, date, timeOfDay)).toBe(crews);
  });
});
