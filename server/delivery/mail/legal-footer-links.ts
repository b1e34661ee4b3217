import { resolveFrameCopy } from '../../../core/copy/apply-partner-copy';
import type { ServerPartner } from '../../partners/server-partner';
import type { ComposeContext } from './compose-context';
import type { EmailAction } from './email-content';

/**
 * The partner's terms and privacy policy at the foot of a customer email, named as the funnel's footer names them
 * (the frame's `terms` and `privacyPolicy`, in the partner's wording); none where the outbox made no such links.
 */
export function legalFooterLinks(partner: ServerPartner, context: Pick<ComposeContext, 'termsUrl' | 'privacyPolicyUrl'>): EmailAction[] {
  const frame = resolveFrameCopy(partner.copy);
  return [
    ...(context.termsUrl ? [{ label: frame.terms, url: context.termsUrl }] : []),
    ...(context.privacyPolicyUrl ? [{ label: frame.privacyPolicy, url: context.privacyPolicyUrl }] : []),
  ];
}
