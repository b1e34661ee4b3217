import { resolveFrameCopy } from '../../../core/copy/apply-partner-copy';
import type { ServerPartner } from '../../partners/server-partner';
import type { ComposeContext } from './compose-context';
import type { EmailAction } from './email-content';

/**
 * The partner's terms and privacy policy at the foot of a customer email, named as the funnel's footer names them
 * (the frame's `terms` and `privacyPolicy`, in the partner's wording); none where the outbox made no such links. The
 * consumer booklet follows them when the partner names one.
 */
export function legalFooterLinks(partner: ServerPartner, context: Pick<ComposeContext, 'termsUrl' | 'privacyPolicyUrl'>): EmailAction[] {
  const frame = resolveFrameCopy(partner.copy);
  return [
    ...(context.termsUrl ? [{ label: frame.terms, url: context.termsUrl }] : []),
    ...(context.privacyPolicyUrl ? [{ label: frame.privacyPolicy, url: context.privacyPolicyUrl }] : []),
    // The state's consumer booklet, when the partner names one (an https:// address npm run check holds it to).
    ...(frame.consumerBookletUrl ? [{ label: frame.consumerBookletLabel, url: frame.consumerBookletUrl }] : []),
  ];
}
