import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../core/mask-email';

describe('maskEmail', () => {
  it.each([
    ['dana@example.com', 'd•••@example.com'],
    ['a@example.com', 'a•••@example.com'],
    ['first.last+moves@mail.example.org', 'f•••@mail.example.org'],
    ['', null],
    ['no-at-sign', null],
    ['@example.com', null],
    ['dana@', null],
    [null, null],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
