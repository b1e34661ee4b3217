import type { StepAction } from './step-action';

/** 'save': optimistic, the customer moves on while it is sent; the API client logs a failure (docs/FUNNEL.md, "Errors"). */
export const saveBooking: StepAction = async ({ store, step }) => {
  store
    .getState()
    .save(step.id)
    .catch(() => undefined);
};
