import { isRecord } from '../../core/is-record';

/** docs/FUNNEL.md#business-constants: names, email and phone never show in the state-inspection tool. */
const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

/** A copy of the store state for Redux DevTools with the booking's personal fields masked. */
export function redactPersonalData<S>(state: S): S {
  const booking = isRecord(state) ? state.booking : undefined;
  if (!isRecord(booking)) return state;
  const redacted: Record<string, unknown> = { ...booking };
  for (const field of PERSONAL_FIELDS) {
    if (redacted[field] != null && redacted[field] !== '') redacted[field] = '[redacted]';
  }
  return { ...state, booking: redacted };
}
