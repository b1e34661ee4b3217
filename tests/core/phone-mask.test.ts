import { describe, expect, it } from 'vitest';
import { applyPhoneMask, maskedCaret, nationalDigits } from '../../core/phone-mask';

describe('applyPhoneMask: (999) 999-9999 as the user types (docs/FUNNEL.md#business-constants)', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    // Extra digits beyond ten are dropped.
    ['555123456789', '(555) 123-4567'],
    // Letters and punctuation never get in.
    ['555-abc-123 4567', '(555) 123-4567'],
    // Pasted with the US country code.
    ['+1 555 123 4567', '(555) 123-4567'],
    ['1 (555) 123-4567', '(555) 123-4567'],
    ['+1-555-123-4567', '(555) 123-4567'],
    ['15551234567', '(555) 123-4567'],
    // A leading 1 without ten digits after it is part of the number (the validation refuses it).
    ['1234567890', '(123) 456-7890'],
    ['1', '(1'],
    ['+1 555', '(555'],
    // Already masked text is stable.
    ['(555) 123-4567', '(555) 123-4567'],
  ])('%j -> %j', (typed, masked) => {
    expect(applyPhoneMask(typed)).toBe(masked);
  });

  it.each([
    // [previous, what the input holds after the key, masked result]
    ['(555) 1', '(555) ', '(555'], // Backspace after the first digit of the exchange
    ['(555', '(55', '(55'],
    ['(5', '(', ''],
    ['(555) 123-4', '(555) 123-', '(555) 123'],
    // Backspace on a separator deletes the digit before it, instead of being undone by the mask.
    ['(555) 123-4567', '(555 123-4567', '(551) 234-567'],
    ['(555) 123-4567', '(555) 1234567', '(555) 124-567'],
    // Delete of a whole selection.
    ['(555) 123-4567', '', ''],
  ])('editing %j into %j gives %j', (previous, next, masked) => {
    expect(applyPhoneMask(next, previous)).toBe(masked);
  });
});

describe('nationalDigits', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['+1 555 123 4567', '5551234567'],
    ['1', '1'],
    ['1234567890', '1234567890'],
    ['12345678901', '2345678901'],
    ['0123', '0123'],
  ])('%j -> %j', (text, digits) => {
    expect(nationalDigits(text)).toBe(digits);
  });
});

describe('maskedCaret keeps the caret behind the same digit', () => {
  it.each([
    // [raw input, caret in raw, previous masked, expected caret in the masked result]
    ['(555) 1234', 10, '(555) 123', 11], // typing at the end: after the new '4' past the dash
    ['(5595) 123-4567', 4, '(555) 123-4567', 4], // a '9' typed after '55' stays after it
    ['(555 123-4567', 4, '(555) 123-4567', 3], // separator Backspace: after the '5' before the deleted one
    ['+1 555 123 4567', 15, '', 14], // paste with country code: at the end
    ['', 0, '(5', 0],
  ])('%j at %i (was %j) -> %i', (raw, caret, previous, expected) => {
    expect(maskedCaret(raw, caret, previous, applyPhoneMask(raw, previous))).toBe(expected);
  });
});
