import { describe, expect, it } from 'vitest';
import { completionStatus } from '../../../renderer/views/completion-status';

describe('completionStatus: the conversion the server recorded, nothing the URL says', () => {
  it.each([
    ['pay_now', 'pay_now'],
    ['pay_later', 'pay_later'],
    ['unserviceable', 'unserviceable'],
    [null, null],
    [undefined, null],
    ['bogus', null],
    ['succeeded', null],
  ])('conversionType %s -> %s', (conversionType, expected) => {
    expect(completionStatus(conversionType)).toBe(expected);
  });
});
