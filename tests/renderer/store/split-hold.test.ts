import { describe, expect, it } from 'vitest';
import { splitHold } from '../../../renderer/store/split-hold';

describe('splitHold keeps the hold beside the booking, never in it', () => {
  it.each([
    [
      'an answer with an active hold',
      { reference: 'REF00001', revision: 2, hold: { expiresAt: '2026-12-01T17:15:00.000Z' } },
      { expiresAt: '2026-12-01T17:15:00.000Z' },
    ],
    ['an answer saying none is held', { reference: 'REF00001', revision: 2, hold: null }, null],
    ['an answer from a server without holds', { reference: 'REF00001', revision: 2 }, undefined],
  ])('%s', (_case, answer, hold) => {
    const split = splitHold(answer);
    expect(split.hold).toEqual(hold);
    expect(split.booking).toEqual({ reference: 'REF00001', revision: 2 });
  });
});
