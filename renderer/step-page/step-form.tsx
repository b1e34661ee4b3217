import { useMemo, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { StepDefinition } from '../../core/step-definition';
import { rjsfWidgets } from './rjsf-widgets';
import { sharedAddressProvider } from '../actions/shared-address-provider';
import { conditionContext } from '../navigation/condition-context';
import { createStepValidator } from './create-step-validator';
import { FieldTemplate } from './field-template';
import { toErrorSchema } from './field-errors-to-rjsf';
import { ObjectFieldTemplate } from './object-field-template';
import type { StepFormState } from './use-step-form';

const templates = { FieldTemplate, ObjectFieldTemplate };

/**
 * The RJSF form of a step. RJSF does not validate by itself (noValidate): the step page decides
 * when (change, blur, submit) and which errors show (touched fields), and hands RJSF the shown
 * ones as extraErrors, so a widget's rawErrors (aria-invalid) match what the customer sees.
 */
export function StepForm({ step, form, children }: { step: StepDefinition; form: StepFormState; children: ReactNode }) {
  const validator = useMemo(() => createStepValidator(step, () => conditionContext(window.location.search)), [step]);
  const usesAddress = Object.values(step.fields).some((field) => field.widget === 'address');
  const { setFields, setFieldError } = form;
  // The address provider (maybe Google's SDK) is loaded only on steps that show an address.
  const formContext = useMemo(
    () => ({ setFields, setFieldError, ...(usesAddress ? { addressProvider: sharedAddressProvider() } : {}) }),
    [setFields, setFieldError, usesAddress],
  );
  const extraErrors = useMemo(() => toErrorSchema(form.shownErrors), [form.shownErrors]);

  return (
    <div ref={form.containerRef}>
      <Form
        schema={form.resolved.schema as unknown as RJSFSchema}
        uiSchema={form.resolved.uiSchema as UiSchema}
        formData={form.formData}
        validator={validator}
        widgets={rjsfWidgets}
        templates={templates}
        formContext={formContext}
        extraErrors={extraErrors}
        noValidate
        noHtml5Validate
        showErrorList={false}
        onChange={(event) => form.onChange(event.formData)}
        onBlur={(id) => form.onBlur(id)}
        onSubmit={() => void form.submit()}
      >
        {children}
      </Form>
    </div>
  );
}
