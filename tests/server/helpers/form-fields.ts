/**
 * Answers as a step's HTML form posts them without the app (core/flow/posted-answers.ts reads them back): text, a
 * yes/no as 'true' or 'false', one value per ticked choice, nothing for an unanswered field.
 */
export function formFields(answers: Record<string, unknown>): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(answers)) {
    if (value !== null && value !== undefined) fields[field] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return fields;
}
