/**
 * RJSF's ErrorListTemplate: nothing. Each message stands under its field (FieldTemplate), announced
 * there, and a failed submit moves focus to the first invalid field; a list on top would say it twice.
 */
export function ErrorListTemplate() {
  return null;
}
