import { describe, expect, it } from 'vitest';
import { isMissing } from '../../../core/flow/is-missing';

describe('isMissing (what required refuses)', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['  \t', true],
    [[], true],
    ['a', false],
    [0, false],
    [false, false],
    [['call'], false],
    [{}, false],
  ])('%j -> %s', (value, expected) => {
    expect(isMissing(value)).toBe(expected);
  });
});
