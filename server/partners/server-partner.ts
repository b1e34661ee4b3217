import type { Partner } from '../../core/partner';

/** What the server needs of a partner file (schemas/partner.schema.json); the rest passes through to the browser. */
export interface PartnerLocation {
  id: number;
  name: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

/** A partner file as the server loaded it: checked against schemas/partner.schema.json at start-up (server/partners/load-partners.ts). */
export type ServerPartner = Partner;
