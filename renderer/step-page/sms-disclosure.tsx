import { smsDisclosure, smsProgramOf } from '../../core/consent/consent-texts';
import type { StepDefinition } from '../../core/flow/step-definition';
import { useFunnelStore } from '../store/use-funnel-store';
import { linkedLabel } from '../../widgets/linked-label';

const LEGAL_LINKS = { 'Terms of Service': '{partner}/terms', 'Privacy Policy': '{partner}/privacy-policy' };

/**
 * The carrier disclosures under the landing page's text-message box (`landing.smsConsent`: the program, how often,
 * rates, STOP and HELP, the partner's terms and privacy pages), shown only while the partner enables texting.
 */
export function SmsDisclosure({ step }: { step: StepDefinition }) {
  const partner = useFunnelStore((s) => s.partner);
  const program = smsProgramOf(partner);
  const template = step.copy?.smsConsent;
  if (!program || template === undefined) return null;
  return (
    <p className="mt-2 text-sm text-slate-600" data-testid="sms-disclosure">
      {linkedLabel(smsDisclosure(template, program), LEGAL_LINKS, partner.slug)}
    </p>
  );
}
