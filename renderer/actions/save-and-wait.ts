import type { StepAction } from './step-action';

/** 'saveAndWait': the step moves on only once the server has the booking (SPEC section 4); a failure stops the submit. */
export const saveAndWait: StepAction = async ({ store }) => {
  await store.getState().save();
};
