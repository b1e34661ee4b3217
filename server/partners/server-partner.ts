import type { Partner } from '../../core/partner';

/** A partner file as the server loaded it: checked against schemas/partner.schema.json at start-up (server/partners/load-partners.ts). */
export type ServerPartner = Partner;
