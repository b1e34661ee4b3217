import type { StepAction } from './step-action';
import { useFunnelStore } from '../store/funnel-store';

/** 'save': optimistic, the customer moves on while it is sent; the API client logs a failure (docs/FUNNEL.md#errors). */
export const saveBooking: StepAction = async () => {
  useFunnelStore
    .getState()
    .save()
    .catch(() => undefined);
};
