import type { StepAction } from './step-action';

/** 'saveAndWait': the step moves on only once the server has the booking (docs/FUNNEL.md, "Saving and conversions"); a failure stops the submit. */
export const saveAndWait: StepAction = async ({ store, step }) => {
  await store.getState().save(step.id);
};
