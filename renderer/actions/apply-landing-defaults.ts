import type { StepAction } from './step-action';

/**
 * docs/FUNNEL.md#flow-and-navigation: serviceType is full_service unless the partner is labor-only (then null: the
 * customer chooses on the services step). A service type already chosen (back to landing, or a
 * `serviceType` query parameter) is kept: these are defaults, not overrides.
 */
export const applyLandingDefaults: StepAction = async ({ store }) => {
  const { booking, partner, editBooking } = store.getState();
  if (booking.serviceType) return;
  editBooking({ serviceType: partner.laborOnlyMoves ? null : 'full_service' });
};
