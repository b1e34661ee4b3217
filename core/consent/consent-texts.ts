/**
 * The consent texts of the landing page as a partner shows them (docs/DECISIONS.md, "Consent as data"): the contact text
 * (`landing.consent`: calls and emails, agreed by submitting the page) and, when the partner enables texting, the
 * text-message one (the opt-in box's label and `landing.smsConsent`, its carrier disclosures). The browser shows these
 * words and the server records them, so both fill them here.
 */
import type { Partner } from '../partner';
import { displayPartnerPhone } from '../partner-phone';
import type { StepDefinition } from '../flow/step-definition';

/** The step field of the text-message opt-in (schemas/steps/landing.json). */
export const SMS_OPT_IN_FIELD = 'smsOptIn';

export type ConsentKind = 'contact' | 'sms';

export interface ConsentText {
  kind: ConsentKind;
  /** The copy key the words come from, e.g. 'landing.consent'. */
  key: string;
  text: string;
}

type SmsProgram = NonNullable<NonNullable<Partner['contact']>['sms']>;

/** The partner's texting program when it is enabled, else null. */
export function smsProgramOf(partner: Pick<Partner, 'contact'>): SmsProgram | null {
  const sms = partner.contact?.sms;
  return sms?.enabled ? sms : null;
}

/** `landing.smsConsent` with the program's name, frequency and help line filled in. */
export function smsDisclosure(template: string, sms: SmsProgram): string {
  return template
    .replaceAll('{programName}', sms.programName)
    .replaceAll('{frequency}', sms.frequency)
    .replaceAll('{helpLine}', displayPartnerPhone(sms.helpLine));
}

/** The landing step's consent texts (`landing`: the step with the partner's copy applied); sms null without texting. */
export function consentTexts(
  landing: StepDefinition,
  partner: Pick<Partner, 'contact'>,
): { contact: ConsentText; sms: ConsentText | null } {
  const contact: ConsentText = { kind: 'contact', key: `${landing.id}.consent`, text: landing.copy?.consent ?? '' };
  const program = smsProgramOf(partner);
  const template = landing.copy?.smsConsent;
  const label = landing.fields[SMS_OPT_IN_FIELD]?.label;
  if (!program || template === undefined || label === undefined) return { contact, sms: null };
  return { contact, sms: { kind: 'sms', key: `${landing.id}.smsConsent`, text: `${label} ${smsDisclosure(template, program)}` } };
}
