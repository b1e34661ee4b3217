import { describe, expect, it } from 'vitest';
import { resolveCompletionStatus } from '../../renderer/views/resolve-completion-status';

describe('resolveCompletionStatus', () => {
  // status, else redirect_status ('succeeded' is pay_now), else the stored conversionType, else none (the 404 page).
  it.each([
    ['?status=pay_later', null, 'pay_later'],
    ['?status=pay_now', null, 'pay_now'],
    ['?status=unserviceable&reason=long_distance_move', 'pay_later', 'unserviceable'],
    ['?status=pay_later&redirect_status=succeeded', 'pay_now', 'pay_later'],
    ['?redirect_status=succeeded', null, 'pay_now'],
    ['?redirect_status=succeeded', 'pay_later', 'pay_now'],
    ['?redirect_status=failed', 'pay_later', 'pay_later'],
    ['', 'pay_now', 'pay_now'],
    ['', 'unserviceable', 'unserviceable'],
    ['?status=bogus', 'unserviceable', 'unserviceable'],
    ['?status=bogus', null, null],
    ['?redirect_status=failed', undefined, null],
    ['', null, null],
    ['', undefined, null],
  ])('%s with conversionType %s -> %s', (search, conversionType, expected) => {
    expect(resolveCompletionStatus(new URLSearchParams(search), conversionType)).toBe(expected);
  });
});
