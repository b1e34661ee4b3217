import { resolveFrameCopy, type PartnerCopy } from './apply-partner-copy';

/** The funnel's description for search results and link previews: the partner's `frame.metaDescription`, else the default. */
export function funnelDescription(partner: { name: string; copy?: PartnerCopy }): string {
  return resolveFrameCopy(partner.copy).metaDescription.replaceAll('{partnerName}', partner.name);
}
