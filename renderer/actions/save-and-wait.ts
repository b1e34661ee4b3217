import type { StepAction } from './step-action';
import { useFunnelStore } from '../store/funnel-store';

/** 'saveAndWait': the step moves on only once the server has the booking (docs/FUNNEL.md#saving-and-conversions); a failure stops the submit. */
export const saveAndWait: StepAction = async () => {
  await useFunnelStore.getState().save();
};
