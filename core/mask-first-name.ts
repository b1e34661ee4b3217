/** A first name as a page may show it to whoever holds the screen: its first character and '•••' ('A•••'). Null for no name. */
export function maskFirstName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const first = [...name.trim()][0];
  return first === undefined ? null : `${first}•••`;
}
