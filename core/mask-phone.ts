/**
 * A phone number as a listing may show it: its last two digits only ('•••-••00'), enough to tell two bookings apart
 * or see one number repeated, never to call it. Null for a value with fewer than four digits.
 */
export function maskPhone(phone: unknown): string | null {
  if (typeof phone !== 'string') return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? null : `•••-••${digits.slice(-2)}`;
}
