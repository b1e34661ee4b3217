import { labelTextClass } from './input-class';
import { Tooltip } from './tooltip';

/** Id of a self-labelling widget's label text, for aria-labelledby. */
export const labelIdOf = (fieldId: string) => `${fieldId}__label`;
/** Id of a widget's tooltip text, for aria-describedby. */
export const tooltipIdOf = (fieldId: string) => `${fieldId}__tooltip`;

/** Id of a field's description (a step file's `description`, e.g. a safe's weight band), for aria-describedby. */
export const descriptionIdOf = (fieldId: string) => `${fieldId}__description`;

/** The step file's `description` of a field (RJSF's `ui:description`), when it has one. */
export function descriptionOf(uiSchema: Record<string, unknown> | undefined): string | undefined {
  const description = uiSchema?.['ui:description'];
  return typeof description === 'string' && description ? description : undefined;
}

/** The tooltip text of `ui:options`, when the step gives one. */
export function tooltipOf(options: Record<string, unknown>): string | undefined {
  return typeof options.tooltip === 'string' && options.tooltip ? options.tooltip : undefined;
}

interface WidgetLabelProps {
  fieldId: string;
  label: string;
  hidden?: boolean;
  tooltip?: string;
  /** Render the text as a `<label for>` (a single control) instead of a span (a group). */
  htmlFor?: string;
}

/**
 * The label row of a widget that labels itself: the text (visually hidden with `hideLabel`)
 * and the optional tooltip button. The button sits outside the text's id, so it is not read
 * as part of the field's name, and outside any `<label>`, so clicking it does not focus the control.
 */
export function WidgetLabel({ fieldId, label, hidden, tooltip, htmlFor }: WidgetLabelProps) {
  const labelId = labelIdOf(fieldId);
  return (
    <span className={hidden ? 'sr-only' : `relative mb-1 flex min-h-6 items-center gap-1 ${labelTextClass}`}>
      {htmlFor ? (
        <label id={labelId} htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span id={labelId}>{label}</span>
      )}
      {tooltip && (
        <span className="-my-2">
          <Tooltip id={tooltipIdOf(fieldId)} text={tooltip} about={label} />
        </span>
      )}
    </span>
  );
}
