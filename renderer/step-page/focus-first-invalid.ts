import { postedFieldName } from '../../core/posted-form-names';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A failed submit moves focus to the first field (in display order) with an error. */
export function focusFirstInvalid(container: HTMLElement | null, fieldsInOrder: readonly string[], errors: Record<string, unknown>): void {
  if (!container) return;
  const first = fieldsInOrder.find((field) => errors[field] !== undefined);
  if (!first) return;
  const control = container.querySelector<HTMLElement>(`#${postedFieldName(first)}`);
  const target = control?.matches(FOCUSABLE)
    ? control
    : (container.querySelector<HTMLElement>(`[data-field="${first}"]`)?.querySelector<HTMLElement>(FOCUSABLE) ?? control);
  target?.focus();
}
