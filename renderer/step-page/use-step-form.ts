import { useCallback, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { useNavigate } from 'react-router';
import { resolveStep } from '../../core/resolve-step';
import type { StepDefinition } from '../../core/step-definition';
import type { FieldErrors } from '../../core/validate-step';
import { runStepActions } from '../actions/run-step-actions';
import type { FunnelNavigation } from '../navigation/use-funnel-navigation';
import { useConditionContext } from '../navigation/use-condition-context';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { focusFirstInvalid } from './focus-first-invalid';
import { stepFormData, toBookingPatch } from './step-form-data';
import { errorSchemaOf, fieldErrorsOf, stepValidator } from './step-validator';

type StepData = Record<string, unknown>;

/** The field of an RJSF widget id (`root_originAddress` -> `originAddress`): a step's fields are leaves of its root. */
const fieldOf = (id: string) => id.replace(/^root_/, '');

/**
 * The touched-aware form state (react-hook-form's model, docs/FUNNEL.md "Validation"): values live in
 * the store; validation runs on change and blur, never on mount; errors are shown for touched fields
 * only; submit marks every field touched, focuses the first invalid one, and runs the step's actions
 * only when valid. RJSF's live validation knows no touched state, so the step page validates with the
 * step's ValidatorType and hands RJSF the messages to show (`extraErrors`); RJSF validates a submit's
 * fields with the same ValidatorType, and this hook runs the step's checks across fields.
 */
export function useStepForm(step: StepDefinition, navigation: FunnelNavigation) {
  const navigate = useNavigate();
  const store = useFunnelStoreApi();
  const editBooking = useFunnelStore((s) => s.editBooking);
  // Subscribes to what rules read (booking, partner, location, query): no hand-kept list.
  const context = useConditionContext();
  const booking = context.booking;
  const resolved = useMemo(() => resolveStep(step, context), [step, context]);
  const formData = useMemo(() => stepFormData(step, resolved, booking), [step, resolved, booking]);
  // RJSF validates a submit's fields; the step's checks across fields are this hook's (step-validator.ts), so
  // their message goes as soon as any change makes them pass (docs/DECISIONS.md, "RJSF's Form and server rendering").
  const validator = useMemo(() => stepValidator(step, context, undefined, { checks: false }), [step, context]);
  const withChecks = useMemo(() => stepValidator(step, context), [step, context]);

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const containerRef = useRef<HTMLDivElement>(null);

  const validating = submitted || touched.size > 0 || Object.keys(ownErrors).length > 0;
  const errors = useMemo<FieldErrors>(() => {
    if (!validating) return {};
    const found = fieldErrorsOf(withChecks.validateFormData(formData, resolved.schema).errorSchema);
    for (const [field, message] of Object.entries(ownErrors)) found[field] = [message];
    return found;
  }, [validating, withChecks, formData, resolved, ownErrors]);
  const shownErrors = useMemo(() => {
    const visible: FieldErrors = {};
    for (const [field, messages] of Object.entries(errors))
      if (submitted || touched.has(field) || ownErrors[field]) visible[field] = messages;
    // None at all, not an empty schema: RJSF blocks a submit whenever `extraErrors` is given.
    return Object.keys(visible).length > 0 ? errorSchemaOf(visible) : undefined;
  }, [errors, submitted, touched, ownErrors]);

  const setFields = useCallback((patch: Record<string, unknown>) => editBooking(toBookingPatch(patch)), [editBooking]);
  const setFieldError = useCallback((field: string, message: string | undefined) => {
    setOwnErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
    if (message) setTouched((t) => new Set(t).add(field));
  }, []);

  const onChange = useCallback(
    ({ formData: next }: IChangeEvent<StepData>) => {
      const changed: Record<string, unknown> = {};
      for (const field of Object.keys(step.fields)) {
        const value = next?.[field];
        if (JSON.stringify(value) !== JSON.stringify(formData[field])) changed[field] = value;
      }
      if (Object.keys(changed).length > 0) editBooking(toBookingPatch(changed));
    },
    [editBooking, formData, step.fields],
  );
  const onBlur = useCallback((id: string) => {
    const field = fieldOf(id);
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  }, []);

  /** A refused submit: every message shows, focus goes to the first invalid field. */
  const refuse = useCallback(
    (fields: Iterable<string>) => {
      setSubmitted(true);
      const byField = Object.fromEntries([...fields].map((field) => [field, true]));
      // Let React render the messages first so aria-describedby points at them when focus lands.
      requestAnimationFrame(() => focusFirstInvalid(containerRef.current, resolved.visibleFields, byField));
    },
    [resolved.visibleFields],
  );
  const onError = useCallback(
    (found: RJSFValidationError[]) => refuse(found.map((error) => (error.property ?? '').replace(/^\./, ''))),
    [refuse],
  );

  /** RJSF found the step valid: run its actions with the visible fields' values, then go on. */
  const onSubmit = useCallback(
    async ({ formData: data = {} }: IChangeEvent<StepData>) => {
      setSubmitted(true);
      if (submitting) return;
      // RJSF found the fields valid; the step's checks across fields may still refuse.
      const failed = fieldErrorsOf(withChecks.validateFormData(data, resolved.schema).errorSchema);
      if (Object.keys(failed).length > 0) return refuse(Object.keys(failed));
      const visibleData = Object.fromEntries(resolved.visibleFields.filter((f) => f in data).map((f) => [f, data[f]]));
      setSubmitting(true);
      try {
        const outcome = await runStepActions({ step, formData: visibleData, store, navigate, pathOf: navigation.pathOf });
        if (outcome !== 'stop') await navigation.goNext();
      } catch (error) {
        // Failures in save or address steps are logged and the submit state cleared (docs/FUNNEL.md, "Errors").
        console.error(error);
      } finally {
        setSubmitting(false);
      }
    },
    [navigate, navigation, refuse, resolved, step, store, submitting, withChecks],
  );

  return {
    resolved,
    formData,
    validator,
    shownErrors,
    submitting,
    containerRef,
    setFields,
    setFieldError,
    onChange,
    onBlur,
    onError,
    onSubmit,
  };
}

export type StepFormState = ReturnType<typeof useStepForm>;
