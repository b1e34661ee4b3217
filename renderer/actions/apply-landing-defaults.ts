import { serviceTypeDefault } from '../../core/service-type-default';
import type { StepAction } from './step-action';

/** The landing submit gives a booking without a service type its default (core/service-type-default.ts). */
export const applyLandingDefaults: StepAction = async ({ store }) => {
  const { booking, partner, editBooking } = store.getState();
  if (booking.serviceType) return;
  editBooking({ serviceType: serviceTypeDefault(partner) });
};
