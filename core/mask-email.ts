/**
 * An email address as a page may show it to whoever holds the screen: its first character, '•••', then the
 * domain ('d•••@example.com'). Null for a value that is not an address.
 */
export function maskEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return `${email[0]}•••${email.slice(at)}`;
}
