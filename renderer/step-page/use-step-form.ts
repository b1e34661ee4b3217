import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolveStep } from '../../core/resolve-step';
import type { StepDefinition } from '../../core/step-definition';
import { validateStep, type FieldErrors } from '../../core/validate-step';
import { runStepActions } from '../actions/run-step-actions';
import type { FunnelNavigation } from '../navigation/use-funnel-navigation';
import { conditionContext } from '../navigation/condition-context';
import { useConditionContext } from '../navigation/use-condition-context';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { focusFirstInvalid } from './focus-first-invalid';
import { stepFormData, toBookingPatch } from './step-form-data';

/** The form field name of an RJSF id (`root_firstName` -> `firstName`). */
const fieldOf = (id: string) => id.replace(/^root_/, '').split('_')[0] ?? id;

/**
 * The touched-aware form state of SPEC section 4 (react-hook-form's model): values live in the
 * store; validation runs on change and blur, never on mount; errors are shown for touched fields
 * only; submit marks every field touched, focuses the first invalid one, and runs the step's
 * actions only when valid.
 */
export function useStepForm(step: StepDefinition, navigation: FunnelNavigation) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const store = useFunnelStoreApi();
  const editBooking = useFunnelStore((s) => s.editBooking);
  // Subscribes to what rules read (booking, partner, location, query): no hand-kept list.
  const context = useConditionContext();
  const booking = context.booking;
  const resolved = useMemo(() => resolveStep(step, context), [step, context]);
  const formData = useMemo(() => stepFormData(step, resolved, booking), [step, resolved, booking]);

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const containerRef = useRef<HTMLDivElement>(null);

  const validating = submitted || touched.size > 0 || Object.keys(ownErrors).length > 0;
  const errors = useMemo<FieldErrors>(() => {
    if (!validating) return {};
    const found = validateStep(step, formData, context, new Date());
    for (const [field, message] of Object.entries(ownErrors)) found[field] = [message];
    return found;
  }, [validating, step, formData, context, ownErrors]);
  const shown = useMemo(() => {
    const visible: FieldErrors = {};
    for (const [field, messages] of Object.entries(errors)) if (submitted || touched.has(field) || ownErrors[field]) visible[field] = messages;
    return visible;
  }, [errors, submitted, touched, ownErrors]);

  const setFields = useCallback((patch: Record<string, unknown>) => editBooking(toBookingPatch(patch)), [editBooking]);
  const setFieldError = useCallback((field: string, message: string | undefined) => {
    setOwnErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
    if (message) setTouched((t) => new Set(t).add(field));
  }, []);

  const onChange = useCallback(
    (next: Record<string, unknown> | undefined) => {
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

  const submit = useCallback(async () => {
    if (submitting) return;
    setSubmitted(true);
    const fresh = conditionContext(store.getState(), search);
    const freshResolved = resolveStep(step, fresh);
    const data = stepFormData(step, freshResolved, fresh.booking);
    const found = validateStep(step, data, fresh, new Date());
    for (const [field, message] of Object.entries(ownErrors)) found[field] = [message];
    if (Object.keys(found).length > 0) {
      // Let React render the messages first so aria-describedby points at them when focus lands.
      requestAnimationFrame(() => focusFirstInvalid(containerRef.current, freshResolved.visibleFields, found));
      return;
    }
    const visibleData = Object.fromEntries(freshResolved.visibleFields.filter((f) => f in data).map((f) => [f, data[f]]));
    setSubmitting(true);
    try {
      const outcome = await runStepActions({ step, formData: visibleData, store, navigate, pathOf: navigation.pathOf });
      if (outcome !== 'stop') navigation.goNext();
    } catch (error) {
      // SPEC section 8: failures in save or address steps are logged and the submit state cleared.
      console.error(error);
    } finally {
      setSubmitting(false);
    }
  }, [navigate, navigation, ownErrors, search, step, store, submitting]);

  return { resolved, formData, shownErrors: shown, submitting, containerRef, setFields, setFieldError, onChange, onBlur, submit };
}

export type StepFormState = ReturnType<typeof useStepForm>;
