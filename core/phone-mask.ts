/** The mask this module implements, as step files write it. */
export const PHONE_MASK = '(999) 999-9999';

/**
 * The US phone mask (999) 999-9999 of docs/FUNNEL.md#business-constants, applied as the user types.
 *
 * Separators are only written once a digit follows them ('(555' not '(555) '), so Backspace
 * always removes a digit instead of a separator the mask would put straight back. A pasted
 * '+1 555 123 4567' loses its country code; a leading 1 is taken for one only when written
 * '+1' or followed by ten more digits, so '1234567890' stays '(123) 456-7890' and the
 * validation refuses it, instead of the mask quietly shifting every digit.
 */
export function applyPhoneMask(next: string, previous = ''): string {
  let digits = nationalDigits(next);
  // Deleting only a separator (Backspace on ') ' or '-') would leave the same digits, and the
  // mask would restore it: delete the digit before it instead, as the user meant.
  if (next.length < previous.length && digits === nationalDigits(previous)) {
    const at = firstDifference(next, previous);
    const digitsBefore = countDigits(previous.slice(0, at));
    if (digitsBefore > 0) digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
  }
  return formatPhoneDigits(digits);
}

/** Up to ten national digits of whatever the user typed or pasted. */
export function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return (hasCountryCode(text) ? digits.slice(1) : digits).slice(0, 10);
}

/** '+1 …', or a 1 followed by a whole ten-digit number: the US country code, not part of the number. */
function hasCountryCode(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  return /^\s*\+\s*1/.test(text) || (digits.length > 10 && digits.startsWith('1'));
}

/**
 * Where the caret goes after masking: behind the same digit it followed in what the user typed,
 * so typing or deleting mid-number does not throw the caret to the end.
 */
export function maskedCaret(raw: string, caret: number, previous: string, masked: string): number {
  let count = countDigits(raw.slice(0, caret));
  if (count > 0 && hasCountryCode(raw)) count -= 1; // the dropped country code
  if (raw.length < previous.length && nationalDigits(raw) === nationalDigits(previous) && count > 0) count -= 1;
  count = Math.min(count, countDigits(masked));
  if (count === 0) return masked.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (/\d/.test(masked[i]!)) seen += 1;
    if (seen === count) return i + 1;
  }
  return masked.length;
}

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

function formatPhoneDigits(digits: string): string {
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i;
}
