/**
 * The server's entry for every submit action a step file may name (core/registry-names.ts), run in order when a step's
 * form is posted without the app (server/routes/step-form-route.ts), as the browser runs renderer/actions/action-registry.ts.
 * A full Record: an action without a server entry fails to compile, and `npm run check` refuses a step naming any action
 * not in ACTION_NAMES, so every step a customer can post has its actions here. Each one works through the booking desk
 * and the capacity desk the API uses (PostedStepSubmit): no rule is judged twice.
 */
import { applyPartnerCopy } from '../../core/copy/apply-partner-copy';
import { stepCopy } from '../../core/copy/step-copy';
import { displayPartnerPhone } from '../../core/partner-phone';
import type { ActionName } from '../../core/registry-names';
import type { Refusal } from '../../core/refusal';
import { serviceTypeDefault } from '../../core/service-type-default';
import type { StepDefinition } from '../../core/flow/step-definition';
import type { ServerPartner } from '../partners/server-partner';

/** What an action may do with a posted step: its answers, the booking being submitted, and the desks' calls. */
export interface PostedStepSubmit {
  readonly step: StepDefinition;
  readonly partner: ServerPartner;
  /** The step's answers as posted (core/flow/posted-answers.ts). */
  readonly answers: Readonly<Record<string, unknown>>;
  /** The booking as the submit has it: the stored one with the answers laid over; an action may give a default. */
  readonly booking: Record<string, unknown>;
  /** Saves `booking` through the booking desk as the step's save (PUT /api/v1/booking's desk call): null, or why not. */
  save(): Promise<Refusal | null>;
  /** Records the depot nearest the origin on the stored booking (POST /api/v1/suggested-location's). */
  placeDepot(): Promise<void>;
  /** Holds a crew of the booking's date and time of day (POST /api/v1/booking/hold's capacity desk call): null, or why not. */
  hold(): Promise<Refusal | null>;
}

/** Null or nothing: go on to the next action; a refusal: the step is shown again with its messages. */
export type ServerStepAction = (submit: PostedStepSubmit) => Promise<Refusal | null | void>;

/** Pay now posted without the app: the card form is Stripe's script, so the customer is offered pay later or a call. */
export function payNowWithoutScript(fileStep: StepDefinition, partner: ServerPartner): Refusal {
  // In the partner's words where its file changes the step's (as the page shows them).
  const step = applyPartnerCopy(fileStep, partner.copy);
  const words = `${stepCopy(step, 'payNowWithoutScript')} ${stepCopy(step, 'payLaterWithoutScript', { phone: displayPartnerPhone(partner.phone) })}`;
  return { status: 422, messages: [words], step: step.id, path: step.path };
}

export const serverStepActions: Record<ActionName, ServerStepAction> = {
  applyLandingDefaults: async ({ booking, partner }) => {
    const serviceType = serviceTypeDefault(partner);
    if (!booking.serviceType && serviceType) booking.serviceType = serviceType;
  },
  save: (submit) => submit.save(),
  saveAndWait: (submit) => submit.save(),
  suggestLocation: (submit) => submit.placeDepot(),
  holdTimeSlot: (submit) => submit.hold(),
  // Pay later is recorded by the checkout's edge after this save (its terms box with it); pay now needs the card form.
  convert: async (submit) =>
    submit.answers.conversionType === 'pay_now' ? payNowWithoutScript(submit.step, submit.partner) : submit.save(),
};
