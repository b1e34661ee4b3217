import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../core/mask-phone';

describe('maskPhone', () => {
  it.each([
    ['(415) 555-0123', '•••-••23'],
    ['+1 415 555 0199', '•••-••99'],
    ['123', null],
    ['', null],
    [null, null],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
