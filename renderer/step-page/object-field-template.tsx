import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { StepData, StepFormContext } from './step-form-context';

/**
 * RJSF's ObjectFieldTemplate for a step (a flat object of leaf fields): the fields in `ui:order`,
 * then what the step page puts between the fields and the footer (formContext.afterFields: the
 * checkout's billing form, the landing's honeypot). No fieldset or title: the page heading names the step.
 */
export function ObjectFieldTemplate({ properties, registry }: ObjectFieldTemplateProps<StepData, RJSFSchema, StepFormContext>) {
  const { afterFields } = registry.formContext;
  return (
    <div className="flex flex-col gap-1">
      {properties.map((property) => property.content)}
      {afterFields}
    </div>
  );
}
