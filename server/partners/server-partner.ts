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

export interface ServerPartner {
  slug: string;
  name: string;
  locations: PartnerLocation[];
  [field: string]: unknown;
}
