import { useEffect, useMemo, type ReactNode } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { displayPartnerPhone } from '../../core/partner-phone';
import type { StepDefinition } from '../../core/flow/step-definition';
import { useFunnelStore } from '../store/use-funnel-store';
import { useStepAvailability } from '../availability/use-step-availability';
import type { StepFormContext } from './step-form-context';
import { replayEarlyInput } from './replay-early-input';
import { ThemedForm } from './themed-form';
import type { StepFormState } from './use-step-form';
import { noValidator } from './step-validator';

type StepData = Record<string, unknown>;

const UNANSWERED_BOOLEANS = { requiredBooleanDefault: 'skip' } as const;

export interface StepFormProps {
  step: StepDefinition;
  form: StepFormState;
  /** Back, shown in the footer beside the submit button. */
  onBack?: () => void;
  /** Where Back leads, for the plain link the footer shows before the app has hydrated. */
  backHref?: string;
  submitText: string;
  submitDisabled?: boolean;
  /** Why the submit button is disabled, shown beside it. */
  submitDisabledReason?: string;
  /** Between the fields and the footer. */
  children?: ReactNode;
  /**
   * Where the browser itself posts the form before the app has started or without it (every step's form,
   * server/routes/step-form-route.ts); none: the page holds such a submit until the app sends it.
   */
  postTo?: string;
}

/**
 * The form of a step: RJSF's Form (themed once, themed-form.ts) over the step's resolved schema and
 * uiSchema, with the store's values and the step page's touched-aware messages (`extraErrors`); the
 * step page, not RJSF, refuses a submit with the same messages (use-step-form.ts). The footer is RJSF's SubmitButton template.
 */
export function StepForm({
  step,
  form,
  onBack,
  backHref,
  submitText,
  submitDisabled = false,
  submitDisabledReason,
  children,
  postTo,
}: StepFormProps) {
  const usesAddress = Object.values(step.fields).some((field) => field.widget === 'address');
  const { setFields, setFieldError, holdSubmit, submitting, resolved } = form;
  const addressProvider = useFunnelStore((s) => s.addressProvider);
  const partnerSlug = useFunnelStore((s) => s.partner.slug);
  const partnerPhone = useFunnelStore((s) => displayPartnerPhone(s.partner.phone));
  const availability = useStepAvailability(step, form.formData);
  // The address provider (maybe Google's SDK) is loaded only on steps that show an address.
  const formContext = useMemo<StepFormContext>(
    () => ({
      setFields,
      setFieldError,
      onBack,
      backHref,
      submitting,
      partnerSlug,
      afterFields: children,
      ...availability,
      ...(usesAddress ? { addressProvider: addressProvider(), partnerPhone, holdSubmit } : {}),
    }),
    [
      setFields,
      setFieldError,
      onBack,
      backHref,
      submitting,
      partnerSlug,
      children,
      availability,
      usesAddress,
      addressProvider,
      partnerPhone,
      holdSubmit,
    ],
  );
  const uiSchema = useMemo<UiSchema<StepData>>(
    () => ({
      ...resolved.uiSchema,
      'ui:submitButtonOptions': { submitText, props: { disabled: submitDisabled, disabledReason: submitDisabledReason } },
    }),
    [resolved.uiSchema, submitText, submitDisabled, submitDisabledReason],
  );

  // On the server-rendered page, what the customer did before the app started.
  useEffect(() => {
    if (form.containerRef.current) replayEarlyInput(form.containerRef.current);
  }, [form.containerRef]);

  return (
    <div ref={form.containerRef} data-step-form="">
      <ThemedForm
        // core builds the step schema as plain JSON Schema data (core/flow/resolve-step.ts); RJSF's type is JSON Schema 7.
        schema={resolved.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={form.formData}
        validator={noValidator}
        formContext={formContext}
        extraErrors={form.shownErrors}
        showErrorList={false}
        noHtml5Validate
        {...(postTo !== undefined && { method: 'post', action: postTo })}
        // RJSF answers a required yes/no "No" by itself; a question nobody answered stays unanswered and
        // shows its required message like any other field.
        experimental_defaultFormStateBehavior={UNANSWERED_BOOLEANS}
        onChange={form.onChange}
        onBlur={form.onBlur}
        onSubmit={form.onSubmit}
      />
    </div>
  );
}
