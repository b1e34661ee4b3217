import { fieldOf } from '../../core/is-record';
import { ApiError } from '../api/api-error';
import { bookingApi } from '../api/booking-api';
import { funnelDefinition } from '../../core/flow/funnel-definition';
import { stepCopy } from '../../core/copy/step-copy';
import type { RefusalState } from '../navigation/refused-conversion';
import type { StepAction } from './step-action';

/**
 * 'holdTimeSlot' (docs/FUNNEL.md, "Holding the time slot"): the server holds a crew of the booking's
 * date and time of day; its `expiresAt` is what the checkout counts down to. When none is left (409),
 * the customer goes back to the step with the calendar (`checkout=true`, so its Next returns to the
 * summary) with the server's words, and the calendar, asked afresh, shows the day full.
 */
export const holdTimeSlot: StepAction = async ({ store, step, navigate, pathOf }) => {
  try {
    const { hold } = await bookingApi.hold(store.getState().api);
    store.getState().setHold(hold);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    store.getState().setHold(null);
    const messages = error.messages.length > 0 ? error.messages : [stepCopy(step, 'slotFull')];
    navigate(pathOf(slotStepOf(error.body), { checkout: 'true' }), { state: { refusal: messages } satisfies RefusalState });
    return 'stop';
  }
};

/** The step the refusal names, else the first step with a calendar (the move date). */
function slotStepOf(body: unknown): string {
  const named = fieldOf(body, 'step');
  if (typeof named === 'string' && funnelDefinition.steps[named]) return named;
  const withCalendar = Object.values(funnelDefinition.steps).find((s) =>
    Object.values(s.fields).some((field) => field.widget === 'calendar'),
  );
  if (!withCalendar) throw new Error('No step has a calendar to choose another day on');
  return withCalendar.id;
}
