import { describe, expect, it } from 'vitest';
import { serviceability } from '../../core/serviceability';

// The two demo partners' limits (partners/*.json): Bayside CA 100 miles with labor-only moves, Summit CO 150 without.
const bayside = { state: 'CA', maxDistance: 100, laborOnlyMoves: true };
const summit = { state: 'CO', maxDistance: 150, laborOnlyMoves: false };

describe('serviceability (docs/FUNNEL.md#pricing-and-serviceability)', () => {
  it.each([
    // [case, partner, booking, miles, expected]
    [
      'in-state full service',
      bayside,
      { serviceType: 'full_service', originState: 'CA', destinationState: 'CA' },
      40,
      { serviceable: true },
    ],
    [
      'in-state at exactly the maximum',
      bayside,
      { serviceType: 'full_service', originState: 'CA', destinationState: 'CA' },
      100,
      { serviceable: true },
    ],
    ['in-state Summit', summit, { serviceType: 'full_service', originState: 'CO', destinationState: 'CO' }, 149.9, { serviceable: true }],
    [
      'too far',
      bayside,
      { serviceType: 'full_service', originState: 'CA', destinationState: 'CA' },
      100.1,
      { serviceable: false, reason: 'long_distance_move' },
    ],
    [
      'too far Summit',
      summit,
      { serviceType: 'full_service', originState: 'CO', destinationState: 'CO' },
      400,
      { serviceable: false, reason: 'long_distance_move' },
    ],
    [
      'destination out of state',
      bayside,
      { serviceType: 'full_service', originState: 'CA', destinationState: 'NV' },
      40,
      { serviceable: false, reason: 'out_of_state_move' },
    ],
    [
      'both in another state',
      bayside,
      { serviceType: 'full_service', originState: 'NV', destinationState: 'NV' },
      40,
      { serviceable: false, reason: 'out_of_state_move' },
    ],
    [
      'origin out of state',
      summit,
      { serviceType: 'full_service', originState: 'WY', destinationState: 'CO' },
      40,
      { serviceable: false, reason: 'out_of_state_move' },
    ],
    [
      'out of state wins over too far',
      summit,
      { serviceType: 'full_service', originState: 'CO', destinationState: 'CA' },
      1000,
      { serviceable: false, reason: 'out_of_state_move' },
    ],
    [
      'labor-only in state, no destination',
      bayside,
      { serviceType: 'labor_only', originState: 'CA', destinationState: null },
      30,
      { serviceable: true },
    ],
    [
      'labor-only ignores a leftover destination state',
      bayside,
      { serviceType: 'labor_only', originState: 'CA', destinationState: 'OR' },
      30,
      { serviceable: true },
    ],
    [
      'labor-only out of state',
      bayside,
      { serviceType: 'labor_only', originState: 'OR' },
      30,
      { serviceable: false, reason: 'out_of_state_move' },
    ],
    [
      'labor-only too far',
      bayside,
      { serviceType: 'labor_only', originState: 'CA' },
      250,
      { serviceable: false, reason: 'long_distance_move' },
    ],
    [
      'labor-only with a partner without labor-only moves',
      summit,
      { serviceType: 'labor_only', originState: 'CO' },
      10,
      { serviceable: false, reason: 'labor_only_move' },
    ],
    [
      'labor_only_move wins over every other reason',
      summit,
      { serviceType: 'labor_only', originState: 'CA' },
      900,
      { serviceable: false, reason: 'labor_only_move' },
    ],
  ])('%s', (_case, partner, booking, miles, expected) => {
    expect(serviceability(booking, partner, miles)).toEqual(expected);
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('refuses a distance of %d', (miles) => {
    expect(() => serviceability({ serviceType: 'full_service', originState: 'CA', destinationState: 'CA' }, bayside, miles)).toThrow();
  });
});
