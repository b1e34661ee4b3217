import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import { useLocation, useNavigate } from 'react-router';
import type { ResolvedStep } from '../../core/flow/resolve-step';
import type { StepDefinition } from '../../core/flow/step-definition';
import type { FieldErrors } from '../../core/flow/validate-step';
import { runStepActions } from '../actions/run-step-actions';
import type { FunnelNavigation } from '../navigation/use-funnel-navigation';
import { useFunnelSession } from '../navigation/use-funnel-session';
import { useFunnelStore, useFunnelStoreApi } from '../store/use-funnel-store';
import { focusFirstInvalid } from './focus-first-invalid';
import { toBookingPatch } from '../../core/booking-patch';
import { errorSchemaOf } from './step-validator';
import { fieldOfPostedName } from '../../core/posted-form-names';

type StepData = Record<string, unknown>;

/** The field of an RJSF widget id (core/posted-form-names.ts): a step's fields are leaves of its root. */
const fieldOf = fieldOfPostedName;

/**
 * The touched-aware form state (react-hook-form's model, docs/FUNNEL.md "Validation"): values live in
 * the store; validation runs on change and blur, never on mount; errors are shown for touched fields
 * only; submit marks every field touched, focuses the first invalid one, and runs the step's actions
 * only when valid. The messages are the flow session's (core/flow/funnel-session.ts), worked out once per
 * booking: RJSF shows the touched ones (`extraErrors`) and validates nothing itself (`noValidate`), and
 * a submit asks the same session, so the checks across fields and the fields' own messages come from one place.
 */
export function useStepForm(step: StepDefinition, navigation: FunnelNavigation, present?: (resolved: ResolvedStep) => ResolvedStep) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const store = useFunnelStoreApi();
  const editBooking = useFunnelStore((s) => s.editBooking);
  // Subscribes to what rules read (booking, partner, location, query): no hand-kept list.
  const session = useFunnelSession();
  // A view may change how a field is drawn (checkout's pay now without card payments), never what it asks.
  const resolved = useMemo(() => (present ? present(session.resolved(step.id)) : session.resolved(step.id)), [present, session, step.id]);
  const formData = session.formData(step.id);

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // A form the server refused opens as a refused submit does (HostProps.refusedSubmit).
  const [submitted, setSubmitted] = useState(() => store.getState().refusedStep === step.id);
  const [submitting, setSubmitting] = useState(false);
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const containerRef = useRef<HTMLDivElement>(null);

  const validating = submitted || touched.size > 0 || Object.keys(ownErrors).length > 0;
  const errors = useMemo<FieldErrors>(
    () => (validating ? withOwnErrors(session.errors(step.id), ownErrors) : {}),
    [validating, session, step.id, ownErrors],
  );
  const shownErrors = useMemo(() => {
    const visible: FieldErrors = {};
    for (const [field, messages] of Object.entries(errors))
      if (submitted || touched.has(field) || ownErrors[field]) visible[field] = messages;
    // None at all, not an empty schema: RJSF blocks a submit whenever `extraErrors` is given.
    return Object.keys(visible).length > 0 ? errorSchemaOf(visible) : undefined;
  }, [errors, submitted, touched, ownErrors]);

  // Arriving on a form the server refused: focus goes to its first invalid field, as after a refused submit here.
  const arrivedRefused = useRef(submitted);
  useEffect(() => {
    if (!arrivedRefused.current) return;
    arrivedRefused.current = false;
    focusFirstInvalid(containerRef.current, resolved.visibleFields, errors);
  }, [errors, resolved.visibleFields]);

  // Work a widget started that a submit must wait for (a typed address being placed as its field is left).
  const held = useRef(new Set<Promise<unknown>>());
  const holdSubmit = useCallback((work: Promise<unknown>) => {
    held.current.add(work);
    void work.finally(() => held.current.delete(work));
  }, []);

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
  /**
   * A submit: refused with the session's messages, else the step's actions run with the visible
   * fields' values, then Next, unless what they saved left the step unfinished (the server's answer counts).
   */
  const onSubmit = useCallback(
    async ({ formData: submittedData = {} }: IChangeEvent<StepData>) => {
      setSubmitted(true);
      if (submitting) return;
      // A widget's held work (a typed address being placed) lands in the store first: its values are the ones sent.
      const waited = held.current.size > 0;
      if (waited) await Promise.allSettled([...held.current]);
      // The store as the submit left it (a change in the same event included): the same session the page rendered when nothing changed.
      const now = store.getState().funnelSession(search);
      const failed = withOwnErrors(now.errors(step.id), waited ? {} : ownErrors);
      if (Object.keys(failed).length > 0) return refuse(Object.keys(failed));
      const data = waited ? now.formData(step.id) : submittedData;
      const visibleData = Object.fromEntries(resolved.visibleFields.filter((f) => f in data).map((f) => [f, data[f]]));
      setSubmitting(true);
      try {
        const outcome = await runStepActions({ step, formData: visibleData, store, navigate, pathOf: navigation.pathOf });
        if (outcome === 'stop') return;
        // The save's answer may leave the step unfinished (an address the server could not place): stay and say why.
        const after = store.getState().funnelSession(search).errors(step.id);
        if (Object.keys(after).length > 0) return refuse(Object.keys(after));
        await navigation.goNext();
      } catch (error) {
        // Failures in save or address steps are logged and the submit state cleared (docs/FUNNEL.md, "Errors").
        console.error(error);
      } finally {
        setSubmitting(false);
      }
    },
    [navigate, navigation, ownErrors, refuse, resolved, search, step, store, submitting],
  );

  return {
    resolved,
    formData,
    shownErrors,
    submitting,
    containerRef,
    setFields,
    setFieldError,
    holdSubmit,
    onChange,
    onBlur,
    onSubmit,
  };
}

export type StepFormState = ReturnType<typeof useStepForm>;

/** The session's messages with a widget's own (an address it could not place) laid over. */
function withOwnErrors(errors: FieldErrors, own: Record<string, string>): FieldErrors {
  const all: FieldErrors = { ...errors };
  for (const [field, message] of Object.entries(own)) all[field] = [message];
  return all;
}
