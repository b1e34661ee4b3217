/** The id of the element that shows a field's errors; the FieldTemplate renders it with this id. */
export function errorIdOf(id: string): string {
  return `${id}__error`;
}

/**
 * ARIA attributes that tie a control to its errors (WAI-ARIA: aria-invalid + aria-describedby).
 * `rawErrors` reaches the widget only when the template decided the errors are shown, so
 * a control is never marked invalid for an error the user cannot see. Extra ids (a tooltip)
 * are appended so assistive tech reads the hint too.
 */
export function fieldAria(id: string, rawErrors: readonly string[] | undefined, ...describedBy: (string | undefined)[]) {
  const invalid = !!rawErrors?.length;
  const ids = [invalid ? errorIdOf(id) : undefined, ...describedBy].filter(Boolean).join(' ');
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
