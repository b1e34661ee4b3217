/** docs/FUNNEL.md#validation: true for boolean true or a string equal to 'yes', ignoring case and surrounding spaces. */
export function parseYesNo(value: unknown): boolean {
  if (value === true) return true;
  return typeof value === 'string' && value.trim().toLowerCase() === 'yes';
}
