import { describe, expect, it } from 'vitest';
import { parseYesNo } from '../../core/parse-yes-no';

describe('parseYesNo (docs/FUNNEL.md#validation: true for boolean true or "yes", case and surrounding spaces ignored)', () => {
  it.each([
    [true, true],
    ['yes', true],
    ['YES', true],
    ['  Yes  ', true],
    ['\tyEs\n', true],
    [false, false],
    ['no', false],
    ['y', false],
    ['yes please', false],
    ['true', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%j -> %s', (input, expected) => {
    expect(parseYesNo(input)).toBe(expected);
  });
});
