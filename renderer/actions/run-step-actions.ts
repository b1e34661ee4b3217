import { analyticsFormData } from '../../core/analytics-form-data';
import { pushEvent } from '../services/analytics/push-event';
import { actionRegistry } from './action-registry';
import type { ActionContext } from './step-action';

/**
 * A valid submit (docs/FUNNEL.md#flow-and-navigation): the form data goes to the booking, 'Form Submitted' is pushed (its allow-listed answers only),
 * then the step's onSubmit actions run in order. Returns 'stop' when an action navigated away,
 * so the caller skips the default next step. A failing action rejects (the caller logs it).
 */
export async function runStepActions(context: ActionContext): Promise<'stop' | void> {
  const { step, formData } = context;
  const store = context.store.getState();
  store.setCurrentStep(step.id);
  if (Object.keys(formData).length > 0) store.editBooking(formData);
  pushEvent({
    event: 'Form Submitted',
    formName: step.id,
    partner: { slug: store.partner.slug, name: store.partner.name },
    formData: analyticsFormData(step, formData),
  });
  for (const name of step.onSubmit ?? []) {
    const action = actionRegistry[name];
    if (!action) throw new Error(`Step "${step.id}" names unknown action "${name}"`);
    if ((await action(context)) === 'stop') return 'stop';
  }
}
