import { licenseText } from '../../../core/licenses/license-lines';
import type { ServerPartner } from '../../partners/server-partner';

/** The partner's licences as a line of an email's small print ("USDOT 3012345 · MC 1023456 · CPUC MTR 0190000"); none without any. */
export function licenseFooter(partner: ServerPartner): string[] {
  const text = licenseText(partner.licenses);
  return text ? [text] : [];
}
