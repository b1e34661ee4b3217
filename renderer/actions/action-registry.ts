import type { ActionName } from '../../core/registry-names';
import { applyLandingDefaults } from './apply-landing-defaults';
import { convert } from './convert';
import { holdTimeSlot } from './hold-time-slot';
import { saveAndWait } from './save-and-wait';
import { saveBooking } from './save-booking';
import type { StepAction } from './step-action';
import { suggestLocation } from './suggest-location';

/** Every submit action a step file may name (core/registry-names.ts); a full Record, so a missing one fails to compile. */
export const actionRegistry: Record<ActionName, StepAction> = {
  applyLandingDefaults,
  save: saveBooking,
  saveAndWait,
  suggestLocation,
  holdTimeSlot,
  convert,
};
