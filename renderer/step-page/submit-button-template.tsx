import { getSubmitButtonOptions, type RJSFSchema, type SubmitButtonProps } from '@rjsf/utils';
import { StepFooter } from '../layout/step-footer';
import type { StepData, StepFormContext } from './step-form-context';

/**
 * RJSF's SubmitButton template: the step's footer, Back (formContext.onBack) beside the submit button
 * (`ui:submitButtonOptions`: its text, and `props.disabled`), with a spinner while the step's actions run.
 */
export function SubmitButtonTemplate({ uiSchema, registry }: SubmitButtonProps<StepData, RJSFSchema, StepFormContext>) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  const { onBack, backHref, submitting } = registry.formContext;
  if (norender) return null;
  return (
    <StepFooter
      onBack={onBack}
      backHref={backHref}
      nextLabel={submitText}
      loading={submitting}
      disabled={props?.disabled === true}
      disabledReason={typeof props?.disabledReason === 'string' ? props.disabledReason : undefined}
    />
  );
}
