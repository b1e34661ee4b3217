import { checkServiceability } from './check-serviceability';
import type { StepAction } from './step-action';

/** After origin details: labor-only bookings are checked here, full service after the destination (SPEC section 4). */
export const checkServiceabilityIfLaborOnly: StepAction = async (context) => {
  if (context.store.getState().booking.serviceType !== 'labor_only') return;
  return checkServiceability(context);
};
