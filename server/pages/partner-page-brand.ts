import type { ServerPartner } from '../partners/server-partner';
import type { PageBrand } from './render-simple-page';

/** A plain page in the partner's logo, colours and font, its logo leading to the partner's funnel. */
export function partnerPageBrand(partner: ServerPartner): PageBrand {
  return { name: partner.name, logo: partner.logo, theme: partner.theme, home: `/partners/${encodeURIComponent(partner.slug)}/book` };
}
