import { useFunnelStore } from '../store/funnel-store';
import { checkServiceability } from './check-serviceability';
import type { StepAction } from './step-action';

/** After origin details: labor-only bookings are checked here, full service after the destination (docs/FUNNEL.md#pricing-and-serviceability). */
export const checkServiceabilityIfLaborOnly: StepAction = async (context) => {
  if (useFunnelStore.getState().booking.serviceType !== 'labor_only') return;
  return checkServiceability(context);
};
