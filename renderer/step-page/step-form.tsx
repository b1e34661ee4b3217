import { useCallback, useMemo, type ReactNode } from 'react';
import type { StepDefinition } from '../../core/step-definition';
import { widgetRegistry } from '../../widgets/widget-registry';
import { useFunnelStore } from '../store/use-funnel-store';
import { FieldTemplate } from './field-template';
import type { StepFormState } from './use-step-form';
import { widgetPropsOf } from './widget-props-of';

/**
 * The form of a step: its visible fields in order, each the step's widget from the registry
 * inside the field template, then the footer (children). Widgets get RJSF's WidgetProps, but the
 * form is drawn here: a step is a flat object of leaf fields, and RJSF's Form with its schema
 * utilities cost ~50 KB gzip of the landing page's 150 KB budget (DESIGN.md section 9,
 * docs/PERFORMANCE.md). The step page decides when to validate and which errors show.
 */
export function StepForm({ step, form, children }: { step: StepDefinition; form: StepFormState; children: ReactNode }) {
  const usesAddress = Object.values(step.fields).some((field) => field.widget === 'address');
  const { setFields, setFieldError, formData, onChange, onBlur } = form;
  const addressProvider = useFunnelStore((s) => s.addressProvider);
  // The address provider (maybe Google's SDK) is loaded only on steps that show an address.
  const formContext = useMemo(
    () => ({ setFields, setFieldError, ...(usesAddress ? { addressProvider: addressProvider() } : {}) }),
    [setFields, setFieldError, usesAddress, addressProvider],
  );
  const callbacks = useMemo(
    () => ({
      onChange: (field: string, value: unknown) => onChange({ ...formData, [field]: value }),
      onBlur: (id: string) => onBlur(id),
      onFocus: () => undefined,
    }),
    [formData, onChange, onBlur],
  );
  const submit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void form.submit();
    },
    [form],
  );

  return (
    <div ref={form.containerRef}>
      <form noValidate onSubmit={submit}>
        <div className="flex flex-col gap-6">
          {form.resolved.visibleFields.map((field) => {
            const Widget = widgetRegistry[step.fields[field]!.widget];
            const errors = form.shownErrors[field];
            const { props, layout } = widgetPropsOf(field, form.resolved, formData[field], errors, formContext, callbacks);
            return (
              <div key={field} className="min-w-0">
                <FieldTemplate field={field} layout={layout} errors={errors ?? []}>
                  <Widget {...props} />
                </FieldTemplate>
              </div>
            );
          })}
        </div>
        {children}
      </form>
    </div>
  );
}
