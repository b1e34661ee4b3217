/**
 * An address line as a person reads it: Unicode compatibility forms folded (NFKC: full-width 'ＮＹ'
 * is 'NY', a no-break space a space) and invisible characters dropped (a zero-width space inside
 * 'NY' must not hide the state from the reader while the partner sees 'NY'), spaces collapsed.
 * Control characters (a line break, a tab) are kept: a line holding one is not one line, and the
 * strict reader refuses it.
 */
export function cleanAddressText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu, '')
    .replace(/[^\S\p{Cc}]+/gu, ' ')
    .trim();
}
